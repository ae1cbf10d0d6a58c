import { SPORTS, type Sport } from '../constants';

// Pure rules of the host dashboard's numbers. The kept aggregates and the recount both
// use them, so the two can only agree or both be wrong in the same way.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian calendar month ('YYYY-MM') an instant falls in: money moved at 00:30 IST on the 1st belongs to the new month. */
export function istMonth(iso: string): string {
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The last `count` IST calendar months up to the one `now` falls in, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = istMonth(now.toISOString()).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * The part of a payment's platform fee that a refund gives back: the same share of the fee as of
 * the payment (a 50% refund gives back half the fee), in whole paise. Applied per refund, and a
 * payment is refunded at most once, so the kept total and a recount round the same way.
 */
export function refundedFeePaise(feePaise: number, paidPaise: number, refundPaise: number): number {
  if (paidPaise <= 0 || feePaise <= 0) return 0;
  return Math.round((feePaise * Math.min(refundPaise, paidPaise)) / paidPaise);
}

/** Checked-in players per completed game, one decimal; null before the first game finishes. */
export function averageAttendance(checkedIn: number, completedGames: number): number | null {
  if (completedGames <= 0) return null;
  return Math.round((checkedIn / completedGames) * 10) / 10;
}

/** The sport with the most games (ties: the earlier one in the spec's list); null with none. */
export function popularSport(counts: Partial<Record<Sport, number>>): Sport | null {
  let best: Sport | null = null;
  for (const sport of SPORTS) {
    const n = counts[sport] ?? 0;
    if (n > 0 && (best === null || n > (counts[best] ?? 0))) best = sport;
  }
  return best;
}
