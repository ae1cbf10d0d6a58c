import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL } from '@infra/local/names';
import { MESSAGES } from '@shared/messages';
import { apiClient, gameBody, refundsOf, uniqueTag, until } from '../support/games-client';
import { localDb } from '../support/community-fixtures';

// Moderation of reported games: open reports grouped by game for admins only, dismissal,
// take-down through the host's cancel path (out of Discover and search, players and host told), and
// reports of a deleted game closing themselves (the close-game-reports consumer).
const base = inject('localStackUrl');
const { call, token } = apiClient(base);
const db = localDb(inject('dynamoEndpoint'));

let admin: string;
let priya: string;
let rahul: string;
let ananya: string;
beforeAll(async () => {
  [admin, priya, rahul, ananya] = await Promise.all(
    ['admin', 'priya', 'rahul', 'ananya'].map((who) => token(`${who}@demo.yaktiv.test`)),
  );
});

const newGame = async (title = `Reported Football ${uniqueTag()}`) => {
  const created = await call('/api/games', {
    method: 'POST',
    token: priya,
    body: gameBody({
      title,
      location: 'Indiranagar, Bengaluru',
      maps_link: 'https://www.google.com/maps?q=12.9784,77.6408',
    }),
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; title: string };
};
const report = async (gameId: string, as: string, reason: string) =>
  expect((await call(`/api/games/${gameId}/reports`, { method: 'POST', token: as, body: { reason } })).status).toBe(
    202,
  );
const groupOf = async (gameId: string) => {
  const { status, body } = await call('/api/admin/reports', { token: admin });
  expect(status).toBe(200);
  return body.games.find((g: { game_id: string }) => g.game_id === gameId);
};
const reportItem = async (gameId: string, userId: string) =>
  (
    await db.send(
      new GetCommand({
        TableName: LOCAL.tableName,
        Key: { pk: `GAME#${gameId}`, sk: `REPORT#${userId}` },
        ConsistentRead: true,
      }),
    )
  ).Item;
const subOf = (t: string) => String(JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()).sub);

describe('open reports, grouped by game', () => {
  it('admins see the game, its host, the count and every reason, newest first; others get 404', async () => {
    const game = await newGame();
    await report(game.id, rahul, 'Looks like a scam');
    await report(game.id, ananya, 'Wrong location');
    const group = await groupOf(game.id);
    expect(group).toMatchObject({ title: game.title, status: 'upcoming', host: { name: 'Priya Sharma' }, count: 2 });
    expect(group.reports.map((r: { reason: string }) => r.reason)).toEqual(['Wrong location', 'Looks like a scam']);
    expect(group.reports[0]).not.toHaveProperty('userId');
    for (const t of [priya, rahul]) expect((await call('/api/admin/reports', { token: t })).status).toBe(404);
  });

  it('dismissing closes the open reports and leaves the game alone; a new report opens it again', async () => {
    const game = await newGame();
    await report(game.id, rahul, 'Spam');
    expect((await call(`/api/admin/reports/${game.id}/dismiss`, { method: 'POST', token: admin })).body).toMatchObject({
      closed: 1,
    });
    expect(await groupOf(game.id)).toBeUndefined();
    expect((await call(`/api/games/${game.id}`)).body.status).toBe('upcoming');
    expect((await reportItem(game.id, subOf(rahul)))?.resolution).toBe('dismissed');
    // Again: nothing left to close, still fine.
    expect((await call(`/api/admin/reports/${game.id}/dismiss`, { method: 'POST', token: admin })).body).toMatchObject({
      closed: 0,
    });
    await report(game.id, ananya, 'Still spam');
    expect((await groupOf(game.id)).count).toBe(1);
    expect((await call('/api/admin/reports/no-such-game/dismiss', { method: 'POST', token: admin })).status).toBe(404);
  });
});

describe('taking a game down', () => {
  it('cancels it: out of Discover and search, players with requests and the host are told, reports closed', async () => {
    const title = `Takedown Cricket ${uniqueTag()}`;
    const game = await newGame(title);
    const joined = await call(`/api/games/${game.id}/join`, {
      method: 'POST',
      token: rahul,
      body: { contactInfo: { name: 'Rahul Verma', email: `rahul.${uniqueTag()}@players.test` } },
    });
    expect(joined.status).toBe(201);
    await report(game.id, ananya, 'Fake game');
    await until(
      async () =>
        (await call(`/api/search?q=${encodeURIComponent(title)}`)).body.results.some(
          (r: { id: string }) => r.id === game.id,
        ),
      10_000,
      'search to index the game',
    );

    const down = await call(`/api/admin/reports/${game.id}/take-down`, {
      method: 'POST',
      token: admin,
      body: { note: 'Reported as fake' },
    });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ outcome: 'taken-down', closed: 1 });
    expect((await call(`/api/games/${game.id}`)).body.status).toBe('cancelled');
    expect(await groupOf(game.id)).toBeUndefined();
    const discover = await call(`/api/games?q=${encodeURIComponent(title)}`);
    expect(discover.body.games.some((g: { id: string }) => g.id === game.id)).toBe(false);
    await until(
      async () =>
        !(await call(`/api/search?q=${encodeURIComponent(title)}`)).body.results.some(
          (r: { id: string }) => r.id === game.id,
        ),
      10_000,
      'search to drop the game',
    );

    const told = async (t: string, title: string) =>
      until(
        async () =>
          (await call('/api/notifications', { token: t })).body.notifications?.find(
            (n: { title: string; body: string }) => n.title === title && n.body.includes(game.title),
          ),
        10_000,
        title,
      );
    expect((await told(rahul, 'Game cancelled')).body).toContain("taken down by Yaktiv's moderators");
    expect((await told(priya, 'Your game was taken down')).body).toContain('Reported as fake');

    // Once more: already down, nothing changes.
    expect(
      (await call(`/api/admin/reports/${game.id}/take-down`, { method: 'POST', token: admin, body: {} })).body,
    ).toMatchObject({ outcome: 'already' });
    expect(
      (await call(`/api/admin/reports/${game.id}/take-down`, { method: 'POST', token: priya, body: {} })).status,
    ).toBe(404);
    expect(
      (await call('/api/admin/reports/no-such-game/take-down', { method: 'POST', token: admin, body: {} })).status,
    ).toBe(404);
    expect(
      (
        await call(`/api/admin/reports/${game.id}/take-down`, {
          method: 'POST',
          token: admin,
          body: { note: 'x'.repeat(501) },
        })
      ).status,
    ).toBe(400);
  });
});

describe('a paid player of a taken-down game', () => {
  const razorpay = inject('razorpay');
  const standInApi = (path: string) =>
    fetch(`${base}/local-razorpay/api/v1${path}`, {
      headers: { authorization: `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}` },
    }).then((r) => r.json());

  it('is refunded in full, as for a cancellation (the same consumer)', async () => {
    const created = await call('/api/games', {
      method: 'POST',
      token: priya,
      body: gameBody({ price: 120, cancellation_policy: 'strict' }),
    });
    const game = created.body as { id: string };
    const joined = await call(`/api/games/${game.id}/join`, {
      method: 'POST',
      token: ananya,
      body: { contactInfo: { name: 'Ananya Iyer', email: `ananya.${uniqueTag()}@players.test` } },
    });
    expect(
      (
        await call(`/api/requests/${joined.body.joinRequestId}/decision`, {
          method: 'POST',
          token: priya,
          body: { action: 'accept' },
        })
      ).status,
    ).toBe(200);
    const order = (
      await call('/api/payments/orders', {
        method: 'POST',
        token: ananya,
        body: { joinRequestId: joined.body.joinRequestId },
      })
    ).body;
    const checkout = await fetch(`${base}/local-razorpay/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        order_id: order.orderId,
        return_to: `/pay/${joined.body.joinRequestId}`,
        outcome: 'pay',
      }),
      redirect: 'manual',
    });
    const paid = Object.fromEntries(new URL(checkout.headers.get('location')!, base).searchParams) as Record<
      string,
      string
    >;
    expect(
      (
        await call('/api/payments/verify', {
          method: 'POST',
          token: ananya,
          body: { ...paid, joinRequestId: joined.body.joinRequestId },
        })
      ).status,
    ).toBe(200);
    await report(game.id, rahul, 'Fake venue');

    expect(
      (await call(`/api/admin/reports/${game.id}/take-down`, { method: 'POST', token: admin, body: {} })).body,
    ).toMatchObject({ outcome: 'taken-down' });
    const refunds = await refundsOf(standInApi, paid.razorpay_payment_id, 'the take-down refund');
    expect(refunds.map((r) => r.amount)).toEqual([order.amount]);
    expect((await call(`/api/games/${game.id}/my-request`, { token: ananya })).body).toMatchObject({
      payment_status: 'refunded',
    });
  });
});

describe('reports of a game that is gone', () => {
  it('close themselves when the host deletes the game: the list skips and closes them', async () => {
    const game = await newGame();
    await report(game.id, rahul, 'Duplicate listing');
    expect((await groupOf(game.id)).count).toBe(1);
    expect((await call(`/api/games/${game.id}`, { method: 'DELETE', token: priya })).status).toBe(200);
    expect(await groupOf(game.id)).toBeUndefined();
    const closed = await reportItem(game.id, subOf(rahul));
    expect(closed).toMatchObject({ resolution: 'game-gone' });
    expect(closed!.gsi5pk).toBeUndefined();
  });
});

it('an unknown report action is the plain 404', async () => {
  const game = await newGame();
  const path = `/api/admin/reports/${game.id}/delete`;
  expect(await call(path, { method: 'POST', token: admin })).toEqual({
    status: 404,
    body: { message: `${MESSAGES.notFound}: ${path}` },
  });
});

it('an unknown admin path is the plain 404 for everyone', async () => {
  expect(await call('/api/admin/nothing', { token: admin })).toEqual({
    status: 404,
    body: { message: `${MESSAGES.notFound}: /api/admin/nothing` },
  });
});
