// Games are played in India: the date and time a host types are IST (UTC+05:30, no DST).
export const GAME_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET = '+05:30';

/** How long a game lasts, in minutes: the default is what older games are read as. */
export const GAME_DURATION = { default: 90, min: 15, max: 24 * 60 } as const;

/** The end of a game: its start plus its duration (the default for games stored without one). */
export function gameEndsAt(start: string, durationMinutes: number | null | undefined = GAME_DURATION.default): string {
  return new Date(new Date(start).getTime() + (durationMinutes ?? GAME_DURATION.default) * 60_000).toISOString();
}

/** "2026-12-05" + "18:30" → the instant, as an ISO string in UTC. */
export function gameDateTime(date: string, time: string): string {
  return new Date(`${date}T${time}:00${IST_OFFSET}`).toISOString();
}

/** Today's date in IST, YYYY-MM-DD (what the date picker's minimum is). */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);
}

/** The IST date and time of an instant, for forms and the dd MMM, HH:mm display. */
export function indiaDateAndTime(iso: string): { date: string; time: string } {
  const shifted = new Date(new Date(iso).getTime() + 330 * 60 * 1000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

export type DateRange = 'any' | 'today' | 'tomorrow' | 'week' | 'weekend';

/** Discover's date filter, in IST: [from, to) as instants. */
export function dateRangeBounds(range: DateRange, now = new Date()): { from: Date; to: Date } | null {
  if (range === 'any') return null;
  const today = todayInIndia(now);
  const midnight = (date: string) => new Date(`${date}T00:00:00${IST_OFFSET}`);
  const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
  const start = midnight(today);
  if (range === 'today') return { from: now, to: addDays(start, 1) };
  if (range === 'tomorrow') return { from: addDays(start, 1), to: addDays(start, 2) };
  if (range === 'week') return { from: now, to: addDays(start, 7) };
  // This weekend: the coming Saturday and Sunday (today, if it is one).
  const weekday = new Date(`${today}T12:00:00${IST_OFFSET}`).getUTCDay(); // 0 Sunday … 6 Saturday
  if (weekday === 0) return { from: now, to: addDays(start, 1) };
  const saturday = addDays(start, 6 - weekday);
  return { from: weekday === 6 ? now : saturday, to: addDays(saturday, 2) };
}
