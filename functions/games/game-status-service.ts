import { canMove, statusPlan, type ScheduledStatus } from '@shared/rules/game-status';
import type { GameStatusMovePayload } from '@shared/schemas/game-status';
import { SCHEDULE_TARGETS } from '../platform/schedule-targets';
import type { Clock } from '../platform/clock';
import type { GameRepository, StoredGame } from './ports';
import type { OneTimeScheduler } from '../platform/scheduler-port';

export type MoveOutcome = 'moved' | 'stale' | 'gone';

/** How many overdue games one sweep settles (it runs again soon; the index keeps the rest in order). */
const SWEEP_BATCH = 100;

/** One schedule per game and move: a moved game's schedule is moved, not duplicated. */
export const statusScheduleName = (gameId: string, status: ScheduledStatus) => `game-${gameId}-${status}`;

// Games that finish (docs/decisions/025): each game carries two one-time schedules, kept
// in line with it by a consumer of the game events; the target moves the status only when the game
// still has the start and duration it was scheduled with; a sweep settles whatever was missed.
export function createGameStatusService(deps: {
  games: Pick<GameRepository, 'get' | 'moveStatus' | 'overdue'>;
  scheduler: OneTimeScheduler;
  clock: Clock;
}) {
  const { games, scheduler, clock } = deps;

  const payloadOf = (game: StoredGame, status: ScheduledStatus): GameStatusMovePayload => ({
    gameId: game.id,
    status,
    game_datetime: game.game_datetime,
    duration_minutes: game.duration_minutes,
  });

  /** The schedules' target: the move happens once, forward only, and only for the game as scheduled. */
  async function advance(move: GameStatusMovePayload): Promise<MoveOutcome> {
    // A second read covers the other move landing between the read and the write (e.g. the start
    // move retried while the end one runs); anything else that changed the game makes this stale.
    for (let attempt = 0; attempt < 2; attempt++) {
      const game = await games.get(move.gameId);
      if (!game) return 'gone';
      if (
        game.game_datetime !== move.game_datetime ||
        game.duration_minutes !== move.duration_minutes ||
        !canMove(game.status, move.status)
      )
        return 'stale';
      const at = clock.now().toISOString();
      const event = {
        name: 'GameStatusChanged.v1' as const,
        detail: {
          gameId: game.id,
          hostId: game.host_id,
          title: game.title,
          sport: game.sport,
          status: move.status,
          game_datetime: game.game_datetime,
          ends_at: game.ends_at,
        },
      };
      if ((await games.moveStatus(game, move.status, at, [event])) === 'moved') return 'moved';
    }
    return 'stale';
  }

  /**
   * Makes the game's schedules match it as stored now: the moves ahead are scheduled (created or
   * moved), a move already due is made at once, the rest are deleted. Safe to repeat, in any order.
   */
  async function syncSchedules(gameId: string): Promise<void> {
    let game = await games.get(gameId);
    const due = statusPlan(game, clock.now()).dueNow;
    if (game && due) {
      await advance(payloadOf(game, due.status));
      game = await games.get(gameId);
    }
    const plan = statusPlan(game, clock.now());
    await Promise.all([
      ...plan.schedule.map((move) =>
        scheduler.upsert(
          statusScheduleName(gameId, move.status),
          new Date(move.at),
          SCHEDULE_TARGETS.gameStatus,
          payloadOf(game!, move.status),
        ),
      ),
      ...plan.remove.map((status) => scheduler.delete(statusScheduleName(gameId, status))),
    ]);
  }

  /**
   * Settles games whose move is overdue (older games that never had schedules, seeded data, a
   * schedule lost to an outage): each is moved as far as its times say and given what remains.
   */
  async function sweep(): Promise<{ settled: number }> {
    const overdue = await games.overdue(clock.now().toISOString(), SWEEP_BATCH);
    for (const game of overdue) await syncSchedules(game.id);
    return { settled: overdue.length };
  }

  return { advance, syncSchedules, sweep };
}
export type GameStatusService = ReturnType<typeof createGameStatusService>;
