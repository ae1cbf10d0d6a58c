import type { Game } from '@shared/schemas/game';
import { checkInWindow, opensWhen } from '@shared/rules/check-in-window';
import { formatWhen } from '@web/lib/games/format';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { t } from '../../texts';

// English keeps the server's own words ('opens tomorrow at 7:00 pm'); other languages say the time as every list does.
const opensAtText = (opensAt: string, now: Date) =>
  spokenLanguage() === 'en' ? opensWhen(opensAt, now) : formatWhen(opensAt, now);

/**
 * Says before the first scan when passes won't be admitted (too early, or long after the game),
 * with the same words the server answers a scan with. Nothing while check-in is open.
 */
export function CheckInOpens({ game, now = new Date() }: { game: Game; now?: Date }) {
  const window = checkInWindow(game, now);
  if (window.state === 'open') return null;
  return (
    <p className="check-in-window">
      {window.state === 'not-yet'
        ? t('requests.checkIn.tooEarly', { when: opensAtText(window.opensAt, now) })
        : t('requests.checkIn.closed')}
    </p>
  );
}
