import type { StoredGame } from '@functions/games';

// The community items' keys. The community, its members, join requests and reviews share its
// partition, so deleting one is a query of one partition. Linked games carry communityGame's
// attributes on their own item.

const PUBLIC_COMMUNITIES = 'COMMUNITIES#public';

export const communityKeys = {
  community: (communityId: string) => ({ pk: `COMMUNITY#${communityId}`, sk: 'COMMUNITY' }),
  communityPartition: (communityId: string) => ({ pk: `COMMUNITY#${communityId}` }),
  communityByOwner: (hostId: string, createdAt: string, communityId: string) => ({
    gsi1pk: `HOST#${hostId}`,
    gsi1sk: `COMMUNITY#${createdAt}#${communityId}`,
  }),
  ownerCommunitiesPrefix: (hostId: string) => ({ gsi1pk: `HOST#${hostId}`, gsi1skPrefix: 'COMMUNITY#' }),
  /** byStatusAndStart: present only while the community is public (private ones are not listed). */
  publicCommunity: (createdAt: string, communityId: string) => ({
    gsi2pk: PUBLIC_COMMUNITIES,
    gsi2sk: `${createdAt}#${communityId}`,
  }),
  publicCommunities: () => ({ gsi2pk: PUBLIC_COMMUNITIES }),
  /** One community per account: the create transaction puts this marker under a condition. */
  communityOwnerMarker: (hostId: string) => ({ pk: `COMMUNITYOWNER#${hostId}`, sk: 'MARKER' }),
  communityMember: (communityId: string, userId: string) => ({
    pk: `COMMUNITY#${communityId}`,
    sk: `MEMBER#${userId}`,
  }),
  /** byLookup: a community's members by joined_at. */
  memberByJoined: (communityId: string, joinedAt: string, userId: string) => ({
    gsi5pk: `COMMUNITYMEMBERS#${communityId}`,
    gsi5sk: `${joinedAt}#${userId}`,
  }),
  membersByJoined: (communityId: string) => ({ gsi5pk: `COMMUNITYMEMBERS#${communityId}` }),
  /** byOwner on a membership: the communities a user belongs to (the recount of their counter). */
  memberByPlayer: (userId: string, joinedAt: string, communityId: string) => ({
    gsi1pk: `PLAYER#${userId}`,
    gsi1sk: `COMMUNITY#${joinedAt}#${communityId}`,
  }),
  playerCommunitiesPrefix: (userId: string) => ({ gsi1pk: `PLAYER#${userId}`, gsi1skPrefix: 'COMMUNITY#' }),
  communityRequest: (communityId: string, userId: string) => ({
    pk: `COMMUNITY#${communityId}`,
    sk: `JOINREQ#${userId}`,
  }),
  communityRequestsPrefix: (communityId: string) => ({ pk: `COMMUNITY#${communityId}`, skPrefix: 'JOINREQ#' }),
  communityReview: (communityId: string, userId: string) => ({
    pk: `COMMUNITY#${communityId}`,
    sk: `REVIEW#${userId}`,
  }),
  /** byLookup: a community's reviews, newest (last written) first. */
  reviewByTime: (communityId: string, at: string, userId: string) => ({
    gsi5pk: `COMMUNITYREVIEWS#${communityId}`,
    gsi5sk: `${at}#${userId}`,
  }),
  reviewsByTime: (communityId: string) => ({ gsi5pk: `COMMUNITYREVIEWS#${communityId}` }),
  /** byLookup on a game item: the games linked to a community, by start. */
  communityGame: (communityId: string, gameDatetime: string, gameId: string) => ({
    gsi5pk: `COMMUNITYGAMES#${communityId}`,
    gsi5sk: `${gameDatetime}#${gameId}`,
  }),
  communityGames: (communityId: string) => ({ gsi5pk: `COMMUNITYGAMES#${communityId}` }),
  /** The community games a player was checked in at (their reviews say how many). */
  communityPlayed: (communityId: string, userId: string) => ({
    pk: `COMMUNITY#${communityId}`,
    sk: `PLAYED#${userId}`,
  }),
  /** byOwner on a played record: every community a player played in (their account's erasure). */
  playedByPlayer: (userId: string, communityId: string) => ({
    gsi1pk: `PLAYER#${userId}`,
    gsi1sk: `PLAYED#${communityId}`,
  }),
  playedByPlayerPrefix: (userId: string) => ({ gsi1pk: `PLAYER#${userId}`, gsi1skPrefix: 'PLAYED#' }),
  /** The owner's one report of a review, beside the review. */
  reviewReport: (communityId: string, userId: string) => ({
    pk: `COMMUNITY#${communityId}`,
    sk: `REVIEWREPORT#${userId}`,
  }),
  /** byLookup: present only while the report is open, newest first for the moderators. */
  openReviewReport: (reportedAt: string, communityId: string, userId: string) => ({
    gsi5pk: 'REVIEWREPORTS#open',
    gsi5sk: `${reportedAt}#${communityId}#${userId}`,
  }),
  openReviewReports: () => ({ gsi5pk: 'REVIEWREPORTS#open' }),
} as const;

/**
 * The byLookup attributes a game has while linked; none when it isn't. Key material like the keys
 * above: the game items carry them, so the game adapters read them here.
 */
export function communityGameAttributes(
  game: Pick<StoredGame, 'id' | 'community_id' | 'game_datetime'>,
): Record<string, string> {
  return game.community_id ? communityKeys.communityGame(game.community_id, game.game_datetime, game.id) : {};
}
export const COMMUNITY_GAME_ATTRIBUTES = ['gsi5pk', 'gsi5sk'] as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const COMMUNITY_ITEM_TYPES = {
  community: 'community',
  communityOwnerMarker: 'community-owner-marker',
  communityMember: 'community-member',
  communityRequest: 'community-request',
  communityReview: 'community-review',
  communityPlayed: 'community-played',
  reviewReport: 'community-review-report',
} as const;
