import type { CommunityCleanup, CommunityGames, CommunityRepository } from './ports';
import { linkedGameCounts } from './linked-game-counts';
import { systemClock, type Clock } from '../platform/clock';

// What follows a community event, derived from stored state so that a repeated or late
// event changes nothing: a deleted community loses its members, requests and reviews and its games
// are unlinked; a community whose linked games changed gets its games counted again.
export function createCommunityEventsService(deps: {
  communities: Pick<CommunityRepository, 'get'>;
  games: CommunityGames;
  cleanup: CommunityCleanup;
  clock?: Clock;
}) {
  const { communities, games, cleanup } = deps;
  const now = () => (deps.clock ?? systemClock).now();
  return {
    async deleted(communityId: string) {
      if (await communities.get(communityId)) return; // not deleted (never happens with fresh ids; be safe)
      await cleanup.deleteContents(communityId);
      for (const game of await games.all(communityId)) await games.unlink(game.id, communityId);
    },

    async gamesChanged(communityIds: string[]) {
      for (const communityId of communityIds) {
        if (!(await communities.get(communityId))) {
          // A game linked while its community was being deleted: the cascade may have run already.
          for (const game of await games.all(communityId)) await games.unlink(game.id, communityId);
          continue;
        }
        await cleanup.setGameCounts(communityId, linkedGameCounts(await games.all(communityId), now()));
      }
    },
  };
}
