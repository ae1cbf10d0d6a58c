import type { PendingEvent } from '../platform/event-ports';
import type { StoredGame } from '@functions/games';
import type { LinkedGameCounts } from './linked-game-counts';

// What the community use cases need from the outside world. Adapters implement these; tests pass fakes.

/** A community as stored with the counters its transactions keep exact. */
export interface StoredCommunity {
  id: string;
  name: string;
  sport: string;
  sports: string[];
  location: string;
  description: string | null;
  host_id: string;
  is_public: boolean;
  requires_approval: boolean;
  /** null: unlimited. */
  max_members: number | null;
  profile_pic: string | null;
  cover_pic: string | null;
  tags: string[];
  created_at: string;
  updated_at: string;
  /** Members including the admin; kept by the join/leave/approve transactions. */
  member_count: number;
  review_sum: number;
  review_count: number;
  pending_count: number;
  last_activity_at: string;
  /** Linked games as counts (kept by the games consumer from a recount on each change). */
  games: LinkedGameCounts;
  /** The latest review of 4+ stars with words, for the list card (kept by the review write). */
  highlight: { rating: number; text: string; userName: string } | null;
}

/** What the owner edits. */
export type CommunityEdit = Pick<
  StoredCommunity,
  | 'name'
  | 'sport'
  | 'sports'
  | 'location'
  | 'description'
  | 'max_members'
  | 'is_public'
  | 'requires_approval'
  | 'tags'
  | 'profile_pic'
  | 'cover_pic'
  | 'updated_at'
>;

export interface StoredCommunityMember {
  community_id: string;
  user_id: string;
  role_in_community: 'member' | 'admin';
  joined_at: string;
}

export interface StoredCommunityRequest {
  community_id: string;
  user_id: string;
  status: 'pending' | 'rejected';
  created_at: string;
}

export interface StoredCommunityReview {
  id: string;
  community_id: string;
  user_id: string;
  rating: number;
  review_text: string;
  created_at: string;
  updated_at: string;
  /** Bumped by every write: a rewrite is conditional on the version it read. */
  version: number;
}

/** One page of a list; `cursor` names the next (null: this is the last). */
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

export interface UserCard {
  id: string;
  name: string;
  profile_pic: string | null;
}

/**
 * Communities in the one table. Every rule that must hold under concurrency is a condition of the
 * write that could break it: one community per account (owner marker), max_members (counter),
 * one request / membership / review per player, exact review totals (delta in the same write).
 */
export interface CommunityRepository extends CommunityMemberships, CommunityReviews {
  get(communityId: string): Promise<StoredCommunity | null>;
  /** The community, its owner marker and the admin membership in one transaction; 'taken' when the owner has one. */
  create(community: StoredCommunity, events: PendingEvent[]): Promise<'created' | 'taken'>;
  /** Owner's edit; 'below-members' when max_members is under member_count now; 'gone' when not theirs any more. */
  update(
    previous: StoredCommunity,
    edit: CommunityEdit,
    events: PendingEvent[],
  ): Promise<'updated' | 'below-members' | 'gone'>;
  /** Deletes the community and frees the owner's marker; the rest goes through CommunityDeleted.v1. */
  delete(community: StoredCommunity, events: PendingEvent[]): Promise<boolean>;
  byOwner(hostId: string, limit: number): Promise<StoredCommunity[]>;
  cards(userIds: string[]): Promise<Map<string, UserCard>>;
}

/** A community's members and join requests (one membership, one request per player). */
export interface CommunityMemberships {
  member(communityId: string, userId: string): Promise<StoredCommunityMember | null>;
  request(communityId: string, userId: string): Promise<StoredCommunityRequest | null>;
  /** Adds a member while there is room (the counter's condition). */
  join(
    community: StoredCommunity,
    member: StoredCommunityMember,
    events: PendingEvent[],
  ): Promise<'joined' | 'member' | 'full' | 'gone'>;
  /** A pending request unless one is pending or the player is a member. */
  requestToJoin(
    community: StoredCommunity,
    request: StoredCommunityRequest,
    events: PendingEvent[],
  ): Promise<'requested' | 'pending' | 'member' | 'gone'>;
  /** The admin's decision on a pending request; approval takes a place under the max_members condition. */
  decide(
    community: StoredCommunity,
    userId: string,
    action: 'approve' | 'reject',
    at: string,
    events: PendingEvent[],
  ): Promise<'decided' | 'not-pending' | 'full'>;
  /** A non-admin member leaves (counter -1); false when not a member. */
  leave(community: StoredCommunity, userId: string): Promise<boolean>;
  /** Takes back a pending request; false when none is pending. */
  withdrawRequest(community: StoredCommunity, userId: string): Promise<boolean>;
  /** Members by joined_at, a page after `cursor` (null when the cursor was not made here). */
  members(communityId: string, limit: number, cursor?: string): Promise<Page<StoredCommunityMember> | null>;
  pendingRequests(communityId: string, limit: number): Promise<StoredCommunityRequest[]>;
}

/** A community's reviews (one per member) and the exact totals they keep on the community. */
export interface CommunityReviews {
  review(communityId: string, userId: string): Promise<StoredCommunityReview | null>;
  /** Newest first, a page after `cursor` (null when the cursor was not made here). */
  reviews(communityId: string, limit: number, cursor?: string): Promise<Page<StoredCommunityReview> | null>;
  /** How many of the community's games each of these players was checked in at (absent: none). */
  playedCounts(communityId: string, userIds: string[]): Promise<Map<string, number>>;
  /**
   * Writes the member's review if the stored one is still `previous` (same version; null: none
   * yet) and they are a member, adding the rating's difference to the community's sum and count in
   * the same transaction. 'changed': another write came first (read again and retry).
   */
  saveReview(
    community: StoredCommunity,
    review: StoredCommunityReview,
    previous: StoredCommunityReview | null,
    reviewerName: string,
    events: PendingEvent[],
  ): Promise<'saved' | 'changed' | 'not-member' | 'gone'>;
}

/** Games linked to communities (game items carry community_id). */
export interface CommunityGames {
  /**
   * The next `limit` upcoming linked games from `from`, in start order, and where the next ones start
   * (null: these are all); null when `cursor` is not one of this list's.
   */
  upcoming(communityId: string, from: string, limit: number, cursor?: string): Promise<Page<StoredGame> | null>;
  /** Every linked game (id, start, status), for the recount after a change and the deletion cascade. */
  all(communityId: string): Promise<Pick<StoredGame, 'id' | 'game_datetime' | 'status'>[]>;
  /** Linked games starting from `from` up to `to` (both included): what started since the last count. */
  startedBetween(
    communityId: string,
    from: string,
    to: string,
  ): Promise<Pick<StoredGame, 'game_datetime' | 'status'>[]>;
  /** Clears community_id of a game if it still points at this community. */
  unlink(gameId: string, communityId: string): Promise<void>;
}

/** What the deletion consumer clears. */
export interface CommunityCleanup {
  /** Deletes members, requests and reviews of a deleted community; how many items went. */
  deleteContents(communityId: string): Promise<number>;
  /** Stores the linked games' counts (and drops an old item's map), if the community still exists. */
  setGameCounts(communityId: string, counts: LinkedGameCounts): Promise<void>;
}
