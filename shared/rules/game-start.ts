import { GAME_MESSAGES } from '../texts/game';

/**
 * How far ahead a game may be scheduled. A date years away is a typo (9999-12-31), not a plan:
 * it would sit first in no list and last in every index for ever.
 */
export const SCHEDULE_HORIZON_DAYS = 365;
const DAY_MS = 86_400_000;

/** What is wrong with a game's start (an ISO instant) as of `now`: in the past, or too far ahead; null if fine. */
export function startProblem(start: string, now: Date): string | null {
  const at = Date.parse(start);
  if (at <= now.getTime()) return GAME_MESSAGES.inThePast;
  if (at > now.getTime() + SCHEDULE_HORIZON_DAYS * DAY_MS) return GAME_MESSAGES.tooFarAhead;
  return null;
}
