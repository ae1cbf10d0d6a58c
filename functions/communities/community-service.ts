import { randomUUID } from 'node:crypto';
import { LIMITS } from '@shared/constants';
import {
  COMMUNITY_MESSAGES,
  type CommunityDetail,
  type CommunityFields,
  type HostCommunity,
  type GamesPage,
  type MembersPage,
  type MembershipState,
  type ReviewsPage,
} from '@shared/schemas/community';
import { communityView, gameView, memberView, reviewView, statsView } from './community-views';
import { heldNow, NO_LINKED_GAMES } from './linked-game-counts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { CommunityEdit, CommunityGames, CommunityRepository, Page, StoredCommunity } from './ports';
import type { ProfileRepository } from '@functions/accounts';

// Communities: hosts create and run them, everyone finds them.
// Membership and reviews live in community-membership-service.ts; the list in community-list-service.ts.

export interface CommunityServiceDeps {
  communities: CommunityRepository;
  games: CommunityGames;
  profiles: Pick<ProfileRepository, 'get'>;
  clock: Clock;
}

export function createCommunityService({ communities, games, profiles, clock }: CommunityServiceDeps) {
  /** The owner's community; for anyone else the same 404 as for nothing (existence not revealed). */
  async function own(userId: string, communityId: string): Promise<StoredCommunity> {
    const community = await communities.get(communityId);
    if (!community || community.host_id !== userId) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    return community;
  }

  async function create(userId: string, input: CommunityFields): Promise<CommunityDetail> {
    // The role comes from the stored profile, never from the request (only hosts create).
    const profile = await profiles.get(userId);
    if (profile?.role !== 'host') throw new ForbiddenError(COMMUNITY_MESSAGES.hostsOnly);
    const at = clock.now().toISOString();
    const community: StoredCommunity = {
      id: randomUUID(),
      ...input,
      host_id: userId,
      created_at: at,
      updated_at: at,
      member_count: 1,
      review_sum: 0,
      review_count: 0,
      pending_count: 0,
      last_activity_at: at,
      games: NO_LINKED_GAMES,
      highlight: null,
    };
    const outcome = await communities.create(community, [
      { name: 'CommunityCreated.v1', detail: { communityId: community.id, hostId: userId, name: community.name } },
    ]);
    if (outcome === 'taken') throw new ConflictError(COMMUNITY_MESSAGES.onePerAccount);
    return detailOf(community, userId);
  }

  async function update(userId: string, communityId: string, input: CommunityFields): Promise<CommunityDetail> {
    const previous = await own(userId, communityId);
    if (input.max_members !== null && input.max_members < previous.member_count) {
      throw new ValidationError(COMMUNITY_MESSAGES.maxMembersBelowMembers, 'max_members');
    }
    const edit: CommunityEdit = { ...input, updated_at: clock.now().toISOString() };
    const changed = (Object.keys(input) as (keyof CommunityFields)[]).filter(
      (f) => JSON.stringify(previous[f]) !== JSON.stringify(input[f]),
    );
    const outcome = await communities.update(previous, edit, [
      { name: 'CommunityUpdated.v1', detail: { communityId, hostId: userId, changed } },
    ]);
    if (outcome === 'gone') throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    if (outcome === 'below-members')
      throw new ValidationError(COMMUNITY_MESSAGES.maxMembersBelowMembers, 'max_members');
    return detailOf({ ...previous, ...edit }, userId);
  }

  async function remove(userId: string, communityId: string): Promise<{ deleted: true }> {
    const community = await own(userId, communityId);
    const deleted = await communities.delete(community, [
      { name: 'CommunityDeleted.v1', detail: { communityId, hostId: userId, name: community.name } },
    ]);
    if (!deleted) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    return { deleted: true };
  }

  /**
   * Events held and in all: the stored counts plus the linked games that started since they were
   * counted (usually none; never more than a short run), so a page never reads every linked game.
   */
  async function eventsNow(c: StoredCommunity, now: Date) {
    const at = now.toISOString();
    const next = c.games.next_at;
    return heldNow(c.games, next && next <= at ? await games.startedBetween(c.id, next, at) : []);
  }

  async function membershipOf(community: StoredCommunity, viewerId: string | null): Promise<MembershipState> {
    if (!viewerId) return 'none';
    const [member, request] = await Promise.all([
      communities.member(community.id, viewerId),
      communities.request(community.id, viewerId),
    ]);
    if (member) return member.role_in_community;
    return request?.status === 'pending' ? 'pending' : 'none';
  }

  /** The page of a community as `viewerId` (null: signed out) may see it. */
  async function detail(communityId: string, viewerId: string | null): Promise<CommunityDetail> {
    const community = await communities.get(communityId);
    if (!community) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    return detailOf(community, viewerId);
  }

  async function detailOf(community: StoredCommunity, viewerId: string | null): Promise<CommunityDetail> {
    const communityId = community.id;
    const membership = await membershipOf(community, viewerId);
    const isOwner = viewerId === community.host_id;
    if (!community.is_public && !isOwner && membership !== 'member' && membership !== 'admin') {
      return {
        view: 'restricted',
        community: { id: community.id, name: community.name, is_public: false, requires_approval: true },
        membership,
        is_owner: false,
      };
    }
    const now = clock.now();
    const [membersPage, reviewsPage, myReview, upcoming, events] = await Promise.all([
      communities.members(communityId, LIMITS.communityMembers),
      communities.reviews(communityId, LIMITS.communityReviews),
      viewerId ? communities.review(communityId, viewerId) : Promise.resolve(null),
      games.upcoming(communityId, now.toISOString(), LIMITS.communityEvents),
      eventsNow(community, now),
    ]);
    const members = membersPage?.items ?? [];
    const reviews = reviewsPage?.items ?? [];
    const reviewers = [...reviews.map((r) => r.user_id), ...(myReview ? [myReview.user_id] : [])];
    const [cards, played] = await Promise.all([
      communities.cards([community.host_id, ...members.map((m) => m.user_id), ...reviewers]),
      communities.playedCounts(communityId, reviewers),
    ]);
    return {
      view: 'full',
      community: communityView(community),
      stats: statsView(community, events, now),
      host: cards.get(community.host_id) ?? null,
      membership,
      is_owner: isOwner,
      members: members.map((m) => memberView(m, cards.get(m.user_id))),
      members_cursor: membersPage?.cursor ?? null,
      reviews: reviews.map((r) => reviewView(r, cards.get(r.user_id), played.get(r.user_id))),
      reviews_cursor: reviewsPage?.cursor ?? null,
      my_review: myReview ? reviewView(myReview, cards.get(myReview.user_id), played.get(myReview.user_id)) : null,
      upcoming_games: (upcoming?.items ?? []).map(gameView),
      upcoming_games_cursor: upcoming?.cursor ?? null,
    };
  }

  /**
   * The community's lists past the page's first: anyone for a public community, only its members
   * (and owner) for a private one, as the page itself.
   */
  async function readable(communityId: string, viewerId: string | null): Promise<StoredCommunity> {
    const community = await communities.get(communityId);
    if (!community) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    if (community.is_public || community.host_id === viewerId) return community;
    const membership = await membershipOf(community, viewerId);
    if (membership !== 'member' && membership !== 'admin') throw new ForbiddenError(COMMUNITY_MESSAGES.private);
    return community;
  }

  const pageOf = <T>(page: Page<T> | null): Page<T> => {
    if (!page) throw new ValidationError('Invalid cursor', 'cursor');
    return page;
  };

  /** The members after `cursor`, by joining date, a page as long as the community page's. */
  async function membersPage(communityId: string, viewerId: string | null, cursor?: string): Promise<MembersPage> {
    await readable(communityId, viewerId);
    const page = pageOf(await communities.members(communityId, LIMITS.communityMembers, cursor));
    const cards = await communities.cards(page.items.map((m) => m.user_id));
    return { members: page.items.map((m) => memberView(m, cards.get(m.user_id))), cursor: page.cursor };
  }

  /** The upcoming linked games after `cursor`, soonest first, a page as long as the community page's. */
  async function gamesPage(communityId: string, viewerId: string | null, cursor?: string): Promise<GamesPage> {
    await readable(communityId, viewerId);
    const page = pageOf(await games.upcoming(communityId, clock.now().toISOString(), LIMITS.communityEvents, cursor));
    return { games: page.items.map(gameView), cursor: page.cursor };
  }

  /** The reviews after `cursor`, newest first, with their writers and the games they played. */
  async function reviewsPage(communityId: string, viewerId: string | null, cursor?: string): Promise<ReviewsPage> {
    await readable(communityId, viewerId);
    const page = pageOf(await communities.reviews(communityId, LIMITS.communityReviews, cursor));
    const writers = page.items.map((r) => r.user_id);
    const [cards, played] = await Promise.all([
      communities.cards(writers),
      communities.playedCounts(communityId, writers),
    ]);
    return {
      reviews: page.items.map((r) => reviewView(r, cards.get(r.user_id), played.get(r.user_id))),
      cursor: page.cursor,
    };
  }

  /** The host dashboard's communities (≤ 20) with stats and pending requests. */
  async function hostCommunities(userId: string): Promise<{ data: HostCommunity[] }> {
    const now = clock.now();
    const owned = await communities.byOwner(userId, LIMITS.dashboardCommunities);
    const data = await Promise.all(
      owned.map(async (c) => ({
        community: communityView(c),
        stats: statsView(c, await eventsNow(c, now), now),
        pending_requests: c.pending_count,
      })),
    );
    return { data };
  }

  return { create, update, remove, detail, membersPage, reviewsPage, gamesPage, hostCommunities, own };
}
export type CommunityService = ReturnType<typeof createCommunityService>;
