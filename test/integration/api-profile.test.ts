import { describe, expect, inject, it, beforeAll } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';
import { signJwt, newSigningKey } from '@infra/local/cognito/jwt';
import { issuerFor, LOCAL } from '@infra/local/names';
import { signInLocal } from '../support/local-auth';

// The first slice through every layer: local router + JWT checks → handler → service → table.
const base = inject('localStackUrl');
const host = DEMO_ACCOUNTS.find((a) => a.role === 'host')!;
const player = DEMO_ACCOUNTS.find((a) => a.role === 'player')!;

const api = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers ?? {}),
    },
  });

describe('GET /api/health', () => {
  it('reports the table reachable without a token', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', table: 'reachable' });
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nope', '/api/games/unknown/thing', '/api'])('%s answers JSON 404', async (path) => {
    const response = await api(path, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).message).toMatch(/Not Found/);
  });
});

describe('the JWT check on /api/me', () => {
  let tokens: Awaited<ReturnType<typeof signInLocal>>;
  beforeAll(async () => {
    tokens = await signInLocal(base, host.email, DEMO_PASSWORD);
  });

  it('refuses a request without a token', async () => {
    expect((await api('/api/me')).status).toBe(401);
  });
  it('refuses an ID token used as an access token', async () => {
    expect((await api('/api/me', { token: tokens.IdToken })).status).toBe(401);
  });
  it('refuses a token signed by another key', async () => {
    const { key } = newSigningKey(`${LOCAL.userPoolId}-key-1`);
    const payload = JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1]!, 'base64url').toString());
    expect((await api('/api/me', { token: signJwt(payload, key) })).status).toBe(401);
  });
  it('refuses a tampered token', async () => {
    const [h, p, s] = tokens.AccessToken.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url');
    expect((await api('/api/me', { token: `${h}.${forged}.${s}` })).status).toBe(401);
  });
  it('accepts the access token and returns the profile of its subject', async () => {
    const response = await api('/api/me', { token: tokens.AccessToken });
    expect(response.status).toBe(200);
    const profile = await response.json();
    expect(profile).toMatchObject({ name: host.name, email: host.email, role: 'host', profile_setup_completed: true });
    const sub = JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1]!, 'base64url').toString()).sub;
    expect(profile.id).toBe(sub);
    expect(issuerFor(base)).toContain(LOCAL.userPoolId);
  });
});

describe('PUT /api/me', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signInLocal(base, player.email, DEMO_PASSWORD)).AccessToken;
  });
  const putMe = (body: object) => api('/api/me', { method: 'PUT', token, body: JSON.stringify(body) });

  it('updates only the fields sent, cleaning them as the spec says', async () => {
    const response = await putMe({ name: '  Rahul   V  ', instagram: '@rahul.v' });
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved).toMatchObject({
      name: 'Rahul V',
      instagram_handle: 'rahul.v',
      phone: player.phone,
      email: player.email,
    });
    const again = await (await api('/api/me', { token })).json();
    expect(again).toMatchObject({ name: 'Rahul V', instagram_handle: 'rahul.v' });
  });

  it('answers 400 with the field for malformed JSON', async () => {
    const response = await api('/api/me', { method: 'PUT', token, body: '{"name":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'body', message: 'Request body is not valid JSON' });
  });

  it('answers 400 with the field and the spec message for a schema violation', async () => {
    const response = await putMe({ phone: 'call me' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'phone', message: 'Please enter a valid phone number' });
  });

  it('never lets the body change who the user is', async () => {
    const response = await putMe({ id: 'someone-else', email: 'x@y.z' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['id', 'email']));
    const me = await (await api('/api/me', { token })).json();
    expect(me.email).toBe(player.email);
  });

  it('publishes ProfileUpdated.v1 through the table stream to the bus', async () => {
    const me = await (await api('/api/me', { token })).json();
    // A set-up profile's role can't change here (hosting goes through an application); any other field publishes the event.
    expect((await putMe({ role: 'host' })).status).toBe(403);
    await putMe({ instagram: 'rahul.events' });
    const deadline = Date.now() + 10_000;
    let found: any;
    while (!found && Date.now() < deadline) {
      const { events } = await (await fetch(`${base}/dev/events`)).json();
      found = events.find(
        (e: any) =>
          e['detail-type'] === 'ProfileUpdated.v1' &&
          e.detail.userId === me.id &&
          e.detail.changed.includes('instagram'),
      );
      if (!found) await new Promise((r) => setTimeout(r, 200));
    }
    expect(found).toBeDefined();
    expect(found.source).toBe('yaktiv');
    expect(found.detail.eventId).toEqual(expect.any(String));
  });
});
