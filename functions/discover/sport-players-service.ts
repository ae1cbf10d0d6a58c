import { SPORTS } from '@shared/constants';
import { POPULAR_SPORTS, playersOfCompletedGame, type PopularSportsAnswer } from '@shared/rules/popular-sports';
import type { JoinRequestRepository } from '@functions/joins';
import type { SportPlayerStore } from './sport-player-ports';

// Home's Popular Sports from what happened: when a game completes, each player confirmed for it
// at that moment becomes a player of its sport (once per person and sport, by the store's marker).
// The read is the six kept counters, never a count over games or requests.
const PARALLEL_WRITES = 10;

export interface SportPlayersDeps {
  store: SportPlayerStore;
  requests: Pick<JoinRequestRepository, 'byGame'>;
}

/** What a game's status change says about who played what. */
export interface GameOutcome {
  gameId: string;
  sport: string;
  status: string;
}

const isSport = (sport: string) => (SPORTS as readonly string[]).includes(sport);

export function createSportPlayersService({ store, requests }: SportPlayersDeps) {
  /**
   * Counts the confirmed players of a completed game for its sport; `at` is when it completed.
   * Safe to run again for the same game (a redelivery, or the demo data's repair): only people not
   * yet counted for the sport move the counter. Answers how many were new.
   */
  async function onGameStatusChanged(game: GameOutcome, at: string): Promise<number> {
    if (game.status !== 'completed' || !isSport(game.sport)) return 0;
    const players = playersOfCompletedGame(game.status, await requests.byGame(game.gameId));
    let added = 0;
    for (let start = 0; start < players.length; start += PARALLEL_WRITES) {
      const outcomes = await Promise.all(
        players.slice(start, start + PARALLEL_WRITES).map((userId) => store.addPlayer(game.sport, userId, at)),
      );
      added += outcomes.filter((outcome) => outcome === 'added').length;
    }
    return added;
  }

  async function popular(): Promise<PopularSportsAnswer> {
    const counts = await store.counts(POPULAR_SPORTS);
    return { sports: POPULAR_SPORTS.map((sport) => ({ sport, players: counts.get(sport) ?? 0 })) };
  }

  /** A deleted account: nothing here names them any more; the counts keep the games they played. */
  const onAccountDeleted = (userId: string) => store.forget(userId);

  return { onGameStatusChanged, onAccountDeleted, popular };
}
export type SportPlayersService = ReturnType<typeof createSportPlayersService>;
