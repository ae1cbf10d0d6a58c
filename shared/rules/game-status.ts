import type { GAME_STATUSES } from '../schemas/game';

// Games that finish: upcoming → ongoing at the start → completed at the end. The rules
// are pure and take `now`, so the scheduling consumer, the schedules' target and the sweep agree.

export type GameStatus = (typeof GAME_STATUSES)[number];
export type ScheduledStatus = 'ongoing' | 'completed';
export const SCHEDULED_STATUSES: readonly ScheduledStatus[] = ['ongoing', 'completed'];

/** One scheduled move: the status a game takes at an instant. */
export interface StatusMove {
  status: ScheduledStatus;
  at: string;
}

type Timed = { game_datetime: string; ends_at: string };

/** A game's two moves, in order: ongoing at its start, completed at its end. */
export const statusMoves = (game: Timed): StatusMove[] => [
  { status: 'ongoing', at: game.game_datetime },
  { status: 'completed', at: game.ends_at },
];

/** Only forward, never out of cancelled: upcoming → ongoing | completed, ongoing → completed. */
export function canMove(from: GameStatus, to: ScheduledStatus): boolean {
  if (from === 'upcoming') return true;
  return from === 'ongoing' && to === 'completed';
}

/** The status a game's times give it at `now` (a cancelled game stays cancelled). */
export function statusAt(game: Timed & { status: GameStatus }, now: Date): GameStatus {
  if (game.status === 'cancelled') return 'cancelled';
  const instant = now.toISOString();
  const due = statusMoves(game).filter((move) => move.at <= instant && canMove(game.status, move.status));
  return due.length ? due[due.length - 1]!.status : game.status;
}

/**
 * What a game's schedules should be at `now`: the moves still ahead to schedule, the move already
 * due to apply at once (the furthest one: a game edited or backfilled after its end completes
 * directly), and the moves whose schedules must go (passed, no longer possible, or no game).
 */
export interface StatusPlan {
  schedule: StatusMove[];
  dueNow: StatusMove | null;
  remove: ScheduledStatus[];
}

export function statusPlan(game: (Timed & { status: GameStatus }) | null, now: Date): StatusPlan {
  if (!game) return { schedule: [], dueNow: null, remove: [...SCHEDULED_STATUSES] };
  const instant = now.toISOString();
  const possible = statusMoves(game).filter((move) => canMove(game.status, move.status));
  const due = possible.filter((move) => move.at <= instant);
  const schedule = possible.filter((move) => move.at > instant);
  return {
    schedule,
    dueNow: due.length ? due[due.length - 1]! : null,
    remove: SCHEDULED_STATUSES.filter((status) => !schedule.some((move) => move.status === status)),
  };
}
