import { randomUUID } from 'node:crypto';
import { joinNeedsApproval } from '@shared/rules/community-rules';
import {
  COMMUNITY_MESSAGES,
  type CommunityJoinRequest,
  type CommunityReview,
  type JoinCommunityResult,
} from '@shared/schemas/community';
import { reviewView } from './community-views';
import { ConflictError, ForbiddenError, NotFoundError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { CommunityRepository, StoredCommunity, StoredCommunityReview } from './ports';
import type { ProfileRepository } from '@functions/accounts';

// Membership of a community and its reviews: join or ask to, the admin decides, members
// leave and review. Each rule that must hold under concurrency is a condition of the repository's
// write (max_members, one request, one review per member, exact totals).

const REQUESTS_SHOWN = 100;
const REVIEW_RETRIES = 10;

export interface CommunityMembershipDeps {
  communities: CommunityRepository;
  profiles: Pick<ProfileRepository, 'get'>;
  clock: Clock;
}

export function createCommunityMembershipService({ communities, profiles, clock }: CommunityMembershipDeps) {
  async function existing(communityId: string): Promise<StoredCommunity> {
    const community = await communities.get(communityId);
    if (!community) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    return community;
  }
  async function nameOf(userId: string) {
    return (await profiles.get(userId))?.name || 'A player';
  }

  async function join(userId: string, communityId: string): Promise<JoinCommunityResult> {
    const community = await existing(communityId);
    const at = clock.now().toISOString();
    const base = { communityId, hostId: community.host_id, userId, communityName: community.name };
    if (joinNeedsApproval(community)) {
      const outcome = await communities.requestToJoin(
        community,
        { community_id: communityId, user_id: userId, status: 'pending', created_at: at },
        [{ name: 'CommunityJoinRequested.v1', detail: { ...base, playerName: await nameOf(userId) } }],
      );
      if (outcome === 'pending') throw new ConflictError(COMMUNITY_MESSAGES.requestAlreadySent);
      if (outcome === 'member') throw new ConflictError(COMMUNITY_MESSAGES.alreadyMember);
      if (outcome === 'gone') throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
      return { membership: 'pending', message: COMMUNITY_MESSAGES.requestSent };
    }
    const outcome = await communities.join(
      community,
      { community_id: communityId, user_id: userId, role_in_community: 'member', joined_at: at },
      [{ name: 'CommunityJoined.v1', detail: base }],
    );
    if (outcome === 'member') throw new ConflictError(COMMUNITY_MESSAGES.alreadyMember);
    if (outcome === 'full') throw new ConflictError(COMMUNITY_MESSAGES.full);
    if (outcome === 'gone') throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    return { membership: 'member', message: COMMUNITY_MESSAGES.joined };
  }

  /** Leaves, or takes back a pending request. */
  async function leave(userId: string, communityId: string): Promise<{ membership: 'none' }> {
    const community = await existing(communityId);
    if (community.host_id === userId) throw new ConflictError(COMMUNITY_MESSAGES.ownerCannotLeave);
    if (await communities.leave(community, userId)) return { membership: 'none' };
    if (await communities.withdrawRequest(community, userId)) return { membership: 'none' };
    throw new ConflictError(COMMUNITY_MESSAGES.notMember);
  }

  /** The owner's (admin's) own community, or the same 404 as for nothing. */
  async function administered(userId: string, communityId: string): Promise<StoredCommunity> {
    const community = await communities.get(communityId);
    if (!community || community.host_id !== userId) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    return community;
  }

  async function requests(userId: string, communityId: string): Promise<{ data: CommunityJoinRequest[] }> {
    await administered(userId, communityId);
    const pending = await communities.pendingRequests(communityId, REQUESTS_SHOWN);
    const cards = await communities.cards(pending.map((r) => r.user_id));
    return {
      data: pending.map((r) => ({
        ...r,
        name: cards.get(r.user_id)?.name || 'Yaktiv player',
        profile_pic: cards.get(r.user_id)?.profile_pic ?? null,
      })),
    };
  }

  async function decide(
    userId: string,
    communityId: string,
    playerId: string,
    action: 'approve' | 'reject',
  ): Promise<{ status: 'approved' | 'rejected' }> {
    const community = await administered(userId, communityId);
    const at = clock.now().toISOString();
    const outcome = await communities.decide(community, playerId, action, at, [
      {
        name: 'CommunityJoinDecided.v1',
        detail: { communityId, hostId: userId, userId: playerId, communityName: community.name, action },
      },
    ]);
    if (outcome === 'not-pending') throw new NotFoundError(COMMUNITY_MESSAGES.requestNotFound);
    if (outcome === 'full') throw new ConflictError(COMMUNITY_MESSAGES.full);
    return { status: action === 'approve' ? 'approved' : 'rejected' };
  }

  /** Upsert of the member's one review; the totals move by the difference, retried on a lost race. */
  async function review(
    userId: string,
    communityId: string,
    input: { rating: number; review_text: string },
  ): Promise<CommunityReview> {
    const community = await existing(communityId);
    if (!(await communities.member(communityId, userId)))
      throw new ForbiddenError(COMMUNITY_MESSAGES.membersOnlyReview);
    const reviewerName = await nameOf(userId);
    for (let attempt = 0; attempt < REVIEW_RETRIES; attempt++) {
      const previous = await communities.review(communityId, userId);
      const at = clock.now().toISOString();
      const next: StoredCommunityReview = {
        id: previous?.id ?? randomUUID(),
        community_id: communityId,
        user_id: userId,
        rating: input.rating,
        review_text: input.review_text,
        created_at: previous?.created_at ?? at,
        updated_at: at,
        version: (previous?.version ?? 0) + 1,
      };
      const outcome = await communities.saveReview(community, next, previous, reviewerName, [
        {
          name: 'CommunityReviewed.v1',
          detail: {
            communityId,
            hostId: community.host_id,
            userId,
            communityName: community.name,
            reviewerName,
            rating: input.rating,
            isNew: previous === null,
          },
        },
      ]);
      if (outcome === 'saved') {
        const played = await communities.playedCounts(communityId, [userId]);
        return reviewView(next, { id: userId, name: reviewerName, profile_pic: null }, played.get(userId));
      }
      if (outcome === 'not-member') throw new ForbiddenError(COMMUNITY_MESSAGES.membersOnlyReview);
      if (outcome === 'gone') throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    }
    throw new ConflictError('Your review changed meanwhile. Please try again.');
  }

  return { join, leave, requests, decide, review };
}
export type CommunityMembershipService = ReturnType<typeof createCommunityMembershipService>;
