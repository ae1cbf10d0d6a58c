import { gameEndsAt } from './game-end';
import { relativeDay } from './relative-day';

// When a pass admits its holder. A pass scanned days early is a mistake or a pass being passed
// around, never a player at the venue: the door opens on the game's day, a few hours before the
// start (players come early to warm up), and closes a while after the end (a late scan of
// someone who did play still counts for their record).
const HOUR_MS = 60 * 60_000;
export const CHECK_IN_OPENS_BEFORE_START_MS = 3 * HOUR_MS;
export const CHECK_IN_CLOSES_AFTER_END_MS = 3 * HOUR_MS;

export interface CheckInGame {
  game_datetime: string;
  ends_at?: string | null;
}

export type CheckInWindow =
  | { state: 'open' }
  | { state: 'not-yet'; opensAt: string }
  | { state: 'over'; closedAt: string };

export function checkInWindow(game: CheckInGame, now: Date): CheckInWindow {
  const start = new Date(game.game_datetime).getTime();
  const opensAt = start - CHECK_IN_OPENS_BEFORE_START_MS;
  const closedAt = new Date(gameEndsAt(game)).getTime() + CHECK_IN_CLOSES_AFTER_END_MS;
  if (now.getTime() < opensAt) return { state: 'not-yet', opensAt: new Date(opensAt).toISOString() };
  if (now.getTime() > closedAt) return { state: 'over', closedAt: new Date(closedAt).toISOString() };
  return { state: 'open' };
}

/** When the door opens, in a sentence: 'today at 4:00 pm', 'on Sat 28 Nov at 4:00 pm'. */
export function opensWhen(opensAt: string, now: Date): string {
  const { day, time, kind } = relativeDay(opensAt, now);
  return kind === 'other' ? `on ${day} at ${time}` : `${day.toLowerCase()} at ${time}`;
}
