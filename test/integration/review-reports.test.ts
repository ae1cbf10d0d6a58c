import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL } from '@infra/local/names';
import { localDb } from '../support/community-fixtures';
import { REVIEW_REPORT_MESSAGES } from '@shared/texts/review-reports';
import { apiClient, gameBody, startingSoon, uniqueTag, until } from '../support/games-client';
import { freshUser } from '../support/fresh-user';

// Reviews that earn trust: each review says how many of the community's games its writer was
// checked in at; the owner reports an abusive review; admins dismiss the report (the review stays)
// or remove the review, its rating taken off the community's totals. Only the owner reports, only
// admins moderate. A fresh host's own community, so no other test's numbers move.
const base = inject('localStackUrl');
const { call, token } = apiClient(base);
const db = localDb(inject('dynamoEndpoint'));

type Account = Awaited<ReturnType<typeof freshUser>>;
let host: Account;
let asha: Account;
let bilal: Account;
let admin: string;
let communityId: string;

const path = (tail = '') => `/api/communities/${communityId}${tail}`;
const review = (who: Account, rating: number, text: string) =>
  call(path('/reviews/me'), { method: 'PUT', token: who.token, body: { rating, review_text: text } });
const report = (who: string, reviewer: Account, body: unknown = { reason: 'abusive', note: 'Insults a member' }) =>
  call(path(`/reviews/${reviewer.sub}/reports`), { method: 'POST', token: who, body });
const moderate = (reviewer: Account, action: string, as = admin) =>
  call(`/api/admin/review-reports/${communityId}/${reviewer.sub}/${action}`, { method: 'POST', token: as });
const reported = async (reviewer: Account) => {
  const { status, body } = await call('/api/admin/reports', { token: admin });
  expect(status).toBe(200);
  return (body.reviews as { community_id: string; user_id: string }[]).find(
    (r) => r.community_id === communityId && r.user_id === reviewer.sub,
  );
};
const page = async () => (await call(path())).body;
const reviewOf = async (who: Account) =>
  (await page()).reviews.find((r: { user_id: string }) => r.user_id === who.sub) as
    | { rating: number; played_games: number }
    | undefined;

beforeAll(async () => {
  [host, asha, bilal] = await Promise.all([
    freshUser(base, 'host', 'Trust Host'),
    freshUser(base, 'player', 'Asha Player'),
    freshUser(base, 'player', 'Bilal Player'),
  ]);
  admin = await token('admin@demo.yaktiv.test');
  const created = await call('/api/communities', {
    method: 'POST',
    token: host.token,
    body: { name: `Trust Football ${uniqueTag()}`, sports: ['football'], location: 'HSR Layout, Bengaluru' },
  });
  expect(created.status).toBe(201);
  communityId = created.body.community.id;
  for (const who of [asha, bilal])
    expect((await call(path('/members'), { method: 'POST', token: who.token })).status).toBe(200);
  expect((await review(asha, 1, 'Worst people, all of them cheats')).status).toBe(200);
  expect((await review(bilal, 5, 'Great Sunday games')).status).toBe(200);
}, 60_000);

describe('played N games', () => {
  it("counts the community's games a reviewer was checked in at, once per game", async () => {
    expect(await reviewOf(asha)).toMatchObject({ played_games: 0 });
    const game = await call('/api/games', {
      method: 'POST',
      token: host.token,
      body: gameBody({ price: 0, community_id: communityId, ...startingSoon() }),
    });
    expect(game.status).toBe(201);
    const joined = await call(`/api/games/${game.body.id}/join`, {
      method: 'POST',
      token: asha.token,
      body: { answers: {}, contactInfo: { name: 'Asha Player', email: asha.email, phone: '9876543210' } },
    });
    expect(joined.status).toBe(201);
    const decided = await call(`/api/requests/${joined.body.joinRequestId}/decision`, {
      method: 'POST',
      token: host.token,
      body: { action: 'accept' },
    });
    expect(decided.status).toBe(200);
    const pass = (await call(`/api/games/${game.body.id}/my-request`, { token: asha.token })).body.game_pass;
    const checkIn = () =>
      call(`/api/games/${game.body.id}/check-ins`, { method: 'POST', token: host.token, body: { code: pass } });
    expect((await checkIn()).body.status).toBe('checked_in');
    expect((await checkIn()).body.status).toBe('already');
    expect(await reviewOf(asha)).toMatchObject({ played_games: 1 });
    expect(await reviewOf(bilal)).toMatchObject({ played_games: 0 });
  }, 30_000);
});

describe('reporting a review', () => {
  it('only the owner reports, with a reason from the list, once per writing of the review', async () => {
    expect(await report(bilal.token, asha)).toEqual({
      status: 403,
      body: { message: REVIEW_REPORT_MESSAGES.ownerOnly },
    });
    expect(await report(admin, asha)).toMatchObject({ status: 403 });
    expect((await report(host.token, asha, { reason: 'boring' })).status).toBe(400);
    expect((await report(host.token, asha, { reason: 'abusive', note: 'x'.repeat(301) })).status).toBe(400);
    expect(await report(host.token, { ...asha, sub: host.sub })).toMatchObject({ status: 409 });
    expect(await report(host.token, { ...asha, sub: 'nobody' })).toEqual({
      status: 404,
      body: { message: REVIEW_REPORT_MESSAGES.reviewNotFound },
    });
    expect(await report(host.token, asha)).toEqual({ status: 201, body: { message: REVIEW_REPORT_MESSAGES.received } });
    expect(await report(host.token, asha)).toEqual({
      status: 409,
      body: { message: REVIEW_REPORT_MESSAGES.alreadyReported },
    });
    expect(await reported(asha)).toMatchObject({
      user_name: 'Asha Player',
      rating: 1,
      review_text: 'Worst people, all of them cheats',
      reason: 'abusive',
      note: 'Insults a member',
    });
  });

  it('only admins see or moderate reported reviews', async () => {
    for (const who of [host.token, bilal.token]) {
      expect((await call('/api/admin/reports', { token: who })).status).toBe(404);
      expect((await moderate(asha, 'remove', who)).status).toBe(404);
    }
    expect((await moderate(asha, 'hide')).status).toBe(404);
    expect(await reported(asha)).toBeDefined();
    expect(await reviewOf(asha)).toBeDefined();
  });

  it('dismissing keeps the review and closes the report; a rewrite can be reported again', async () => {
    expect(await moderate(asha, 'dismiss')).toEqual({
      status: 200,
      body: { message: REVIEW_REPORT_MESSAGES.dismissed },
    });
    expect(await reported(asha)).toBeUndefined();
    expect(await reviewOf(asha)).toMatchObject({ rating: 1 });
    expect((await moderate(asha, 'dismiss')).status).toBe(404);
    expect((await report(host.token, asha)).status).toBe(409);
    expect((await review(asha, 2, 'Still all cheats')).status).toBe(200);
    expect((await report(host.token, asha)).status).toBe(201);
  });

  it("removing deletes the review and takes its rating off the community's totals; the writer may review again", async () => {
    expect((await page()).stats).toMatchObject({ review_count: 2, avg_rating: 3.5 });
    expect(await moderate(asha, 'remove')).toEqual({ status: 200, body: { message: REVIEW_REPORT_MESSAGES.removed } });
    expect(await reported(asha)).toBeUndefined();
    expect(await reviewOf(asha)).toBeUndefined();
    expect((await page()).stats).toMatchObject({ review_count: 1, avg_rating: 5 });
    expect((await moderate(asha, 'remove')).status).toBe(404);
    expect((await review(asha, 4, 'Fair games after all')).status).toBe(200);
    expect((await page()).stats).toMatchObject({ review_count: 2, avg_rating: 4.5 });
  });
});

describe("a writer's account deleted", () => {
  it('takes their count of games played with it', async () => {
    const played = async () =>
      (
        await db.send(
          new GetCommand({
            TableName: LOCAL.tableName,
            Key: { pk: `COMMUNITY#${communityId}`, sk: `PLAYED#${asha.sub}` },
            ConsistentRead: true,
          }),
        )
      ).Item;
    expect(await played()).toMatchObject({ played_games: 1 });
    const deleted = await call('/api/me', { method: 'DELETE', token: asha.token, body: { confirmation: 'DELETE' } });
    expect(deleted.status).toBe(200);
    await until(async () => (await played()) === undefined, 30_000, 'the played count erased');
    expect((await page()).stats).toMatchObject({ review_count: 1, avg_rating: 5 });
  }, 40_000);
});
