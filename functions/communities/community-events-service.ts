import type { CommunityCleanup, CommunityGames, CommunityRepository } from './ports';

// What follows a community event, derived from stored state so that a repeated or late
// event changes nothing: a deleted community loses its members, requests and reviews and its games
// are unlinked; a community whose linked games changed gets its events map recomputed.
export function createCommunityEventsService(deps: {
  communities: Pick<CommunityRepository, 'get'>;
  games: CommunityGames;
  cleanup: CommunityCleanup;
}) {
  const { communities, games, cleanup } = deps;
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
        const linked = (await games.all(communityId)).filter((g) => g.status !== 'cancelled');
        await cleanup.setLinkedGames(communityId, Object.fromEntries(linked.map((g) => [g.id, g.game_datetime])));
      }
    },
  };
}
