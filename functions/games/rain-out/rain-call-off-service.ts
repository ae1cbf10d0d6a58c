import { RAIN_OUT_MESSAGES } from '@shared/texts/rain-out';
import { GAME_MESSAGES } from '@shared/texts/game';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import type { PendingEvent } from '../../platform/event-ports';
import type { GameRepository, StoredGame } from '../ports';

export type CallOffOutcome = { outcome: 'called-off' };

const calledOffForRain = (game: StoredGame | null) => game?.status === 'cancelled' && game.cancelled_for === 'rain';

// The host calls a game off for rain in one tap. It is the host's cancellation (decision 010) with the
// reason written on the game and on GameCancelled.v1, so the same consumers act on it: everyone with a
// request is told (in words about the rain), and every paid player is refunded in full — a
// cancellation's refund never follows the game's policy. The cancel is conditional on the game still
// being upcoming, so two taps make one cancellation and one refund per payment.
export function createRainCallOff(deps: { games: Pick<GameRepository, 'get' | 'cancel'>; clock: Clock }) {
  const { games, clock } = deps;

  /** The host's own game, or the same 'not yours' as for a missing one: existence is not revealed. */
  async function ownGame(hostId: string, gameId: string): Promise<StoredGame> {
    const game = await games.get(gameId);
    if (!game || game.host_id !== hostId) throw new NotFoundError(GAME_MESSAGES.notYours);
    return game;
  }

  /** Why a game can't be called off now, or null when it can (called off already answers as done). */
  const refusal = (game: StoredGame, now: Date): string | null => {
    if (game.status === 'cancelled') return RAIN_OUT_MESSAGES.alreadyCancelled;
    if (game.status !== 'upcoming' || Date.parse(game.game_datetime) <= now.getTime())
      return RAIN_OUT_MESSAGES.notStarted;
    return null;
  };

  async function callOff(hostId: string, gameId: string): Promise<CallOffOutcome> {
    const game = await ownGame(hostId, gameId);
    if (calledOffForRain(game)) return { outcome: 'called-off' };
    const now = clock.now();
    const refused = refusal(game, now);
    if (refused) throw new ConflictError(refused);
    const events: PendingEvent[] = [
      {
        name: 'GameCancelled.v1',
        detail: { gameId, hostId, title: game.title, game_datetime: game.game_datetime, by: 'host', reason: 'rain' },
      },
      // A linked community recounts its events, as for any cancellation.
      ...(game.community_id
        ? [{ name: 'CommunityGamesChanged.v1' as const, detail: { communityIds: [game.community_id], gameId } }]
        : []),
    ];
    if ((await games.cancel(game, now.toISOString(), events, 'rain')) === 'cancelled') return { outcome: 'called-off' };
    // Something changed underneath: a second tap that won, the start's move, a cancel, an edit.
    const current = await ownGame(hostId, gameId);
    if (calledOffForRain(current)) return { outcome: 'called-off' };
    throw new ConflictError(refusal(current, clock.now()) ?? RAIN_OUT_MESSAGES.changed);
  }

  return { callOff };
}
export type RainCallOff = ReturnType<typeof createRainCallOff>;
