import type { GameStatus } from './game-status';
import { owesPayment, type JoinRequestStatus, type PaymentStatus } from './join-rules';

// Game reminders: an e-mail, an in-app notification and a push to the person's phones 24 hours and
// 2 hours before the start, to each confirmed player, each accepted player who still has to pay, and
// to the host. Pure and given `now`, so the scheduling consumer and the schedules' target agree on
// what is due.

export const REMINDER_WINDOWS = ['24h', '2h'] as const;
export type ReminderWindow = (typeof REMINDER_WINDOWS)[number];

const BEFORE_MS: Record<ReminderWindow, number> = { '24h': 24 * 3_600_000, '2h': 2 * 3_600_000 };
const IN_WORDS: Record<ReminderWindow, string> = { '24h': 'tomorrow', '2h': 'in 2 hours' };

/**
 * The players who get reminders: those holding a spot, and those accepted who have yet to pay. The
 * latter are told to pay, with the link: a paid series' regulars are accepted every week, and a
 * reminder that only said when to turn up would read as if their spot were theirs already.
 */
export const REMINDED_STATUSES = ['confirmed', 'accepted'] as const satisfies readonly JoinRequestStatus[];
/** A free spot offer (accepted, nothing to pay) is a short hold: not reminded. */
export const getsReminders = (r: { status: JoinRequestStatus; payment_status: PaymentStatus }) =>
  r.status === 'confirmed' || owesPayment(r);

/** When a window's reminder goes out for a game starting at `start`. */
export const reminderAt = (start: string, window: ReminderWindow) =>
  new Date(new Date(start).getTime() - BEFORE_MS[window]).toISOString();

export interface ReminderPlan {
  schedule: { window: ReminderWindow; at: string }[];
  remove: ReminderWindow[];
}

/**
 * The reminders a person should have at `now`: those still ahead while the game is upcoming and
 * they are going (a confirmed player, or the host); every other window's schedule goes. A reminder
 * whose moment has passed (a player confirmed an hour before the start) is not sent late.
 */
export function reminderPlan(
  game: { game_datetime: string; status: GameStatus } | null,
  going: boolean,
  now: Date,
): ReminderPlan {
  const instant = now.toISOString();
  const schedule =
    game && going && game.status === 'upcoming'
      ? REMINDER_WINDOWS.map((window) => ({ window, at: reminderAt(game.game_datetime, window) })).filter(
          (r) => r.at > instant,
        )
      : [];
  return { schedule, remove: REMINDER_WINDOWS.filter((window) => !schedule.some((r) => r.window === window)) };
}

/** 'tomorrow' / 'in 2 hours', for subjects and notification titles. */
export const reminderWhen = (window: ReminderWindow) => IN_WORDS[window];
