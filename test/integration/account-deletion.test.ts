import { GetCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FORMER_MEMBER_NAME } from '@shared/texts/account-data';
import { LOCAL } from '@infra/local/names';
import { createJoinAccountErasure } from '@functions/joins/account-erasure';
import { dynamoJoinAccountData } from '@functions/joins/adapters/account-data-store';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoPaymentStore } from '@functions/payments/adapters/payment-repository';
import { systemClock } from '@functions/platform/clock';
import { gameKeys } from '@functions/games/adapters/keys';
import { joinKeys } from '@functions/joins/adapters/keys';
import { apiClient, gameBody, startingSoon, uniqueTag, until } from '../support/games-client';
import { acceptedJoin } from '../support/accepted-join';
import { payAccepted } from '../support/paid-join';
import { completeGame, localBus } from '../support/completed-game';
import { demoTokens } from '../support/demo-tokens';
import { FRESH_PASSWORD, freshUser } from '../support/fresh-user';
import { localDb } from '../support/community-fixtures';
import { signInLocal } from '../support/local-auth';

// Download my data and Delete my account on the local stack: the export holds each domain's part;
// the deletion leaves exactly what docs/account-deletion.md says, and nothing with the person's
// name, e-mail or phone (besides the outbox's events and other people's notifications, which
// expire by TTL, as the doc says); the erasure finishes when retried after a crash.
const base = inject('localStackUrl');
const db = localDb(inject('dynamoEndpoint'));
const { call } = apiClient(base);
const tokens = demoTokens(base, ['meera', 'priya']);
const PLACE = {
  location: 'Indiranagar Sports Arena, Bengaluru',
  maps_link: 'https://www.google.com/maps?q=12.9784,77.6408',
};

const newGame = async (token: string, over: Record<string, unknown> = {}) => {
  const created = await call('/api/games', {
    method: 'POST',
    token,
    body: gameBody({ ...PLACE, price: 0, questions: [], ...over }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; title: string; host_id: string; game_datetime: string };
};
const PHONE = '+919812345678';
/** The join dialog's body: no questions asked, the contact details typed. */
const joinAs = (name: string, email: string, phone = PHONE) => ({ answers: {}, contactInfo: { name, email, phone } });

/** Every item still holding one of these texts; the outbox's events and others' notifications expire by TTL. */
async function itemsMentioning(texts: string[], ownerId: string) {
  const found: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: LOCAL.tableName, ExclusiveStartKey }));
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item);
      if (!texts.some((t) => text.includes(t))) continue;
      if (item.type === 'outbox-event' || String(item.pk).startsWith('IDEMPOTENCY#')) continue;
      if (item.type === 'notification' && item.pk !== `USER#${ownerId}`) continue;
      found.push(item);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}

describe('download my data, then delete my account', () => {
  const tag = uniqueTag();
  let zubin: Awaited<ReturnType<typeof freshUser>>;
  const ids = {} as Record<'pendingGame' | 'paidGame' | 'pastGame' | 'hostedGame' | 'community' | 'club', string>;
  const requests = {} as Record<'pending' | 'paid' | 'past', string>;

  beforeAll(async () => {
    zubin = await freshUser(base, 'host', `Zubin Erase ${tag}`);
    const join = joinAs(zubin.name, zubin.email);
    // A pending request to a free game still to come.
    ids.pendingGame = (await newGame(tokens.meera)).id;
    const pending = await call(`/api/games/${ids.pendingGame}/join`, {
      method: 'POST',
      token: zubin.token,
      body: join,
    });
    expect(pending.status).toBe(201);
    requests.pending = pending.body.joinRequestId;
    // A confirmed, paid request to a game still to come.
    ids.paidGame = (await newGame(tokens.meera, { price: 150 })).id;
    requests.paid = await acceptedJoin(call, ids.paidGame, { player: zubin.token, host: tokens.meera }, join);
    await payAccepted(base, call, requests.paid, zubin.token);
    // A confirmed request to a game that was played.
    const past = await newGame(tokens.meera);
    ids.pastGame = past.id;
    requests.past = await acceptedJoin(call, past.id, { player: zubin.token, host: tokens.meera }, join);
    await completeGame({ db, bus: localBus(base) }, past, { hostId: past.host_id, sport: 'football' });
    // A game Zubin hosts, with Priya asking to join it.
    ids.hostedGame = (await newGame(zubin.token)).id;
    expect(
      (
        await call(`/api/games/${ids.hostedGame}/join`, {
          method: 'POST',
          token: tokens.priya,
          body: joinAs('Priya Sharma', 'priya@demo.yaktiv.test', '+919800000002'),
        })
      ).status,
    ).toBe(201);
    // The community Zubin owns, and Meera's club he joined and reviewed.
    const own = await call('/api/communities', {
      method: 'POST',
      token: zubin.token,
      body: { name: `Zubin Club ${tag}`, sports: ['football'], location: 'Indiranagar' },
    });
    expect(own.status).toBe(201);
    ids.community = own.body.community.id;
    // A club of another host (a fresh one: the demo clubs' numbers are other tests' business).
    const owner = await freshUser(base, 'host', `Club Owner ${tag}`);
    const club = await call('/api/communities', {
      method: 'POST',
      token: owner.token,
      body: { name: `Open Club ${tag}`, sports: ['football'], location: 'Indiranagar' },
    });
    expect(club.status).toBe(201);
    ids.club = club.body.community.id;
    const joined = await call(`/api/communities/${ids.club}/members`, { method: 'POST', token: zubin.token });
    expect(joined.status).toBeLessThan(300);
    const reviewed = await call(`/api/communities/${ids.club}/reviews/me`, {
      method: 'PUT',
      token: zubin.token,
      body: { rating: 2, review_text: `Zubin words ${tag}` },
    });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBeLessThan(300);
    expect(
      (
        await call(`/api/games/${ids.pendingGame}/reports`, {
          method: 'POST',
          token: zubin.token,
          body: { reason: 'Wrong place' },
        })
      ).status,
    ).toBeLessThan(300);
  }, 120_000);

  it('the export holds every part: profile, requests with answers and passes, payments, communities, reviews, reports, games', async () => {
    const { status, body } = await call('/api/me/data', { token: zubin.token });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ id: zubin.sub, name: zubin.name, email: zubin.email });
    const mine = body.join_requests as {
      id: string;
      status: string;
      contact_phone: string;
      game_pass: string | null;
    }[];
    expect(mine.map((r) => r.id).sort()).toEqual(Object.values(requests).sort());
    expect(mine.find((r) => r.id === requests.paid)).toMatchObject({
      status: 'confirmed',
      contact_phone: PHONE,
    });
    expect(mine.find((r) => r.id === requests.paid)?.game_pass).toBeTruthy();
    expect(body.payments).toEqual([
      expect.objectContaining({ request_id: requests.paid, paid_amount: expect.any(Number) }),
    ]);
    expect(body.communities_owned.map((c: { id: string }) => c.id)).toEqual([ids.community]);
    expect(body.community_memberships.map((m: { community_id: string }) => m.community_id)).toEqual(
      expect.arrayContaining([ids.community, ids.club]),
    );
    expect(body.community_reviews).toEqual([expect.objectContaining({ community_id: ids.club, rating: 2 })]);
    expect(body.game_reports).toEqual([expect.objectContaining({ game_id: ids.pendingGame, reason: 'Wrong place' })]);
    expect(body.games_hosted.map((g: { id: string }) => g.id)).toEqual([ids.hostedGame]);
    expect(body.host_applications).toEqual([]);
    expect(Array.isArray(body.notifications)).toBe(true);
  });

  it('refuses a deletion without the typed word, then deletes: what remains is what the doc says', async () => {
    const clubBefore = (await call(`/api/communities/${ids.club}`)).body;
    for (const body of [{}, { confirmation: 'delete' }, { confirmation: 'DELETE', user_id: 'someone' }])
      expect((await call('/api/me', { method: 'DELETE', token: zubin.token, body })).status).toBe(400);
    expect((await call('/api/me', { token: zubin.token })).status).toBe(200);

    const deleted = await call('/api/me', { method: 'DELETE', token: zubin.token, body: { confirmation: 'DELETE' } });
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    // Sign-in: the pool user is gone.
    await expect(signInLocal(base, zubin.email, FRESH_PASSWORD)).rejects.toThrow();
    expect((await call('/api/me', { token: zubin.token })).status).toBe(404);

    const hostView = async (gameId: string) =>
      (await call(`/api/games/${gameId}/requests`, { token: tokens.meera })).body.requests as {
        id: string;
        status: string;
        contact_name: string;
        contact_email: string;
        contact_phone: string | null;
        answers: unknown[];
      }[];
    // The pending request is withdrawn and anonymous.
    const pending = await until(
      async () =>
        (await hostView(ids.pendingGame)).find(
          (r) => r.id === requests.pending && r.contact_name === FORMER_MEMBER_NAME,
        ),
      30_000,
      'the pending request withdrawn and anonymised',
    );
    expect(pending).toMatchObject({ status: 'withdrawn', contact_email: '', contact_phone: null, answers: [] });
    // The paid one: withdrawn, its spot freed and a refund recorded by the withdrawal's rules.
    await until(
      async () =>
        (await hostView(ids.paidGame)).find(
          (r) => r.id === requests.paid && r.status === 'withdrawn' && r.contact_name === FORMER_MEMBER_NAME,
        ),
      30_000,
      'the paid request withdrawn',
    );
    expect((await call(`/api/games/${ids.paidGame}`)).body.current_players).toBe(0);
    const payments = dynamoPaymentStore(db, LOCAL.tableName);
    const payment = await payments.getPayment(ids.paidGame, requests.paid);
    expect(await payments.getRefund(payment!.payment_id!)).toMatchObject({ reason: 'withdrawn', user_id: zubin.sub });
    // The played game keeps an anonymous confirmed attendee, so its count stays right.
    const past = await until(
      async () =>
        (await hostView(ids.pastGame)).find((r) => r.id === requests.past && r.contact_name === FORMER_MEMBER_NAME),
      30_000,
      'the past request anonymised',
    );
    expect(past).toMatchObject({ status: 'confirmed', contact_email: '', contact_phone: null });
    expect((await call(`/api/games/${ids.pastGame}`)).body.current_players).toBe(1);
    // The game Zubin hosted is cancelled (Priya had asked to join), his community deleted.
    await until(
      async () => (await call(`/api/games/${ids.hostedGame}`)).body?.status === 'cancelled',
      30_000,
      'the hosted game cancelled',
    );
    await until(async () => (await call(`/api/communities/${ids.community}`)).status === 404, 30_000, 'community gone');
    // Meera's club: his review removed with its rating, his membership gone.
    const club = await until(
      async () => {
        const detail = (await call(`/api/communities/${ids.club}`)).body;
        return detail.stats.member_count === clubBefore.stats.member_count - 1 &&
          !detail.reviews.some((r: { review_text: string }) => r.review_text.includes(tag))
          ? detail
          : undefined;
      },
      30_000,
      'review and membership gone',
    );
    expect(club.stats.review_count ?? club.reviews.length).toBe(
      (clubBefore.stats.review_count ?? clubBefore.reviews.length) - 1,
    );

    // Nothing left in the table with his name, e-mail or phone.
    const left = await until(
      async () => {
        const items = await itemsMentioning([zubin.email, zubin.name, PHONE], zubin.sub);
        return items.length === 0 ? items : undefined;
      },
      30_000,
      'no item with his name, e-mail or phone',
    ).catch(async () => itemsMentioning([zubin.email, zubin.name, PHONE], zubin.sub));
    expect(left).toEqual([]);
  }, 180_000);
});

describe('an erasure retried after a crash', () => {
  it('withdraws what is still standing and anonymises everything on the retry', async () => {
    const player = await freshUser(base, 'player', `Crash Test ${uniqueTag()}`);
    const games = [await newGame(tokens.meera), await newGame(tokens.meera)];
    const ids: string[] = [];
    for (const game of games) {
      const joined = await call(`/api/games/${game.id}/join`, {
        method: 'POST',
        token: player.token,
        body: joinAs(player.name, player.email, '+919811112222'),
      });
      ids.push(joined.body.joinRequestId);
    }
    const store = dynamoJoinAccountData(db, LOCAL.tableName);
    const deps = {
      requests: dynamoJoinRequestRepository(db, LOCAL.tableName),
      games: dynamoGameRepository(db, LOCAL.tableName),
      // The player's own withdrawal, as the consumer's joinService does it.
      withdraw: async (_userId: string, requestId: string) => {
        const answer = await call(`/api/requests/${requestId}/withdraw`, { method: 'POST', token: player.token });
        if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      },
      clock: systemClock,
    };
    // The first run dies after its first withdrawal, before anonymising anything.
    const crashing = createJoinAccountErasure({
      ...deps,
      store: {
        anonymise: async () => {
          throw new Error('crash');
        },
      },
    });
    await expect(crashing.erase(player.sub)).rejects.toThrow('crash');
    const retry = createJoinAccountErasure({ ...deps, store });
    expect(await retry.erase(player.sub)).toEqual({ withdrawn: 1, anonymised: 2 });
    // A further redelivery changes nothing.
    expect(await retry.erase(player.sub)).toEqual({ withdrawn: 0, anonymised: 2 });
    for (const game of games) {
      const stored = await deps.requests.get(game.id, player.sub);
      expect(stored).toMatchObject({ status: 'withdrawn', contact_name: FORMER_MEMBER_NAME, contact_email: '' });
      expect(stored?.contact_phone).toBeNull();
    }
  }, 60_000);
});

describe("a deleted player's ratings, show-up record and team sheets", () => {
  it('are in the export, then leave: the sheet keeps a former member in their place, their ratings and record are gone', async () => {
    const tag = uniqueTag();
    const player = await freshUser(base, 'player', `Rated Leaver ${tag}`);
    const sport = `kho ${tag}`;
    const created = await call('/api/games', {
      method: 'POST',
      token: tokens.meera,
      body: gameBody({ ...PLACE, price: 0, questions: [], sport: 'other', custom_sport: sport, ...startingSoon() }),
    });
    expect(created.status).toBe(201);
    const game = created.body as { id: string; title: string; host_id: string; game_datetime: string };
    const requests = {
      leaver: await acceptedJoin(
        call,
        game.id,
        { player: player.token, host: tokens.meera },
        joinAs(player.name, player.email, '+919812340000'),
      ),
      priya: await acceptedJoin(
        call,
        game.id,
        { player: tokens.priya, host: tokens.meera },
        joinAs(`Priya ${tag}`, 'priya@demo.yaktiv.test', '+919800000002'),
      ),
    };
    for (const request_id of Object.values(requests))
      expect(
        (await call(`/api/games/${game.id}/check-ins`, { method: 'POST', token: tokens.meera, body: { request_id } }))
          .status,
      ).toBe(200);
    const split = {
      teams: [{ members: [{ request_id: requests.leaver }] }, { members: [{ request_id: requests.priya }] }],
    };
    expect(
      (await call(`/api/games/${game.id}/teams`, { method: 'PUT', token: tokens.meera, body: split })).status,
    ).toBe(200);
    // The game began: its result moves both ratings; then it completes and the show-ups settle.
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: gameKeys.game(game.id),
        UpdateExpression: 'SET game_datetime = :at',
        ExpressionAttributeValues: { ':at': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    expect(
      (await call(`/api/games/${game.id}/result`, { method: 'POST', token: tokens.meera, body: { winner: 0 } })).status,
    ).toBe(200);
    await completeGame({ db, bus: localBus(base) }, game, { hostId: game.host_id, sport: 'other' });

    // The export: the rating in this sport with its change, the show-up record with this game's outcome.
    const exported = await until(
      async () => {
        const { body } = await call('/api/me/data', { token: player.token });
        return body.show_up?.games?.length ? body : undefined;
      },
      30_000,
      'the show-up record in the export',
    );
    expect(exported.ratings).toEqual([
      expect.objectContaining({
        sport,
        games: 1,
        history: [expect.objectContaining({ game_id: game.id, move: 'up' })],
      }),
    ]);
    expect(exported.show_up).toMatchObject({ showed_up: 1, games: [{ game_id: game.id, outcome: 'showed_up' }] });
    const priyaRating = async () =>
      (await call('/api/me/ratings', { token: tokens.priya })).body.ratings.find(
        (r: { sport: string }) => r.sport === sport,
      );
    const priyaBefore = await priyaRating();
    expect(priyaBefore).toMatchObject({ games: 1 });

    expect(
      (await call('/api/me', { method: 'DELETE', token: player.token, body: { confirmation: 'DELETE' } })).status,
    ).toBe(200);
    // Priya's team sheet: the leaver's place stays (the teams still add up) under the neutral name.
    const sheet = await until(
      async () => {
        const { body } = await call(`/api/games/${game.id}/teams`, { token: tokens.priya });
        return body.teams?.[0]?.members?.[0]?.name === FORMER_MEMBER_NAME ? body : undefined;
      },
      30_000,
      "the leaver's name off the team sheet",
    );
    expect(sheet.teams[1].members[0].name).toBe(`Priya ${tag}`);
    expect(sheet.your_team).toBe(1);
    const stored = await db.send(
      new GetCommand({ TableName: LOCAL.tableName, Key: { pk: `TEAMS#${game.id}`, sk: 'TEAMS' } }),
    );
    expect(JSON.stringify(stored.Item)).not.toContain(player.sub);
    expect(JSON.stringify(stored.Item)).not.toContain(player.name);
    // Their ratings and show-up record are gone; Priya's rating is untouched.
    const left = async () => {
      const ratings = await db.send(
        new QueryCommand({
          TableName: LOCAL.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `RATING#${player.sub}` },
        }),
      );
      const record = await db.send(
        new GetCommand({ TableName: LOCAL.tableName, Key: joinKeys.showUpRecord(player.sub) }),
      );
      return (ratings.Items ?? []).length + (record.Item ? 1 : 0);
    };
    await until(async () => ((await left()) === 0 ? true : undefined), 30_000, 'ratings and show-up record gone');
    expect(await priyaRating()).toEqual(priyaBefore);
  }, 120_000);
});
