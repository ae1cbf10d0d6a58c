import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { dynamoHostApplicationRepository } from '@functions/hosting/adapters/host-application-repository';
import { HOST_APPLICATION_MESSAGES as M } from '@shared/schemas/host-application';
import { MESSAGES } from '@shared/messages';
import { apiClient, gameBody, until } from '../support/games-client';
import { outboxTo } from '../support/dev-outbox';
import { localDb } from '../support/community-fixtures';
import { claimsOf, freshPlayer, refreshedTokens } from '../support/fresh-player';
import { signInDemo } from '../support/demo-tokens';

// Host applications through the API: a player applies, only an operator (pool group
// `admins`) decides, everyone else gets the 404 of an unknown path, approval changes the role in
// the profile and in the pool (seen in the next refreshed token) and can be repeated safely.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const db = localDb(inject('dynamoEndpoint'));

const APPLICATION = {
  sports: ['cricket', 'football'],
  city: 'Pune',
  experience: 'I run a Sunday cricket group of 20.',
  why: 'To list our matches',
  phone: '98765 43210',
};
const ADMIN_ROUTES = (id: string) => [
  { method: 'GET', path: '/api/admin/host-applications' },
  { method: 'POST', path: `/api/admin/host-applications/${id}/decision`, body: { action: 'approve' } },
  { method: 'GET', path: '/api/admin/reports' },
  { method: 'POST', path: `/api/admin/reports/${id}/dismiss` },
  { method: 'POST', path: `/api/admin/reports/${id}/take-down`, body: {} },
];

let admin: string;
let rahul: string;
let priya: string;
beforeAll(async () => {
  [admin, rahul, priya] = await signInDemo(base, ['admin', 'rahul', 'priya']);
});

const decide = (id: string, body: unknown, as = admin) =>
  call(`/api/admin/host-applications/${id}/decision`, { method: 'POST', token: as, body });
const apply = (as: string, body: unknown = APPLICATION) =>
  call('/api/host-applications', { method: 'POST', token: as, body });

describe('who is an admin', () => {
  it("the demo operator's access token carries cognito:groups [admins], as Cognito's does", () => {
    expect(claimsOf(admin)['cognito:groups']).toEqual(['admins']);
    expect(claimsOf(rahul)['cognito:groups']).toBeUndefined();
  });

  it('every admin route answers non-admins exactly as an unknown path does (404), signed-out callers 401', async () => {
    const player = await freshPlayer(base);
    const { body: mine } = await apply(player.token);
    for (const route of ADMIN_ROUTES(mine.id)) {
      for (const [who, t] of Object.entries({ rahul, priya, applicant: player.token })) {
        const answer = await call(route.path, { method: route.method, token: t, body: route.body });
        expect(answer, `${who} ${route.method} ${route.path}`).toEqual({
          status: 404,
          body: { message: `${MESSAGES.notFound}: ${route.path}` },
        });
      }
      expect((await call(route.path, { method: route.method, body: route.body })).status).toBe(401);
    }
    // The applicant's own approval attempt changed nothing.
    expect((await call('/api/me/host-application', { token: player.token })).body.status).toBe('pending');
    expect((await call('/api/me', { token: player.token })).body.role).toBe('player');
  });
});

describe('applying', () => {
  it('stores a pending application the player can read back; a second open one is refused', async () => {
    const player = await freshPlayer(base, 'Applying Player');
    expect((await call('/api/me/host-application', { token: player.token })).status).toBe(404);
    const created = await apply(player.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      sports: ['cricket', 'football'],
      city: 'Pune',
      phone: '+919876543210',
      applicant_name: 'Applying Player',
      reason: null,
      user_id: player.sub,
    });
    expect(created.body).not.toHaveProperty('username');
    expect((await call('/api/me/host-application', { token: player.token })).body).toEqual(created.body);
    expect(await apply(player.token)).toEqual({ status: 409, body: { message: M.alreadyOpen } });
  });

  it('refuses bad input with the field and its message, and a host', async () => {
    const player = await freshPlayer(base);
    const noSports = await apply(player.token, { ...APPLICATION, sports: [] });
    expect(noSports.status).toBe(400);
    expect(noSports.body).toMatchObject({ field: 'sports', message: M.sportsRequired });
    expect((await apply(player.token, { ...APPLICATION, why: 'x'.repeat(201) })).body).toMatchObject({
      field: 'why',
      message: M.whyTooLong,
    });
    expect((await apply(player.token, { ...APPLICATION, phone: '12' })).body).toMatchObject({
      field: 'phone',
      message: M.phoneInvalid,
    });
    expect((await apply(player.token, { ...APPLICATION, city: ' \u202E ' })).body).toMatchObject({
      field: 'city',
      message: M.cityRequired,
    });
    expect((await apply(player.token, { ...APPLICATION, role: 'host' })).status).toBe(400);
    expect(await apply(priya)).toEqual({ status: 409, body: { message: M.alreadyHost } });
  });
});

describe('deciding', () => {
  it('approval makes the player a host in the profile and the pool; the same approval again is a no-op', async () => {
    const player = await freshPlayer(base, 'Future Host');
    const { body: application } = await apply(player.token);
    // Before: a player can't create a game, and can't make themselves a host.
    expect((await call('/api/games', { method: 'POST', token: player.token, body: gameBody() })).status).toBe(403);
    expect((await call('/api/me', { method: 'PUT', token: player.token, body: { role: 'host' } })).status).toBe(403);

    const pending = await call('/api/admin/host-applications?status=pending&limit=50', { token: admin });
    expect(pending.status).toBe(200);
    expect(pending.body.applications.map((a: { id: string }) => a.id)).toContain(application.id);

    const approved = await decide(application.id, { action: 'approve', reason: 'Welcome aboard' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: application.id, status: 'approved', reason: 'Welcome aboard' });
    const again = await decide(application.id, { action: 'approve' });
    expect(again).toEqual({ status: 200, body: approved.body });
    expect(await decide(application.id, { action: 'reject', reason: 'Changed my mind' })).toEqual({
      status: 409,
      body: { message: M.alreadyDecided },
    });

    expect((await call('/api/me', { token: player.token })).body.role).toBe('host');
    // The pool attribute: the next refreshed ID token says host.
    const refreshed = await refreshedTokens(base, player.refreshToken);
    expect(claimsOf(refreshed.IdToken)['custom:role']).toBe('host');
    expect((await call('/api/games', { method: 'POST', token: refreshed.AccessToken, body: gameBody() })).status).toBe(
      201,
    );

    // Decided applications leave the pending list and show under their status.
    const after = await call('/api/admin/host-applications?status=pending&limit=50', { token: admin });
    expect(after.body.applications.map((a: { id: string }) => a.id)).not.toContain(application.id);
    const mail = await until(
      async () => (await outboxTo(base, player.email)).find((m) => m.subject === 'Your host application was approved'),
      10_000,
      'the approval e-mail',
    );
    expect(mail.text).toContain('/host');
    const notifications = await until(
      async () => {
        const { body } = await call('/api/notifications', { token: player.token });
        return body.notifications?.some((n: { title: string }) => n.title === 'You are now a host') && body;
      },
      10_000,
      'the approval notification',
    );
    expect(notifications).toBeTruthy();
  });

  it('an approval that stopped after recording the decision completes when it is sent again', async () => {
    const player = await freshPlayer(base);
    const { body: application } = await apply(player.token);
    const repository = dynamoHostApplicationRepository(db, LOCAL.tableName);
    const stored = (await repository.get(application.id))!;
    // The decision is recorded, then the process died: no role anywhere yet.
    expect(
      await repository.decide(
        stored,
        { status: 'approved', reason: null, decided_at: new Date().toISOString(), decided_by: 'someone' },
        [],
      ),
    ).toBe(true);
    expect((await call('/api/me', { token: player.token })).body.role).toBe('player');

    expect((await decide(application.id, { action: 'approve' })).status).toBe(200);
    expect((await call('/api/me', { token: player.token })).body.role).toBe('host');
    expect(claimsOf((await refreshedTokens(base, player.refreshToken)).IdToken)['custom:role']).toBe('host');
  });

  it('a rejection needs a reason, shows it to the player, and lets them apply again', async () => {
    const player = await freshPlayer(base);
    const { body: application } = await apply(player.token);
    const noReason = await decide(application.id, { action: 'reject' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ field: 'reason', message: M.reasonRequired });
    expect((await decide(application.id, { action: 'maybe' })).status).toBe(400);
    expect(
      (await decide(application.id, { action: 'reject', reason: 'Tell us more about your games' })).body.status,
    ).toBe('rejected');
    expect((await call('/api/me/host-application', { token: player.token })).body).toMatchObject({
      status: 'rejected',
      reason: 'Tell us more about your games',
    });
    expect((await call('/api/me', { token: player.token })).body.role).toBe('player');
    const rejected = await call('/api/admin/host-applications?status=rejected&limit=50', { token: admin });
    expect(rejected.body.applications.map((a: { id: string }) => a.id)).toContain(application.id);

    const second = await apply(player.token);
    expect(second.status).toBe(201);
    expect((await call('/api/me/host-application', { token: player.token })).body.id).toBe(second.body.id);
  });

  it('an unknown application is 404 for the admin; the list pages with its cursor and refuses a foreign one', async () => {
    expect(await decide('no-such-application', { action: 'approve' })).toEqual({
      status: 404,
      body: { message: M.notFound },
    });
    const players = await Promise.all([freshPlayer(base), freshPlayer(base)]);
    for (const p of players) await apply(p.token);
    const first = await call('/api/admin/host-applications?limit=1', { token: admin });
    expect(first.body.applications).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call(`/api/admin/host-applications?limit=1&cursor=${first.body.nextCursor}`, { token: admin });
    expect(second.body.applications[0].id).not.toBe(first.body.applications[0].id);
    // A cursor of another list (rejected) or a made-up one is a 400, never a 500.
    const foreign = Buffer.from(
      JSON.stringify({ pk: 'x', sk: 'y', gsi5pk: 'HOSTAPPS#rejected', gsi5sk: 'z' }),
    ).toString('base64url');
    expect((await call(`/api/admin/host-applications?cursor=${foreign}`, { token: admin })).status).toBe(400);
    expect((await call('/api/admin/host-applications?status=everything', { token: admin })).status).toBe(400);
  });
});
