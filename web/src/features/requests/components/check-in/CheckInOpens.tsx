import type { Game } from '@shared/schemas/game';
import { checkInWindow, opensWhen } from '@shared/rules/check-in-window';
import { CHECK_IN_MESSAGES } from '@shared/texts/join';

/**
 * Says before the first scan when passes won't be admitted (too early, or long after the game),
 * with the same words the server answers a scan with. Nothing while check-in is open.
 */
export function CheckInOpens({ game, now = new Date() }: { game: Game; now?: Date }) {
  const window = checkInWindow(game, now);
  if (window.state === 'open') return null;
  return (
    <p className="check-in-window">
      {window.state === 'not-yet' ? CHECK_IN_MESSAGES.notYet(opensWhen(window.opensAt, now)) : CHECK_IN_MESSAGES.over}
    </p>
  );
}
