// How long a waitlisted player has to take an offered spot. The hold shrinks as the game nears, so a
// spot freed late still has time to pass down the waitlist before kick-off; the night doesn't count,
// so nobody loses a spot while asleep. Pure: the services and the web share it.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** India has one time zone and no daylight saving: IST is always UTC+5:30. */
const IST_OFFSET_MS = 5.5 * HOUR_MS;

/** The hold's clock stops from 22:00 to 07:00 IST. */
export const NIGHT_STARTS_IST_HOUR = 22;
export const NIGHT_ENDS_IST_HOUR = 7;

/** Hold times by how far away the game is when the spot is offered. */
export const OFFER_HOLDS = {
  /** More than a day before the start. */
  farMs: 2 * HOUR_MS,
  /** A day or less before the start. */
  dayMs: 30 * MINUTE_MS,
  /** Three hours or less before the start. */
  closeMs: 10 * MINUTE_MS,
} as const;

/** How much holding time an offer made `untilStartMs` before the game gets (night pauses aside). */
export function offerHoldMs(untilStartMs: number): number {
  if (untilStartMs > DAY_MS) return OFFER_HOLDS.farMs;
  if (untilStartMs > 3 * HOUR_MS) return OFFER_HOLDS.dayMs;
  return OFFER_HOLDS.closeMs;
}

/** The IST day's hour `hour` on the IST calendar day of `at` (as a UTC instant, in ms). */
function istHourOfDay(at: number, hour: number): number {
  const istMidnight = Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return istMidnight + hour * HOUR_MS;
}

/** Whether `at` falls in the night pause. */
function inNight(at: number): boolean {
  const ist = new Date(at + IST_OFFSET_MS).getUTCHours();
  return ist >= NIGHT_STARTS_IST_HOUR || ist < NIGHT_ENDS_IST_HOUR;
}

/** The next 07:00 IST at or after `at` (called only inside the night). */
function nightEnd(at: number): number {
  const morning = istHourOfDay(at, NIGHT_ENDS_IST_HOUR);
  return morning > at ? morning : morning + DAY_MS;
}

/**
 * When an offer made at `now` for a game starting at `startsAt` (ISO) ends: the hold for how far
 * away the game is, counted only outside 22:00–07:00 IST, and never past the start. Null when the
 * game has started (nothing can be offered any more). `holdMs` overrides the hold (by default by how
 * far away the game is), e.g. to check a long hold across nights.
 */
export function offerHoldEndsAt(now: Date, startsAt: string, holdMs?: number): string | null {
  const start = new Date(startsAt).getTime();
  let at = now.getTime();
  if (!(at < start)) return null;
  let left = holdMs ?? offerHoldMs(start - at);
  while (left > 0 && at < start) {
    if (inNight(at)) {
      at = nightEnd(at);
      continue;
    }
    // Counting until tonight's 22:00 IST at most.
    const night = istHourOfDay(at, NIGHT_STARTS_IST_HOUR);
    const step = Math.min(left, night - at);
    at += step;
    left -= step;
  }
  return new Date(Math.min(at, start)).toISOString();
}
