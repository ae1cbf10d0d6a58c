import { rainHeadsUpAt, rainLikely } from '@shared/rules/forecast';
import { SCHEDULE_TARGETS } from '../../platform/schedule-targets';
import type { Clock } from '../../platform/clock';
import type { OneTimeScheduler } from '../../platform/scheduler-port';
import type { GameRepository, StoredGame } from '../ports';
import type { Notice, NoticeDelivery } from '@functions/notifications';
import { rainHeadsUpText } from '@functions/notifications/public-rain-heads-up';

/** What a heads-up schedule carries: the game and the start it was scheduled for. */
export interface RainHeadsUpPayload {
  gameId: string;
  game_datetime: string;
}

/** A payload as the schedule passes it; a malformed one is a bug (the target's DLQ), not a retry. */
export function rainHeadsUpPayloadOf(event: unknown): RainHeadsUpPayload {
  const { gameId, game_datetime } = (event ?? {}) as Record<string, unknown>;
  if (typeof gameId !== 'string' || typeof game_datetime !== 'string' || Number.isNaN(Date.parse(game_datetime)))
    throw new Error('A rain heads-up needs gameId and game_datetime');
  return { gameId, game_datetime };
}

/** One schedule per game: a moved game's heads-up is moved, not duplicated. */
export const rainHeadsUpName = (gameId: string) => `rain-${gameId}`;

/** Whether a game gets a heads-up at all: upcoming, with a venue point to ask the weather of. */
const watched = (game: StoredGame | null): game is StoredGame =>
  game?.status === 'upcoming' && game.latitude != null && game.longitude != null;

// The host's heads-up before a rainy game: one one-time schedule per game at its start less three
// hours, kept in line with the game by the consumer of its events (created, moved, cancelled,
// deleted). When it fires, the forecast for the game's hour decides: rain likely → the host is told
// in the app and by e-mail, once per game and start however often it fires.
export function createRainHeadsUpScheduling(deps: {
  games: Pick<GameRepository, 'get'>;
  scheduler: OneTimeScheduler;
  clock: Clock;
}) {
  const { games, scheduler, clock } = deps;

  /** Makes the game's schedule match it as stored now; safe to repeat, in any order. */
  async function sync(gameId: string): Promise<'scheduled' | 'removed'> {
    const game = await games.get(gameId);
    const at = watched(game) ? rainHeadsUpAt(game.game_datetime) : null;
    if (game && at && Date.parse(at) > clock.now().getTime()) {
      const payload: RainHeadsUpPayload = { gameId, game_datetime: game.game_datetime };
      await scheduler.upsert(rainHeadsUpName(gameId), new Date(at), SCHEDULE_TARGETS.rainHeadsUp, { ...payload });
      return 'scheduled';
    }
    // Cancelled, deleted, started, without a point, or too close to the start for a heads-up.
    await scheduler.delete(rainHeadsUpName(gameId));
    return 'removed';
  }

  return { sync };
}

export type RainHeadsUpOutcome = 'sent' | 'dry' | 'stale';

export function createRainHeadsUpSending(deps: {
  games: Pick<GameRepository, 'get'>;
  forecastOf: (game: StoredGame) => Promise<{ rain_chance: number } | null>;
  deliver: (delivery: NoticeDelivery, notice: Notice) => Promise<void>;
  clock: Clock;
}) {
  const { games, forecastOf, deliver, clock } = deps;

  /** The schedule fired: the host hears of likely rain while the game is still as scheduled. */
  async function send(payload: RainHeadsUpPayload): Promise<RainHeadsUpOutcome> {
    const game = await games.get(payload.gameId);
    if (!watched(game) || game.game_datetime !== payload.game_datetime) return 'stale';
    const forecast = await forecastOf(game);
    if (!forecast || !rainLikely(forecast)) return 'dry';
    const now = clock.now();
    await deliver(
      // Keyed by game and start: a repeat sends nothing, a moved game is warned for its new start.
      { eventId: `rain-heads-up-${game.id}-${game.game_datetime}`, time: now.toISOString() },
      {
        userId: game.host_id,
        link: `/game/${game.id}`,
        // In the host's language, read from their profile as the notice is delivered.
        words: ({ language }) => {
          const words = rainHeadsUpText(language, game, forecast.rain_chance, now);
          return {
            title: words.title,
            body: words.body,
            email: { subject: words.subject, lines: [words.body], action: words.action },
          };
        },
      },
    );
    return 'sent';
  }

  return { send };
}
