import { SPORTS } from '@shared/constants';
import { COMMUNITY_ROLES, COMMUNITY_TIERS, MEMBERSHIP_STATES } from '@shared/rules/community-rules';
import type {
  Community,
  CommunityDetail,
  CommunityGame,
  CommunityHost,
  CommunityJoinRequest,
  CommunityListItem,
  CommunityMember,
  CommunityReview,
  CommunityStats,
  HostCommunity,
  JoinCommunityResult,
  GamesPage,
  MembersPage,
  ReviewsPage,
} from '@shared/schemas/community';
import {
  isArrayOf,
  isBoolean,
  isNullableNumber,
  isNullableShape,
  isNullableString,
  isNumber,
  isOneOf,
  isRecord,
  isShape,
  isString,
  pickShape,
  type ShapeChecks,
} from '../shape-check';

// Mirrors the community schemas of shared/schemas/community.ts without zod: the list and the
// community page are first loads, where zod (~22 kB gz) would break the 130 kB budget
// (decisions 009, 014). Each check map names every key of the shared type, so a field added there
// fails `tsc` here until it is checked. The value lists come from shared/rules/community-rules.ts.

const COMMUNITY: ShapeChecks<Community> = {
  id: isString,
  name: isString,
  sport: isOneOf(SPORTS),
  sports: isArrayOf(isOneOf(SPORTS)),
  location: isString,
  description: isNullableString,
  max_members: isNullableNumber,
  is_public: isBoolean,
  requires_approval: isBoolean,
  host_id: isString,
  owner_id: isString,
  profile_pic: isNullableString,
  cover_pic: isNullableString,
  banner_image: isNullableString,
  tags: isArrayOf(isString),
  created_at: isString,
  updated_at: isString,
  launched_at: isString,
};

type Highlight = NonNullable<CommunityListItem['highlightReview']>;
const HIGHLIGHT: ShapeChecks<Highlight> = { rating: isNumber, text: isString, userName: isString };
type Counts = CommunityListItem['counts'];
const COUNTS: ShapeChecks<Counts> = { members: isNumber, gamesHosted: isNumber, monthsSinceLaunch: isNumber };

const LIST_ITEM: ShapeChecks<CommunityListItem> = {
  ...COMMUNITY,
  community_tier: isOneOf(COMMUNITY_TIERS),
  community_score: isNumber,
  counts: isShape(COUNTS),
  age_label: isString,
  avg_rating: isNullableNumber,
  review_count: isNumber,
  highlightReview: isNullableShape(HIGHLIGHT),
  host_name: isNullableString,
  host_profile_pic: isNullableString,
};

export function parseCommunityListItem(body: unknown): CommunityListItem | null {
  const item = pickShape(body, LIST_ITEM);
  if (!item) return null;
  return {
    ...item,
    counts: pickShape(item.counts, COUNTS)!,
    highlightReview: item.highlightReview && pickShape(item.highlightReview, HIGHLIGHT),
  };
}

/** `{ data: CommunityListItem[] }`, the answer of GET /api/communities. */
export function parseCommunityList(body: unknown): CommunityListItem[] | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  const items = body.data.map(parseCommunityListItem);
  return items.every((item) => item !== null) ? (items as CommunityListItem[]) : null;
}

const STATS: ShapeChecks<CommunityStats> = {
  member_count: isNumber,
  total_events: isNumber,
  completed_events: isNumber,
  avg_rating: isNullableNumber,
  review_count: isNumber,
  months_since_launch: isNumber,
};
const HOST: ShapeChecks<CommunityHost> = { id: isString, name: isString, profile_pic: isNullableString };
const MEMBER: ShapeChecks<CommunityMember> = {
  community_id: isString,
  user_id: isString,
  role_in_community: isOneOf(COMMUNITY_ROLES),
  joined_at: isString,
  name: isString,
  profile_pic: isNullableString,
};
const REVIEW: ShapeChecks<CommunityReview> = {
  id: isString,
  community_id: isString,
  user_id: isString,
  rating: isNumber,
  review_text: isString,
  created_at: isString,
  updated_at: isString,
  user_name: isString,
  played_games: isNumber,
};
const GAME: ShapeChecks<CommunityGame> = {
  id: isString,
  title: isString,
  sport: isString,
  location: isString,
  game_datetime: isString,
  price: isNumber,
  max_players: isNumber,
  current_players: isNumber,
  cover_image: isNullableString,
};

type FullDetail = Extract<CommunityDetail, { view: 'full' }>;
type RestrictedDetail = Extract<CommunityDetail, { view: 'restricted' }>;
const FULL: ShapeChecks<FullDetail> = {
  view: isOneOf(['full'] as const),
  community: isShape(COMMUNITY),
  stats: isShape(STATS),
  host: isNullableShape(HOST),
  membership: isOneOf(MEMBERSHIP_STATES),
  is_owner: isBoolean,
  members: isArrayOf(isShape(MEMBER)),
  members_cursor: isNullableString,
  reviews: isArrayOf(isShape(REVIEW)),
  reviews_cursor: isNullableString,
  my_review: isNullableShape(REVIEW),
  upcoming_games: isArrayOf(isShape(GAME)),
  upcoming_games_cursor: isNullableString,
};
type RestrictedCommunity = RestrictedDetail['community'];
const RESTRICTED_COMMUNITY: ShapeChecks<RestrictedCommunity> = {
  id: isString,
  name: isString,
  is_public: (value): value is false => value === false,
  requires_approval: (value): value is true => value === true,
};
const RESTRICTED: ShapeChecks<RestrictedDetail> = {
  view: isOneOf(['restricted'] as const),
  community: isShape(RESTRICTED_COMMUNITY),
  membership: isOneOf(MEMBERSHIP_STATES),
  is_owner: (value): value is false => value === false,
};

const pickAll = <T>(items: unknown[], checks: ShapeChecks<T>) => items.map((item) => pickShape(item, checks)!);

/** GET /api/communities/{id} and /api/me/communities/{id}: the full page, or only the name of a private one. */
export function parseCommunityDetail(body: unknown): CommunityDetail | null {
  if (isRecord(body) && body.view === 'restricted') {
    const restricted = pickShape(body, RESTRICTED);
    return restricted && { ...restricted, community: pickShape(restricted.community, RESTRICTED_COMMUNITY)! };
  }
  const full = pickShape(body, FULL);
  if (!full) return null;
  return {
    ...full,
    community: pickShape(full.community, COMMUNITY)!,
    stats: pickShape(full.stats, STATS)!,
    host: full.host && pickShape(full.host, HOST),
    members: pickAll(full.members, MEMBER),
    reviews: pickAll(full.reviews, REVIEW),
    my_review: full.my_review && pickShape(full.my_review, REVIEW),
    upcoming_games: pickAll(full.upcoming_games, GAME),
  };
}

export const parseCommunityReview = (body: unknown): CommunityReview | null => pickShape(body, REVIEW);

/** GET …/communities/{id}/members?cursor=: membersPageSchema without zod. */
export function parseMembersPage(body: unknown): MembersPage | null {
  const page = pickShape(body, { members: isArrayOf(isShape(MEMBER)), cursor: isNullableString });
  return page && { members: pickAll(page.members, MEMBER), cursor: page.cursor };
}

/** GET …/communities/{id}/games?cursor=: gamesPageSchema without zod. */
export function parseGamesPage(body: unknown): GamesPage | null {
  const page = pickShape(body, { games: isArrayOf(isShape(GAME)), cursor: isNullableString });
  return page && { games: pickAll(page.games, GAME), cursor: page.cursor };
}

/** GET …/communities/{id}/reviews?cursor=: reviewsPageSchema without zod. */
export function parseReviewsPage(body: unknown): ReviewsPage | null {
  const page = pickShape(body, { reviews: isArrayOf(isShape(REVIEW)), cursor: isNullableString });
  return page && { reviews: pickAll(page.reviews, REVIEW), cursor: page.cursor };
}

const JOIN_RESULT: ShapeChecks<JoinCommunityResult> = {
  membership: isOneOf(['member', 'pending'] as const),
  message: isString,
};
export const parseJoinResult = (body: unknown): JoinCommunityResult | null => pickShape(body, JOIN_RESULT);

const JOIN_REQUEST: ShapeChecks<CommunityJoinRequest> = {
  community_id: isString,
  user_id: isString,
  status: isOneOf(['pending', 'rejected'] as const),
  created_at: isString,
  name: isString,
  profile_pic: isNullableString,
};
export function parseJoinRequests(body: unknown): CommunityJoinRequest[] | null {
  if (!isRecord(body) || !isArrayOf(isShape(JOIN_REQUEST))(body.data)) return null;
  return pickAll(body.data, JOIN_REQUEST);
}

/** Answers the page only needs to know arrived: `{ membership: 'none' }`, `{ status }`, `{ deleted: true }`. */
export const parseAnyRecord = (body: unknown): Record<string, unknown> | null => (isRecord(body) ? body : null);

const HOST_COMMUNITY: ShapeChecks<HostCommunity> = {
  community: isShape(COMMUNITY),
  stats: isShape(STATS),
  pending_requests: isNumber,
};
/** `{ data: HostCommunity[] }`, the answer of GET /api/host/communities. */
export function parseHostCommunities(body: unknown): HostCommunity[] | null {
  if (!isRecord(body) || !isArrayOf(isShape(HOST_COMMUNITY))(body.data)) return null;
  return body.data.map((item) => {
    const picked = pickShape(item, HOST_COMMUNITY)!;
    return { ...picked, community: pickShape(picked.community, COMMUNITY)!, stats: pickShape(picked.stats, STATS)! };
  });
}
