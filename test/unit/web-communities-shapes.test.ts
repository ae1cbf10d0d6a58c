import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_MESSAGES,
  communityDetailSchema,
  communityJoinRequestsSchema,
  communityListSchema,
  communityReviewSchema,
  hostCommunitiesSchema,
  joinCommunityResultSchema,
  gamesPageSchema,
  membersPageSchema,
  reviewsPageSchema,
} from '@shared/schemas/community';
import {
  parseCommunityDetail,
  parseCommunityList,
  parseCommunityReview,
  parseHostCommunities,
  parseJoinRequests,
  parseJoinResult,
  parseGamesPage,
  parseMembersPage,
  parseReviewsPage,
} from '@web/lib/communities/community-shapes';

// The web reads community answers with zod-free guards (decision 009); these tests hold them to
// the shared zod schemas: what the schema accepts the guard returns unchanged, what it refuses the
// guard refuses.

const community = {
  id: 'c1',
  name: 'Bengaluru Weekend Footballers',
  sport: 'football',
  sports: ['football', 'run'],
  location: 'HSR Layout, Bengaluru',
  description: 'Games every weekend.',
  max_members: null,
  is_public: true,
  requires_approval: false,
  host_id: 'u1',
  owner_id: 'u1',
  profile_pic: '/media/covers/a.webp',
  cover_pic: null,
  banner_image: null,
  tags: ['weekend'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  launched_at: '2026-01-01T00:00:00.000Z',
};
const listItem = {
  ...community,
  community_tier: 'Emerging',
  community_score: 12.5,
  counts: { members: 4, gamesHosted: 2, monthsSinceLaunch: 0 },
  age_label: 'New',
  avg_rating: 4.5,
  review_count: 2,
  highlightReview: { rating: 5, text: 'Great!', userName: 'Rahul' },
  host_name: 'Priya',
  host_profile_pic: null,
};
const review = {
  id: 'r1',
  community_id: 'c1',
  user_id: 'u2',
  rating: 4,
  review_text: 'Nice',
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
  user_name: 'Rahul',
  played_games: 3,
};
const full = {
  view: 'full',
  community,
  stats: {
    member_count: 4,
    total_events: 2,
    completed_events: 1,
    avg_rating: 4.5,
    review_count: 2,
    months_since_launch: 0,
  },
  host: { id: 'u1', name: 'Priya', profile_pic: null },
  membership: 'member',
  is_owner: false,
  members: [
    {
      community_id: 'c1',
      user_id: 'u1',
      role_in_community: 'admin',
      joined_at: '2026-01-01T00:00:00.000Z',
      name: 'Priya',
      profile_pic: null,
    },
  ],
  members_cursor: 'bWVtYmVycw',
  reviews: [review],
  reviews_cursor: null,
  my_review: review,
  upcoming_games: [
    {
      id: 'g1',
      title: 'Sunday 5s',
      sport: 'football',
      location: 'HSR',
      game_datetime: '2026-12-01T12:00:00.000Z',
      price: 0,
      max_players: 10,
      current_players: 3,
      cover_image: null,
    },
  ],
  upcoming_games_cursor: 'Z2FtZXM',
};
const restricted = {
  view: 'restricted',
  community: { id: 'c2', name: 'Secret Runners', is_public: false, requires_approval: true },
  membership: 'none',
  is_owner: false,
};

describe('GET /api/communities answer', () => {
  it('returns what the schema accepts, unchanged', () => {
    const body = {
      data: [listItem, { ...listItem, id: 'c3', highlightReview: null, avg_rating: null, community_tier: 'Leading' }],
    };
    expect(communityListSchema.parse(body).data).toEqual(body.data);
    expect(parseCommunityList(body)).toEqual(body.data);
  });
  it('drops keys it does not know, at every level', () => {
    const parsed = parseCommunityList({
      data: [
        {
          ...listItem,
          secret: 1,
          counts: { ...listItem.counts, x: 1 },
          highlightReview: { ...listItem.highlightReview, y: 2 },
        },
      ],
    });
    expect(parsed).toEqual([listItem]);
  });
  it('refuses what the schema refuses', () => {
    for (const bad of [
      { ...listItem, community_tier: 'Legendary' },
      { ...listItem, counts: { members: 1 } },
      { ...listItem, sports: ['chess'] },
      { ...listItem, highlightReview: { rating: 5 } },
    ]) {
      expect(communityListSchema.safeParse({ data: [bad] }).success).toBe(false);
      expect(parseCommunityList({ data: [bad] })).toBeNull();
    }
    expect(parseCommunityList([listItem])).toBeNull();
  });
});

describe('GET /api/communities/{id} answer', () => {
  it('reads the full page and the private one as the schema does', () => {
    expect(communityDetailSchema.parse(full)).toEqual(full);
    expect(parseCommunityDetail(full)).toEqual(full);
    expect(communityDetailSchema.parse(restricted)).toEqual(restricted);
    expect(parseCommunityDetail(restricted)).toEqual(restricted);
  });
  it('drops unknown keys of nested members, reviews and games', () => {
    const noisy = {
      ...full,
      members: [{ ...full.members[0], email: 'x@y' }],
      reviews: [{ ...review, extra: 1 }],
      upcoming_games: [{ ...full.upcoming_games[0], host_upi_id: 'x' }],
    };
    expect(parseCommunityDetail(noisy)).toEqual(full);
  });
  it('refuses what the schema refuses', () => {
    for (const bad of [
      { ...full, membership: 'banned' },
      { ...full, stats: { ...full.stats, member_count: '4' } },
      { ...full, members: [{ ...full.members[0], role_in_community: 'owner' }] },
      { ...restricted, community: { ...restricted.community, is_public: true } },
      { ...full, view: 'partial' },
    ]) {
      expect(communityDetailSchema.safeParse(bad).success).toBe(false);
      expect(parseCommunityDetail(bad)).toBeNull();
    }
  });
});

describe('GET /api/communities/{id}/members, /reviews and /games pages', () => {
  it('read a page as the schema does, drop unknown keys, refuse what it refuses', () => {
    const members = { members: full.members, cursor: 'next' };
    expect(membersPageSchema.parse(members)).toEqual(members);
    expect(parseMembersPage({ ...members, members: [{ ...full.members[0], email: 'x@y' }] })).toEqual(members);
    const reviews = { reviews: [review], cursor: null };
    expect(reviewsPageSchema.parse(reviews)).toEqual(reviews);
    expect(parseReviewsPage({ ...reviews, reviews: [{ ...review, extra: 1 }] })).toEqual(reviews);
    for (const bad of [{ members: full.members }, { members: [{ user_id: 'u' }], cursor: null }]) {
      expect(membersPageSchema.safeParse(bad).success).toBe(false);
      expect(parseMembersPage(bad)).toBeNull();
    }
    expect(parseReviewsPage({ reviews: [{ ...review, rating: '5' }], cursor: null })).toBeNull();
    const games = { games: full.upcoming_games, cursor: null };
    expect(gamesPageSchema.parse(games)).toEqual(games);
    expect(parseGamesPage({ ...games, games: [{ ...full.upcoming_games[0], host_upi_id: 'x' }] })).toEqual(games);
    for (const bad of [{ games: full.upcoming_games }, { games: [{ id: 'g' }], cursor: null }]) {
      expect(gamesPageSchema.safeParse(bad).success).toBe(false);
      expect(parseGamesPage(bad)).toBeNull();
    }
  });
});

describe('membership, review and request answers', () => {
  it('join result', () => {
    const body = { membership: 'pending', message: COMMUNITY_MESSAGES.requestSent };
    expect(parseJoinResult(body)).toEqual(joinCommunityResultSchema.parse(body));
    expect(parseJoinResult({ membership: 'admin', message: 'x' })).toBeNull();
  });
  it('review', () => {
    expect(parseCommunityReview(review)).toEqual(communityReviewSchema.parse(review));
    expect(parseCommunityReview({ ...review, user_name: undefined })).toBeNull();
    expect(parseCommunityReview({ ...review, played_games: '3' })).toBeNull();
  });
  it('join requests', () => {
    const body = {
      data: [
        {
          community_id: 'c1',
          user_id: 'u3',
          status: 'pending',
          created_at: '2026-03-01T00:00:00.000Z',
          name: 'Ananya',
          profile_pic: null,
        },
      ],
    };
    expect(parseJoinRequests(body)).toEqual(communityJoinRequestsSchema.parse(body).data);
    expect(parseJoinRequests({ data: [{ ...body.data[0], status: 'approved' }] })).toBeNull();
  });
});

describe('GET /api/host/communities answer', () => {
  const item = { community, stats: full.stats, pending_requests: 2 };
  it('returns what the schema accepts and drops unknown keys at every level', () => {
    expect(hostCommunitiesSchema.parse({ data: [item] }).data).toEqual([item]);
    expect(parseHostCommunities({ data: [item] })).toEqual([item]);
    expect(
      parseHostCommunities({
        data: [{ ...item, x: 1, community: { ...community, y: 2 }, stats: { ...full.stats, z: 3 } }],
      }),
    ).toEqual([item]);
    expect(parseHostCommunities({ data: [] })).toEqual([]);
  });
  it('refuses what the schema refuses', () => {
    for (const bad of [
      { ...item, pending_requests: '2' },
      { ...item, stats: { member_count: 1 } },
      { ...item, community: { ...community, sport: 'chess' } },
    ]) {
      expect(hostCommunitiesSchema.safeParse({ data: [bad] }).success).toBe(false);
      expect(parseHostCommunities({ data: [bad] })).toBeNull();
    }
    expect(parseHostCommunities([item])).toBeNull();
  });
});
