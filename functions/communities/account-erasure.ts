import type { CommunityAccountData } from './adapters/account-data-store';
import type { CommunityPlayed } from './adapters/community-played-store';
import type { CommunityService } from './community-service';
import type { CommunityRepository } from './ports';

/** A review changed under the removal this many times is left for the event's retry. */
const REMOVE_ATTEMPTS = 3;

// What deleting an account does in communities (docs/account-deletion.md): the community it owns is
// deleted the way its owner's delete does it (the cascade empties it), its reviews are removed
// with their ratings taken off the totals, it leaves every community it joined, and the counts of
// community games it played go. Each step
// re-reads stored state, so a retry after a crash does only what is left.
export function createCommunityAccountErasure(deps: {
  communities: Pick<CommunityRepository, 'get' | 'byOwner' | 'review' | 'leave'>;
  data: Pick<CommunityAccountData, 'membershipsOf' | 'removeReview'>;
  service: Pick<CommunityService, 'remove'>;
  /** The counts of community games played, which name the player. */
  played: Pick<CommunityPlayed, 'eraseOf'>;
}) {
  const { communities, data, service, played } = deps;

  async function removeReview(communityId: string, userId: string): Promise<boolean> {
    for (let attempt = 0; attempt < REMOVE_ATTEMPTS; attempt++) {
      const review = await communities.review(communityId, userId);
      // Gone, or its community is (the deletion's cascade takes the review with it).
      if (!review || !(await communities.get(communityId))) return false;
      if (await data.removeReview(review)) return true;
    }
    throw new Error(`review of ${userId} in ${communityId} kept changing; left for the retry`);
  }

  async function erase(
    userId: string,
  ): Promise<{ deleted: number; left: number; reviewsRemoved: number; playedErased: number }> {
    const owned = await communities.byOwner(userId, 10);
    const memberships = await data.membershipsOf(userId);
    let reviewsRemoved = 0;
    for (const { community_id } of memberships) if (await removeReview(community_id, userId)) reviewsRemoved++;
    let left = 0;
    for (const membership of memberships) {
      if (membership.role_in_community !== 'member') continue;
      const community = await communities.get(membership.community_id);
      if (community && (await communities.leave(community, userId))) left++;
    }
    for (const community of owned) await service.remove(userId, community.id);
    const playedErased = await played.eraseOf(userId);
    return { deleted: owned.length, left, reviewsRemoved, playedErased };
  }

  /** What the export shows: communities owned, memberships and the reviews written in them. */
  async function dataOf(userId: string) {
    const owned = await communities.byOwner(userId, 10);
    const memberships = await data.membershipsOf(userId);
    const reviewed = await Promise.all(memberships.map((m) => communities.review(m.community_id, userId)));
    return {
      communities_owned: owned,
      community_memberships: memberships,
      community_reviews: reviewed.filter((review) => review !== null),
    };
  }

  return { erase, dataOf };
}
