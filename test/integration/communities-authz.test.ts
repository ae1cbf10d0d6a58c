import { describe, expect, inject, it } from 'vitest';
import { FUNCTIONS } from '@infra/manifest';
import { COMMUNITY_MESSAGES } from '@shared/schemas/community';
import { COMMUNITY_IMAGE_MESSAGES } from '@shared/schemas/upload';
import { apiClient } from '../support/games-client';
import { demoTokens } from '../support/demo-tokens';
import { EVERY_COMMUNITY_ROUTE } from '../support/community-routes';
import { DEMO_COMMUNITY_LIFE } from '@infra/local/seed/demo-communities';

// Authorization of every community route, for: signed out, another player (a member
// who isn't the owner), another host (not a member, owns a community of their own). The object is
// Priya's demo community. Each expectation is exact, so a leak (200 where 404 is due) fails.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const P = 'demo-bengaluru-weekend-footballers';
const tokens = demoTokens(base, ['rahul', 'arjun', 'priya']);
const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } };
const NOT_FOUND = { status: 404, body: { message: COMMUNITY_MESSAGES.notFound } };
const editBody = { name: 'Hijacked', sports: ['football'], location: 'Nowhere' };

/** Every route of the community functions, so a new one can't slip past this file. */
const COMMUNITY_ROUTES = FUNCTIONS.filter((fn) => fn.name.includes('communit')).flatMap((fn) =>
  (fn.routes ?? []).map((r) => `${r.method} ${r.path}`),
);
const createCommunity = (token: string, body: object) => call('/api/communities', { method: 'POST', token, body });
const uploadImage = (token: string, body: object) =>
  call('/api/uploads/community-image', { method: 'POST', token, body });

/** Someone other than the owner tries each owner action on P: every one answers as if P did not exist. */
async function expectNoOwnerAction(token: string, applicant: string, action: 'approve' | 'reject') {
  expect(await call(`/api/communities/${P}`, { method: 'PUT', token, body: editBody })).toEqual(NOT_FOUND);
  expect(await call(`/api/communities/${P}`, { method: 'DELETE', token })).toEqual(NOT_FOUND);
  expect(await call(`/api/communities/${P}/requests`, { token })).toEqual(NOT_FOUND);
  const decide = { method: 'POST', token, body: { action } };
  expect(await call(`/api/communities/${P}/requests/${applicant}/decision`, decide)).toEqual(NOT_FOUND);
}

describe('community routes: who may do what', () => {
  it('covers every community route of the manifest', () => {
    expect([...COMMUNITY_ROUTES].sort()).toEqual([...EVERY_COMMUNITY_ROUTE].sort());
  });

  it('signed out: 401 on every route that needs a user; the public reads answer', async () => {
    const withAuth = [
      ['POST', '/api/communities'],
      ['GET', `/api/me/communities/${P}`],
      ['GET', `/api/me/communities/${P}/members`],
      ['GET', `/api/me/communities/${P}/reviews`],
      ['GET', `/api/me/communities/${P}/games`],
      ['PUT', `/api/communities/${P}`],
      ['DELETE', `/api/communities/${P}`],
      ['POST', `/api/communities/${P}/members`],
      ['DELETE', `/api/communities/${P}/members/me`],
      ['GET', `/api/communities/${P}/requests`],
      ['POST', `/api/communities/${P}/requests/someone/decision`],
      ['PUT', `/api/communities/${P}/reviews/me`],
      ['POST', `/api/communities/${P}/reviews/someone/reports`],
      ['GET', '/api/host/communities'],
      ['POST', '/api/uploads/community-image'],
    ] as const;
    for (const [method, path] of withAuth)
      expect(await call(path, { method, body: method === 'GET' ? undefined : {} }), `${method} ${path}`).toEqual(
        UNAUTHORIZED,
      );
    expect((await call('/api/communities')).status).toBe(200);
    // A public community's members, reviews and games past the page's first are public as the page is.
    expect((await call(`/api/communities/${P}/members`)).body).toMatchObject({ members: expect.any(Array) });
    expect((await call(`/api/communities/${P}/reviews`)).body).toMatchObject({ reviews: expect.any(Array) });
    expect((await call(`/api/communities/${P}/games`)).body).toMatchObject({ games: expect.any(Array) });
    expect((await call(`/api/communities/${P}`)).body).toMatchObject({
      view: 'full',
      membership: 'none',
      is_owner: false,
      my_review: null,
    });
  });

  it('another player (a member): reads with their own membership; no owner action; only their own review', async () => {
    const rahul = tokens.rahul;
    const view = (await call(`/api/me/communities/${P}`, { token: rahul })).body;
    expect(view).toMatchObject({ membership: 'member', is_owner: false });
    const rahulFc = { name: 'Rahul FC', sports: ['football'], location: 'Indiranagar' };
    expect(await createCommunity(rahul, rahulFc)).toEqual({
      status: 403,
      body: { message: COMMUNITY_MESSAGES.hostsOnly },
    });
    await expectNoOwnerAction(rahul, view.members[0].user_id, 'approve');
    expect(await call(`/api/communities/${P}/members`, { method: 'POST', token: rahul })).toEqual({
      status: 409,
      body: { message: COMMUNITY_MESSAGES.alreadyMember },
    });
    // PUT reviews/me writes the caller's own review only (no user id in the path or body).
    const seeded = DEMO_COMMUNITY_LIFE[P]!.reviews.find((r) => r.email === 'rahul@demo.yaktiv.test')!;
    const before = (await call(`/api/communities/${P}`)).body.reviews as { user_id: string; rating: number }[];
    const mine = await call(`/api/communities/${P}/reviews/me`, {
      method: 'PUT',
      token: rahul,
      body: { rating: seeded.rating, review_text: seeded.text, user_id: 'someone-else' },
    });
    expect(mine.status).toBe(400); // unknown field: identity never comes from the body
    const ok = await call(`/api/communities/${P}/reviews/me`, {
      method: 'PUT',
      token: rahul,
      body: { rating: seeded.rating, review_text: seeded.text },
    });
    expect(ok.status).toBe(200);
    const after = (await call(`/api/communities/${P}`)).body.reviews as { user_id: string; rating: number }[];
    expect(after.filter((r) => r.user_id !== ok.body.user_id)).toEqual(
      before
        .filter((r) => r.user_id !== ok.body.user_id)
        .map((r) => expect.objectContaining({ user_id: r.user_id, rating: r.rating })),
    );
    expect((await call(`/api/me/communities/${P}`, { token: rahul })).body.my_review).toMatchObject({
      user_id: ok.body.user_id,
      review_text: seeded.text,
    });
    expect((await call('/api/host/communities', { token: rahul })).body).toEqual({ data: [] });
    expect(await uploadImage(rahul, { purpose: 'create', content_type: 'image/png', size: 1000 })).toEqual({
      status: 403,
      body: { message: COMMUNITY_IMAGE_MESSAGES.hostsOnly },
    });
  });

  it('another host (not a member): no owner action, one community of their own, may join and leave', async () => {
    const arjun = tokens.arjun;
    expect((await call(`/api/me/communities/${P}`, { token: arjun })).body).toMatchObject({
      membership: 'none',
      is_owner: false,
      my_review: null,
    });
    const secondClub = { name: 'Second Club', sports: ['badminton'], location: 'Bandra' };
    expect(await createCommunity(arjun, secondClub)).toEqual({
      status: 409,
      body: { message: COMMUNITY_MESSAGES.onePerAccount },
    });
    await expectNoOwnerAction(arjun, 'anyone', 'reject');
    expect(
      await call(`/api/communities/${P}/reviews/me`, { method: 'PUT', token: arjun, body: { rating: 1 } }),
    ).toEqual({ status: 403, body: { message: COMMUNITY_MESSAGES.membersOnlyReview } });
    const own = (await call('/api/host/communities', { token: arjun })).body.data as {
      community: { id: string; host_id: string };
    }[];
    expect(own.map((c) => c.community.id)).toEqual(['demo-bandra-badminton-circle']);
    expect(
      (await uploadImage(arjun, { purpose: 'edit', content_type: 'image/png', size: 6 * 1024 * 1024 })).body,
    ).toEqual({
      message: COMMUNITY_IMAGE_MESSAGES.editTooLarge,
      field: 'size',
      errors: [{ field: 'size', message: COMMUNITY_IMAGE_MESSAGES.editTooLarge }],
    });
    expect((await uploadImage(arjun, { purpose: 'create', content_type: 'image/gif', size: 10 })).body.message).toBe(
      COMMUNITY_IMAGE_MESSAGES.contentType,
    );
    expect(
      (await uploadImage(arjun, { purpose: 'create', content_type: 'image/png', size: 6 * 1024 * 1024 })).status,
    ).toBe(200);
    // Joining a public community is open to any signed-in user; leaving is their own only.
    expect((await call(`/api/communities/${P}/members`, { method: 'POST', token: arjun })).body.membership).toBe(
      'member',
    );
    expect((await call(`/api/communities/${P}/members/me`, { method: 'DELETE', token: arjun })).body).toEqual({
      membership: 'none',
    });
    expect(await call(`/api/communities/${P}/members/me`, { method: 'DELETE', token: arjun })).toEqual({
      status: 409,
      body: { message: COMMUNITY_MESSAGES.notMember },
    });
  });

  it('the owner may do the owner actions (the control for the 404s above)', async () => {
    expect((await call(`/api/communities/${P}/requests`, { token: tokens.priya })).status).toBe(200);
    expect((await call(`/api/me/communities/${P}`, { token: tokens.priya })).body).toMatchObject({
      membership: 'admin',
      is_owner: true,
    });
  });
});
