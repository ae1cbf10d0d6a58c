import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoCommunityRepository } from '@functions/communities/adapters/community-repository';
import { dynamoProfileRepository } from '@functions/accounts/adapters/profile-repository';
import { createCommunityMembershipService } from '@functions/communities/community-membership-service';
import { ConflictError } from '@functions/platform/errors';
import { systemClock } from '@functions/platform/clock';
import type { StoredCommunity } from '@functions/communities/ports';
import { DEMO_COMMUNITIES } from './demo-games';
import { NO_LINKED_GAMES } from '@functions/communities/linked-game-counts';

// The four demo communities as real ones: created through the repository (owner marker,
// admin membership, CommunityCreated.v1 for search), then members join and review through the same
// service the API uses, so counters, averages and events are what they would be. Demo games are
// linked to their host's community by seed.ts (community_id in the game input).

/** Who joins which community, and what they say about it. */
export const DEMO_COMMUNITY_LIFE: Record<
  string,
  { members: string[]; reviews: { email: string; rating: number; text: string }[] }
> = {
  'demo-bengaluru-weekend-footballers': {
    members: ['rahul@demo.yaktiv.test', 'ananya@demo.yaktiv.test', 'kavya@demo.yaktiv.test'],
    reviews: [
      {
        email: 'rahul@demo.yaktiv.test',
        rating: 5,
        text: 'Well organised games every weekend, and everyone gets a fair run.',
      },
      { email: 'ananya@demo.yaktiv.test', rating: 4, text: 'Friendly crowd; the HSR turf games are the best.' },
    ],
  },
  'demo-bandra-badminton-circle': {
    members: ['rahul@demo.yaktiv.test', 'priya@demo.yaktiv.test'],
    reviews: [{ email: 'priya@demo.yaktiv.test', rating: 5, text: 'Great doubles nights with good shuttles.' }],
  },
  'demo-hsr-pickleball-collective': {
    members: ['ananya@demo.yaktiv.test', 'rahul@demo.yaktiv.test'],
    reviews: [
      { email: 'ananya@demo.yaktiv.test', rating: 5, text: 'Patient coaches for beginners. Loved it.' },
      { email: 'rahul@demo.yaktiv.test', rating: 3, text: 'Good fun, courts get crowded on Sundays.' },
    ],
  },
  // No reviews here: a review notifies the owner, and the join-loop tests count Vikram's bell.
  'demo-delhi-dawn-runners': { members: ['ananya@demo.yaktiv.test'], reviews: [] },
};

/** The demo community of each organiser, for linking their demo games. */
export const demoCommunityOf = (hostEmail: string) =>
  DEMO_COMMUNITIES.find((c) => c.hostEmail === hostEmail)?.id ?? null;

export async function seedDemoCommunities(db: DynamoDBDocumentClient, tableName: string, userIds: Map<string, string>) {
  const communities = dynamoCommunityRepository(db, tableName);
  const membership = createCommunityMembershipService({
    communities,
    profiles: dynamoProfileRepository(db, tableName),
    clock: systemClock,
  });
  for (const demo of DEMO_COMMUNITIES) {
    const hostId = userIds.get(demo.hostEmail)!;
    // A fixed id: seeded once; a data directory of an older version keeps its community.
    if (!(await communities.get(demo.id))) {
      const now = new Date().toISOString();
      const community: StoredCommunity = {
        id: demo.id,
        name: demo.name,
        sport: demo.sport,
        sports: [demo.sport],
        location: demo.location,
        description: demo.description,
        host_id: hostId,
        is_public: true,
        requires_approval: false,
        max_members: null,
        profile_pic: null,
        cover_pic: null,
        tags: [],
        created_at: now,
        updated_at: now,
        member_count: 1,
        review_sum: 0,
        review_count: 0,
        pending_count: 0,
        last_activity_at: now,
        games: NO_LINKED_GAMES,
        highlight: null,
      };
      await communities.create(community, [
        { name: 'CommunityCreated.v1', detail: { communityId: demo.id, hostId, name: demo.name } },
      ]);
    }
    const life = DEMO_COMMUNITY_LIFE[demo.id];
    if (!life) continue;
    for (const email of life.members) {
      try {
        await membership.join(userIds.get(email)!, demo.id);
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error; // a member already
      }
    }
    for (const review of life.reviews) {
      const userId = userIds.get(review.email)!;
      // An upsert: only the first seed writes it (a user's own edit is kept).
      if (await communities.review(demo.id, userId)) continue;
      await membership.review(userId, demo.id, { rating: review.rating, review_text: review.text });
    }
  }
}
