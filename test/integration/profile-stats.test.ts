import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { dynamoCommunityRepository } from '@functions/communities/adapters/community-repository';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { dynamoProfileStatsRepository } from '@functions/accounts/adapters/profile-stats-repository';
import { createProfileStatsService } from '@functions/accounts/profile-stats-service';
import { dynamoShowUpStore } from '@functions/joins/adapters/show-up-store';
import type { MyStats } from '@shared/schemas/profile-stats';
import { localDb, rewriting } from '../support/community-fixtures';
import { freshUser } from '../support/fresh-user';
import { apiClient, gameBody, untilRead } from '../support/games-client';
import { acceptedJoin } from '../support/accepted-join';
import { completeGame, localBus } from '../support/completed-game';

// Profile stats: a player's real history (join, accept, pay, a community, a review) becomes
// their counters and Recent Activity through the event consumer and the membership transactions;
// a completed game counts once however often its event arrives; the counters equal a recount.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const db = localDb(inject('dynamoEndpoint'));
const stats = dynamoProfileStatsRepository(db, LOCAL.tableName);
const service = createProfileStatsService({
  stats,
  communities: dynamoCommunityRepository(db, LOCAL.tableName),
  requests: dynamoJoinRequestRepository(db, LOCAL.tableName),
  showUps: dynamoShowUpStore(db, LOCAL.tableName),
});
const bus = localBus(base);
const PLACE = {
  location: 'Jayanagar 4th Block Grounds, Bengaluru',
  maps_link: 'https://www.google.com/maps?q=12.9250,77.5938',
};

type Person = Awaited<ReturnType<typeof freshUser>>;
let host: Person;
let player: Person;
beforeAll(async () => {
  [host, player] = await Promise.all([
    freshUser(base, 'host', 'Stats Host'),
    freshUser(base, 'player', 'Stats Player'),
  ]);
}, 60_000);

const mine = async (who: Person) => {
  const answer = await call('/api/me/stats', { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body as MyStats;
};
const eventually = (who: Person, what: string, check: (s: MyStats) => boolean) =>
  untilRead(() => mine(who), check, 20_000, what);

/** The local checkout page as the browser posts it; answers the pay page's query string. */
async function pay(requestId: string, gameId: string) {
  const order = await call('/api/payments/orders', {
    method: 'POST',
    token: player.token,
    body: { joinRequestId: requestId, gameId },
  });
  expect(order.status).toBeLessThan(300);
  const answer = await fetch(`${base}/local-razorpay/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order_id: order.body.orderId, return_to: `/pay/${requestId}`, outcome: 'pay' }),
    redirect: 'manual',
  });
  const paid = Object.fromEntries(new URL(answer.headers.get('location')!, base).searchParams);
  const verified = await call('/api/payments/verify', {
    method: 'POST',
    token: player.token,
    body: { ...paid, joinRequestId: requestId },
  });
  expect(verified.body).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
}

/** The host creates a game at PLACE with this price. */
const hostGame = async (price: number) => {
  const created = await call('/api/games', { method: 'POST', token: host.token, body: gameBody({ ...PLACE, price }) });
  expect(created.status).toBe(201);
  return created.body as { id: string; title: string; game_datetime: string };
};

describe('profile stats from real history', () => {
  let game: { id: string; title: string; game_datetime: string };
  let communityId: string;

  it('join + accept + pay, a community joined and reviewed → activity items and counters', async () => {
    game = await hostGame(150);
    const join = { contactInfo: { name: player.name, email: player.email } };
    const requestId = await acceptedJoin(call, game.id, { player: player.token, host: host.token }, join);
    await pay(requestId, game.id);

    const community = await call('/api/communities', {
      method: 'POST',
      token: host.token,
      body: { name: `Stats Club ${randomUUID().slice(0, 6)}`, sports: ['football'], location: 'Jayanagar, Bengaluru' },
    });
    expect(community.status).toBe(201);
    communityId = community.body.community.id;
    expect(
      (await call(`/api/communities/${communityId}/members`, { method: 'POST', token: player.token })).status,
    ).toBeLessThan(300);
    const review = (body: { rating: number; review_text: string }) =>
      call(`/api/communities/${communityId}/reviews/me`, { method: 'PUT', token: player.token, body });
    expect((await review({ rating: 5, review_text: 'Great games' })).status).toBe(200);
    // A rewrite replaces the rating in the average; it doesn't add a second one.
    expect((await review({ rating: 3, review_text: 'Good games' })).status).toBe(200);

    const seen = await eventually(player, "the player's six activity items", (s) => s.activity.length >= 6);
    const name = community.body.community.name as string;
    expect(seen.activity.map((a) => [a.kind, a.text, a.link])).toEqual([
      ['reviewed', `Updated your review of ${name} (3/5)`, `/community/${communityId}`],
      ['reviewed', `Reviewed ${name} (5/5)`, `/community/${communityId}`],
      ['joined', `Joined ${name}`, `/community/${communityId}`],
      ['paid', `Paid ₹150 for ${game.title}`, `/game/${game.id}`],
      ['accepted', `Accepted into ${game.title}`, `/game/${game.id}`],
      ['joined', `Asked to join ${game.title}`, `/game/${game.id}`],
    ]);
    expect(seen.stats).toEqual({
      games_played: 0,
      games_hosted: 0,
      communities_joined: 1,
      rating: null,
      rating_count: 0,
    });

    const hostView = await eventually(host, "the host's hosted game", (s) => s.stats.games_hosted === 1);
    expect(hostView.stats).toEqual({
      games_played: 0,
      games_hosted: 1,
      communities_joined: 1,
      rating: 3,
      rating_count: 1,
    });
    expect(hostView.activity[0]).toMatchObject({
      kind: 'hosted',
      text: `Hosted ${game.title}`,
      link: `/game/${game.id}`,
    });
  });

  it('a completed game delivered twice counts once for its confirmed player', async () => {
    // The scheduled status move (another branch) sets completed and publishes the event; here the
    // test does both, and the bus delivers the same event id twice.
    const detail = await completeGame({ db, bus }, game, { hostId: host.sub, sport: 'football', times: 2 });
    await eventually(player, 'games played', (s) => s.stats.games_played >= 1);
    // A third delivery, straight to the consumer's service, finds both effects done.
    await service.onGameStatusChanged(detail.eventId, new Date().toISOString(), detail as never);
    // The bus answers before it delivers: give the second delivery a moment to land (or not).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mine(player)).stats.games_played).toBe(1);
    expect((await mine(host)).stats.games_played).toBe(0);
  });

  it('the counters equal a recount of games, requests and memberships', async () => {
    for (const who of [player, host]) {
      const { stats: kept } = await mine(who);
      const { rating: _rating, rating_count: _count, ...counters } = kept;
      expect(counters).toEqual(await service.recount(who.sub));
    }
    // Leaving moves the counter in the same transaction as the membership.
    expect(
      (await call(`/api/communities/${communityId}/members/me`, { method: 'DELETE', token: player.token })).status,
    ).toBe(200);
    expect((await mine(player)).stats.communities_joined).toBe(0);
    expect((await service.recount(player.sub)).communities_joined).toBe(0);
  });

  it("a deleted game leaves games hosted; a deleted community leaves its members' counts", async () => {
    const extra = await hostGame(0);
    await eventually(host, 'two hosted games', (s) => s.stats.games_hosted === 2);
    expect((await call(`/api/games/${extra.id}`, { method: 'DELETE', token: host.token })).status).toBe(200);
    await eventually(host, 'one hosted game again', (s) => s.stats.games_hosted === 1);

    expect(
      (await call(`/api/communities/${communityId}`, { method: 'DELETE', token: host.token })).status,
    ).toBeLessThan(300);
    const after = await eventually(
      host,
      'the deleted community to leave the count',
      (s) => s.stats.communities_joined === 0,
    );
    // Its reviews went with it: no rating.
    expect(after.stats).toMatchObject({ rating: null, rating_count: 0 });
    const { rating: _rating, rating_count: _count, ...counters } = after.stats;
    expect(counters).toEqual(await service.recount(host.sub));
  });
});

describe('one effect per (event, user)', () => {
  const effect = (userId: string) => ({ userId, counters: { games_played: 1 } });

  it('parallel deliveries of one event move the counter once; without the marker condition they would not', async () => {
    const [userId, control] = [`synthetic-${randomUUID()}`, `synthetic-${randomUUID()}`];
    const eventId = randomUUID();
    const at = new Date().toISOString();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => stats.apply(eventId, at, effect(userId))));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect((await stats.counters(userId)).games_played).toBe(1);

    // Negative control: the same writes with the marker's condition taken out.
    const naive = dynamoProfileStatsRepository(
      rewriting(
        db,
        (items) =>
          items.map((item) =>
            item.Put?.Item?.type === 'profile-effect' ? { Put: { ...item.Put, ConditionExpression: undefined } } : item,
          ),
        5,
      ),
      LOCAL.tableName,
    );
    await Promise.all(Array.from({ length: 5 }, () => naive.apply(eventId, at, effect(control))));
    expect((await stats.counters(control)).games_played).toBe(5);
  });
});
