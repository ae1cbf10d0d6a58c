import { describe, expect, inject, it } from 'vitest';
import { COMMUNITY_MESSAGES } from '@shared/schemas/community';
import { apiClient, gameBody, uniqueTag, until } from '../support/games-client';
import { waitForMail } from '../support/dev-outbox';
import { demoTokens } from '../support/demo-tokens';
import { communityItem, localDb } from '../support/community-fixtures';
import { queryItems } from '@functions/platform/dynamo/query';
import { LOCAL } from '@infra/local/names';

// The community API end to end on the local stack: demo data, the whole life of one community
// (create → approval → review → edit/rename → private → delete with its cascade), and the events
// through the stream, the bus and the consumers (search, notifications, e-mail, cascade).
const base = inject('localStackUrl');
const db = localDb(inject('dynamoEndpoint'));
const { call } = apiClient(base);
const tokens = demoTokens(base, ['meera', 'priya', 'arjun', 'rahul', 'ananya']);
const search = async (q: string) =>
  (await call(`/api/search?q=${encodeURIComponent(q)}`)).body as
    | { results: { kind: string; id: string; title: string }[] }
    | { kind: string; id: string }[];
const hits = async (q: string) => {
  const body = await search(q);
  const list = Array.isArray(body) ? body : body.results;
  return list.filter((r) => r.kind === 'community').map((r) => r.id);
};
const mailTo = (to: string, subject: string) => waitForMail(base, to, subject, 20_000);
/** Meera, who owns the community, approves or rejects one user's request to join it. */
const meeraDecides = (id: string, userId: string, action: 'approve' | 'reject') =>
  call(`/api/communities/${id}/requests/${userId}/decision`, { method: 'POST', token: tokens.meera, body: { action } });
const partition = async (id: string) =>
  (
    await queryItems(db, {
      tableName: LOCAL.tableName,
      key: { partition: ['pk', `COMMUNITY#${id}`] },
      consistent: true,
      map: (i) => String(i.sk),
    })
  ).items;

describe('demo communities', () => {
  it('are real: members, reviews with an exact average, linked games, and listed with score and tier', async () => {
    const detail = (await call('/api/communities/demo-bengaluru-weekend-footballers')).body;
    expect(detail.view).toBe('full');
    expect(detail.members.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Priya Sharma', 'Rahul Verma', 'Ananya Iyer']),
    );
    expect(detail.stats.member_count).toBeGreaterThanOrEqual(4);
    expect(detail.stats.avg_rating).toBe(4.5);
    expect(detail.reviews.length).toBeGreaterThanOrEqual(2);
    expect(detail.upcoming_games.length).toBeGreaterThan(0);
    expect(detail.stats.total_events).toBeGreaterThan(0);
    const list = (await call('/api/communities?sport=football')).body.data as {
      id: string;
      community_tier: string;
      age_label: string;
      highlightReview: unknown;
      counts: { gamesHosted: number };
    }[];
    const item = list.find((c) => c.id === 'demo-bengaluru-weekend-footballers')!;
    expect(item).toMatchObject({ community_tier: 'Emerging', age_label: 'New' });
    expect(item.highlightReview).toMatchObject({ rating: expect.any(Number), userName: expect.any(String) });
    await until(
      async () =>
        ((await call('/api/communities?sport=football')).body.data as typeof list).find((c) => c.id === item.id)!.counts
          .gamesHosted > 0,
      20_000,
      'games count',
    );
  });

  it('filters by sport and search text, sorts, caps the limit at 50', async () => {
    const badminton = (await call('/api/communities?sport=badminton')).body.data as { sports: string[] }[];
    expect(badminton.length).toBeGreaterThan(0);
    expect(badminton.every((c) => c.sports.includes('badminton'))).toBe(true);
    expect(((await call('/api/communities?q=bandra')).body.data as { id: string }[]).map((c) => c.id)).toContain(
      'demo-bandra-badminton-circle',
    );
    expect((await call('/api/communities?sort=members')).status).toBe(200);
    expect((await call('/api/communities?limit=51')).status).toBe(400);
    expect((await call('/api/communities?sort=rating')).status).toBe(400);
  });

  it('says Community not found for an unknown id', async () => {
    expect(await call('/api/communities/no-such-community')).toEqual({
      status: 404,
      body: { message: COMMUNITY_MESSAGES.notFound },
    });
  });
});

describe('a community from create to delete', () => {
  it('create → approval → review → edit → private → delete, with events all the way', async () => {
    const tag = uniqueTag();
    // Create: the form messages first, then one per account.
    const bad = await call('/api/communities', {
      method: 'POST',
      token: tokens.meera,
      body: { name: ' ab ', sports: [], location: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: COMMUNITY_MESSAGES.nameTooShort },
        { field: 'sports', message: COMMUNITY_MESSAGES.sportsRequired },
        { field: 'location', message: COMMUNITY_MESSAGES.locationTooShort },
      ]),
    );
    const notHost = await call('/api/communities', {
      method: 'POST',
      token: tokens.rahul,
      body: { name: 'Rahul Club', sports: ['cricket'], location: 'Indiranagar' },
    });
    expect(notHost).toEqual({ status: 403, body: { message: COMMUNITY_MESSAGES.hostsOnly } });
    const body = {
      name: `Meera   Cricket ${tag}`,
      sports: ['cricket'],
      location: 'Whitefield, Bengaluru',
      requires_approval: true,
      max_members: 5,
    };
    const created = await call('/api/communities', { method: 'POST', token: tokens.meera, body });
    expect(created.status).toBe(201);
    const id = created.body.community.id as string;
    expect(created.body).toMatchObject({
      view: 'full',
      membership: 'admin',
      is_owner: true,
      community: { name: `Meera Cricket ${tag}`, sport: 'cricket' },
    });
    expect(await call('/api/communities', { method: 'POST', token: tokens.meera, body })).toEqual({
      status: 409,
      body: { message: COMMUNITY_MESSAGES.onePerAccount },
    });
    await until(async () => (await hits(tag)).includes(id), 20_000, 'search to find the new community');

    // A game of Meera's, linked to it (only the owner may link; Priya's game may not).
    const game = await call('/api/games', {
      method: 'POST',
      token: tokens.meera,
      body: gameBody({ sport: 'cricket', community_id: id }),
    });
    expect(game.status).toBe(201);
    expect(game.body.community_id).toBe(id);
    const foreign = await call('/api/games', {
      method: 'POST',
      token: tokens.priya,
      body: gameBody({ community_id: id }),
    });
    expect(foreign).toMatchObject({
      status: 400,
      body: { field: 'community_id', message: COMMUNITY_MESSAGES.gameCommunityNotYours },
    });
    expect((await call(`/api/communities/${id}`)).body.upcoming_games.map((g: { id: string }) => g.id)).toEqual([
      game.body.id,
    ]);

    // Approval: Rahul asks, Meera hears of it and approves; Ananya asks and is rejected.
    expect((await call(`/api/communities/${id}/members`, { method: 'POST', token: tokens.rahul })).body).toEqual({
      membership: 'pending',
      message: COMMUNITY_MESSAGES.requestSent,
    });
    expect(await call(`/api/communities/${id}/members`, { method: 'POST', token: tokens.rahul })).toEqual({
      status: 409,
      body: { message: COMMUNITY_MESSAGES.requestAlreadySent },
    });
    expect((await call(`/api/me/communities/${id}`, { token: tokens.rahul })).body.membership).toBe('pending');
    await call(`/api/communities/${id}/members`, { method: 'POST', token: tokens.ananya });
    const requests = (await call(`/api/communities/${id}/requests`, { token: tokens.meera })).body.data as {
      user_id: string;
      name: string;
    }[];
    expect(requests.map((r) => r.name)).toEqual(['Rahul Verma', 'Ananya Iyer']);
    expect((await call('/api/host/communities', { token: tokens.meera })).body.data[0]).toMatchObject({
      community: { id },
      pending_requests: 2,
    });
    await mailTo('meera@demo.yaktiv.test', `Rahul Verma wants to join Meera Cricket ${tag}`);
    const rahulId = requests[0]!.user_id;
    expect((await meeraDecides(id, rahulId, 'approve')).body).toEqual({ status: 'approved' });
    expect((await meeraDecides(id, requests[1]!.user_id, 'reject')).body).toEqual({ status: 'rejected' });
    expect((await meeraDecides(id, rahulId, 'approve')).status).toBe(404);
    expect((await call(`/api/me/communities/${id}`, { token: tokens.rahul })).body.membership).toBe('member');
    expect((await call(`/api/me/communities/${id}`, { token: tokens.ananya })).body.membership).toBe('none');
    await mailTo('rahul@demo.yaktiv.test', `Welcome to the community: Meera Cricket ${tag}`);

    // Reviews: members only, one per member (upsert), the average follows.
    expect(
      (await call(`/api/communities/${id}/reviews/me`, { method: 'PUT', token: tokens.ananya, body: { rating: 1 } }))
        .status,
    ).toBe(403);
    expect(
      (await call(`/api/communities/${id}/reviews/me`, { method: 'PUT', token: tokens.rahul, body: { rating: 6 } }))
        .body.message,
    ).toBe(COMMUNITY_MESSAGES.ratingInvalid);
    expect(
      (
        await call(`/api/communities/${id}/reviews/me`, {
          method: 'PUT',
          token: tokens.rahul,
          body: { review_text: 'Great nets' },
        })
      ).body,
    ).toMatchObject({ rating: 5, user_name: 'Rahul Verma' });
    await call(`/api/communities/${id}/reviews/me`, {
      method: 'PUT',
      token: tokens.rahul,
      body: { rating: 3, review_text: 'Good nets' },
    });
    const afterReview = (await call(`/api/me/communities/${id}`, { token: tokens.rahul })).body;
    expect(afterReview.stats).toMatchObject({ avg_rating: 3, review_count: 1, member_count: 2 });
    expect(afterReview.my_review).toMatchObject({ rating: 3, review_text: 'Good nets' });
    await until(
      async () =>
        ((await call('/api/notifications', { token: tokens.meera })).body.notifications as { title: string }[]).some(
          (n) => n.title === 'New community review',
        ),
      20_000,
      'review notification',
    );

    // Edit: owner only (others get the same 404 as nothing); a rename re-indexes search.
    const edit = { ...body, name: `Meera Renamed ${tag}x`, max_members: 50 };
    expect(await call(`/api/communities/${id}`, { method: 'PUT', token: tokens.priya, body: edit })).toEqual({
      status: 404,
      body: { message: COMMUNITY_MESSAGES.notFound },
    });
    expect(
      (await call(`/api/communities/${id}`, { method: 'PUT', token: tokens.meera, body: { ...edit, max_members: 1 } }))
        .body.message,
    ).toBe(COMMUNITY_MESSAGES.maxMembersBelowMembers);
    expect(
      (await call(`/api/communities/${id}`, { method: 'PUT', token: tokens.meera, body: edit })).body.community.name,
    ).toBe(edit.name);
    await until(async () => (await hits(`${tag}x`)).includes(id), 20_000, 'search to find the new name');

    // Private: out of the list and search; a non-member sees its name only; a member sees it all.
    await call(`/api/communities/${id}`, { method: 'PUT', token: tokens.meera, body: { ...edit, is_public: false } });
    expect(((await call(`/api/communities?q=${tag}x`)).body.data as unknown[]).length).toBe(0);
    await until(async () => !(await hits(`${tag}x`)).includes(id), 20_000, 'search to drop the private community');
    expect((await call(`/api/communities/${id}`)).body).toEqual({
      view: 'restricted',
      community: { id, name: edit.name, is_public: false, requires_approval: true },
      membership: 'none',
      is_owner: false,
    });
    expect((await call(`/api/me/communities/${id}`, { token: tokens.rahul })).body.view).toBe('full');

    // Leave.
    expect(
      (await call(`/api/communities/${id}/members/me`, { method: 'DELETE', token: tokens.meera })).body.message,
    ).toBe(COMMUNITY_MESSAGES.ownerCannotLeave);
    expect((await call(`/api/communities/${id}/members/me`, { method: 'DELETE', token: tokens.rahul })).body).toEqual({
      membership: 'none',
    });
    expect((await communityItem(db, id))!.member_count).toBe(1);

    // Delete: owner only; the cascade empties the partition, unlinks the game, and frees the marker.
    expect(await call(`/api/communities/${id}`, { method: 'DELETE', token: tokens.arjun })).toEqual({
      status: 404,
      body: { message: COMMUNITY_MESSAGES.notFound },
    });
    expect((await call(`/api/communities/${id}`, { method: 'DELETE', token: tokens.meera })).body).toEqual({
      deleted: true,
    });
    expect((await call(`/api/communities/${id}`)).status).toBe(404);
    await until(
      async () => (await partition(id)).length === 0,
      20_000,
      'the cascade to remove members, requests and reviews',
    );
    await until(
      async () => (await call(`/api/games/${game.body.id}`)).body.community_id === null,
      20_000,
      'the game to be unlinked',
    );
    const again = await call('/api/communities', {
      method: 'POST',
      token: tokens.meera,
      body: { ...body, name: `Meera Again ${tag}` },
    });
    expect(again.status).toBe(201);
    expect(
      (await call(`/api/communities/${again.body.community.id}`, { method: 'DELETE', token: tokens.meera })).status,
    ).toBe(200);
    await call(`/api/games/${game.body.id}`, { method: 'DELETE', token: tokens.meera });
  });

  it('a deleted community leaves search', async () => {
    const tag = uniqueTag();
    const created = await call('/api/communities', {
      method: 'POST',
      token: tokens.meera,
      body: { name: `Gone Soon ${tag}`, sports: ['run'], location: 'Cubbon Park' },
    });
    // The lifecycle test above may hold Meera's one community at this moment: wait for it to go.
    const id =
      created.status === 201
        ? (created.body.community.id as string)
        : await until(
            async () => {
              const retry = await call('/api/communities', {
                method: 'POST',
                token: tokens.meera,
                body: { name: `Gone Soon ${tag}`, sports: ['run'], location: 'Cubbon Park' },
              });
              return retry.status === 201 ? (retry.body.community.id as string) : undefined;
            },
            25_000,
            'Meera to be free to create',
          );
    await until(async () => (await hits(tag)).includes(id), 20_000, 'search to find it');
    await call(`/api/communities/${id}`, { method: 'DELETE', token: tokens.meera });
    await until(async () => !(await hits(tag)).includes(id), 20_000, 'search to drop it');
  });
});
