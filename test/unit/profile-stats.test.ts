import { describe, expect, it } from 'vitest';
import { createProfileStatsService } from '@functions/accounts/profile-stats-service';
import type { ActivityItem } from '@shared/schemas/profile-stats';
import type { KeptCounters, ProfileStatsRepository } from '@functions/accounts/ports';
import type { StoredCommunity } from '@functions/communities/ports';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { reviewDelta } from '@shared/rules/community-rules';
import { profileEffects, type ProfileEffect } from '@shared/rules/profile-activity';
import { storedCommunity } from '../support/fakes';
import { FUNCTIONS } from '@infra/manifest';
import { PROFILE_STATS_EVENTS } from '@functions/accounts/handlers/update-profile-stats';

// Profile stats: what each event does to its user's profile, the rating of a host's community
// reviews (rewrites included), and games played counted once per completed game and player.
const T = '2026-11-21T10:00:00.000Z';
const join = { requestId: 'r1', gameId: 'g 1', hostId: 'priya', userId: 'rahul', title: 'Sunday Football' };
const community = { communityId: 'c1', hostId: 'priya', userId: 'rahul', communityName: 'Kickers' };

/** The repository's promise: one effect per (event, user), counters by ADD, activity newest first. */
function fakeStats() {
  const applied = new Set<string>();
  const counters = new Map<string, KeptCounters>();
  const activity = new Map<string, ActivityItem[]>();
  const countersOf = (userId: string) =>
    counters.get(userId) ?? { games_played: 0, games_hosted: 0, communities_joined: 0 };
  const repository: ProfileStatsRepository = {
    async counters(userId) {
      return countersOf(userId);
    },
    async latestActivity(userId, limit) {
      return [...(activity.get(userId) ?? [])].sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
    },
    async apply(eventId, at, effect: ProfileEffect) {
      const key = `${eventId}#${effect.userId}`;
      if (applied.has(key)) return 'duplicate';
      applied.add(key);
      const next = { ...countersOf(effect.userId) };
      for (const [name, delta] of Object.entries(effect.counters ?? {})) next[name as keyof KeptCounters] += delta;
      counters.set(effect.userId, next);
      if (effect.activity)
        activity.set(effect.userId, [
          ...(activity.get(effect.userId) ?? []),
          { id: `${at}#${eventId}`, ...effect.activity, at },
        ]);
      return 'applied';
    },
    recount: async () => {
      throw new Error('not used');
    },
    initialise: async () => false,
  };
  return { repository, countersOf };
}

function setup(
  options: { requests?: Pick<StoredJoinRequest, 'user_id' | 'status'>[]; community?: StoredCommunity } = {},
) {
  const stats = fakeStats();
  const service = createProfileStatsService({
    stats: stats.repository,
    communities: {
      byOwner: async (hostId) => (options.community && options.community.host_id === hostId ? [options.community] : []),
    },
    requests: { byGame: async () => (options.requests ?? []) as StoredJoinRequest[] },
    showUps: { record: async (userId) => ({ showed_up: userId === 'priya' ? 4 : 0, no_shows: 1, late_drops: 0 }) },
  });
  return { service, stats };
}

describe('activity text of each event', () => {
  it('names what happened and links to the game or community', () => {
    expect(profileEffects('JoinRequested.v1', { ...join, playerName: 'Rahul' })).toEqual([
      { userId: 'rahul', activity: { kind: 'joined', text: 'Asked to join Sunday Football', link: '/game/g%201' } },
    ]);
    const decided = { ...join, status: 'confirmed', paymentRequired: false, paymentUrl: null, hostMessage: null };
    expect(profileEffects('JoinDecided.v1', { ...decided, action: 'accept' })[0]!.activity).toEqual({
      kind: 'accepted',
      text: 'Accepted into Sunday Football',
      link: '/game/g%201',
    });
    expect(profileEffects('JoinDecided.v1', { ...decided, action: 'waitlist' })).toEqual([]);
    expect(profileEffects('JoinDecided.v1', { ...decided, action: 'reject' })).toEqual([]);
    expect(profileEffects('PlayerPromoted.v1', join)[0]!.activity).toEqual({
      kind: 'accepted',
      text: 'Got a spot in Sunday Football',
      link: '/game/g%201',
    });
    expect(
      profileEffects('PaymentConfirmed.v1', { ...join, orderId: 'o', paymentId: 'p', amount: 25050 })[0]!.activity!
        .text,
    ).toBe('Paid ₹250.50 for Sunday Football');
    expect(profileEffects('CommunityJoined.v1', community)[0]!.activity).toEqual({
      kind: 'joined',
      text: 'Joined Kickers',
      link: '/community/c1',
    });
    expect(profileEffects('CommunityJoinDecided.v1', { ...community, action: 'approve' })[0]!.activity!.text).toBe(
      'Joined Kickers',
    );
    expect(profileEffects('CommunityJoinDecided.v1', { ...community, action: 'reject' })).toEqual([]);
    const review = { ...community, reviewerName: 'Rahul', rating: 4 };
    expect(profileEffects('CommunityReviewed.v1', { ...review, isNew: true })[0]!.activity!.text).toBe(
      'Reviewed Kickers (4/5)',
    );
    expect(profileEffects('CommunityReviewed.v1', { ...review, isNew: false })[0]!.activity!.text).toBe(
      'Updated your review of Kickers (4/5)',
    );
  });

  it('a hosted game counts until it is cancelled or deleted', () => {
    const game = { gameId: 'g1', hostId: 'priya', title: 'Sunday Football', game_datetime: T };
    expect(profileEffects('GameCreated.v1', { ...game, sport: 'football', location: 'Bandra' })).toEqual([
      {
        userId: 'priya',
        activity: { kind: 'hosted', text: 'Hosted Sunday Football', link: '/game/g1' },
        counters: { games_hosted: 1 },
      },
    ]);
    expect(profileEffects('GameCancelled.v1', game)).toEqual([{ userId: 'priya', counters: { games_hosted: -1 } }]);
    expect(profileEffects('GameDeleted.v1', game)).toEqual([{ userId: 'priya', counters: { games_hosted: -1 } }]);
  });
});

describe('profile stats service', () => {
  it('rating is the average of the community reviews, rewrites replacing the old rating', async () => {
    // The totals as the review transaction keeps them: 5 and 3, then the 5 rewritten to 1.
    let totals = { review_sum: 0, review_count: 0 };
    for (const [previous, rating] of [
      [null, 5],
      [null, 3],
      [5, 1],
    ] as const) {
      const delta = reviewDelta(previous, rating);
      totals = { review_sum: totals.review_sum + delta.sum, review_count: totals.review_count + delta.count };
    }
    const { service } = setup({ community: storedCommunity({ host_id: 'priya', ...totals }) });
    expect((await service.mine('priya')).stats).toMatchObject({ rating: 2, rating_count: 2 });
    expect((await service.mine('priya')).show_up).toEqual({ showed_up: 4, no_shows: 1, late_drops: 0 });
    expect((await service.mine('rahul')).stats).toMatchObject({ rating: null, rating_count: 0 });
  });

  it('rounds the average to one decimal', async () => {
    const { service } = setup({ community: storedCommunity({ host_id: 'priya', review_sum: 14, review_count: 3 }) });
    expect((await service.mine('priya')).stats.rating).toBe(4.7);
  });

  it('a completed game counts once for each confirmed player, however often the event arrives', async () => {
    const requests = [
      { user_id: 'rahul', status: 'confirmed' },
      { user_id: 'ananya', status: 'confirmed' },
      { user_id: 'vikram', status: 'pending' },
      { user_id: 'meera', status: 'waitlist' },
    ] as Pick<StoredJoinRequest, 'user_id' | 'status'>[];
    const { service, stats } = setup({ requests });
    const completed = {
      gameId: 'g1',
      hostId: 'priya',
      title: 'Sunday Football',
      sport: 'football',
      status: 'completed' as const,
      game_datetime: T,
      ends_at: T,
    };
    await service.onGameStatusChanged('e1', T, completed);
    await service.onGameStatusChanged('e1', T, completed);
    await service.onGameStatusChanged('e0', T, { ...completed, status: 'ongoing' });
    expect(stats.countersOf('rahul').games_played).toBe(1);
    expect(stats.countersOf('ananya').games_played).toBe(1);
    expect(stats.countersOf('vikram').games_played).toBe(0);
    expect(stats.countersOf('meera').games_played).toBe(0);
  });

  it('keeps the newest ten activity items, newest first', async () => {
    const { service } = setup();
    for (let i = 0; i < 12; i++) {
      const at = `2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`;
      await service.onEvent(`e${i}`, at, 'JoinRequested.v1', { ...join, title: `Game ${i}`, playerName: 'Rahul' });
    }
    const { activity } = await service.mine('rahul');
    expect(activity.map((a) => a.text)).toEqual(Array.from({ length: 10 }, (_, i) => `Asked to join Game ${11 - i}`));
  });
});

describe('the consumer and the manifest', () => {
  it('subscribes update-profile-stats to exactly the events it reads', () => {
    const spec = FUNCTIONS.find((fn) => fn.name === 'update-profile-stats')!;
    expect([...spec.events!.detailType].sort()).toEqual([...PROFILE_STATS_EVENTS].sort());
  });
});
