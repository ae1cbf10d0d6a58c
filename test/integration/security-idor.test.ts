import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  manifestRoutes,
  pathMatches,
  securityWorld,
  until,
  type SecurityWorld,
  type Who,
} from '../support/security-world';
import { inDays } from '../support/games-client';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL } from '@infra/local/names';
import { joinKeys } from '@functions/joins/adapters/keys';
import { localDb } from '../support/community-fixtures';
import { weekdayOf } from '@shared/rules/series';
import { pushDevice, storedPushDevices } from '../support/push-device';

// The IDOR matrix: every route of infra/manifest.ts has an entry here — the first test
// fails the day a route is added without one. Routes on someone's game or request are called as
// another player, another host and a player acting as host (or the host acting as the player):
// each call is refused with the 404/403 the code gives and the thing attacked is unchanged.
// Routes that only ever act on the caller say why, and probe that the body or query can't name
// someone else. Public routes say why they have no owner.
const base = inject('localStackUrl');

interface Call {
  path: string;
  body?: unknown;
}
type Entry =
  | { kind: 'public'; why: string }
  | { kind: 'caller'; why: string; probe: (w: SecurityWorld) => Promise<void> }
  | {
      kind: 'owned';
      attackers: Who[];
      call: (w: SecurityWorld) => Call;
      state: (w: SecurityWorld) => Promise<unknown>;
      owner?: Who;
    };

const gamePath = (w: SecurityWorld, tail = '') => `/api/games/${w.game.id}${tail}`;
/** A weekly rule whose first game is on `date`. */
const weeklyOn = (date: string) => ({ days: [weekdayOf(date)], interval: 1, count: 4 });
/** Priya's series, made before the matrix runs: the end-series entry attacks it. */
let seriesId = '';
/** The series' first game: the regulars' skip entries probe it. */
let seriesGameId = '';
const regularsPath = (tail = '') => `/api/game-series/${seriesId}/regulars${tail}`;
/** The series' regulars as its host sees them (Rahul asked before the matrix runs). */
const regularsState = async (w: SecurityWorld) => (await w.call(regularsPath(), { token: w.tokens.priya })).body;
const requestPath = (w: SecurityWorld, tail: string) => `/api/requests/${w.requestId}${tail}`;
/** The game as its host sees it (title, price, status, when it changed). */
const gameState = async (w: SecurityWorld) => {
  const { status, body } = await w.call(gamePath(w));
  return {
    status,
    title: body?.title,
    price: body?.price,
    state: body?.status,
    updated_at: body?.updated_at,
    players: body?.current_players,
  };
};
/** Rahul's request as he sees it. */
const requestState = async (w: SecurityWorld) => {
  const { status, body } = await w.call(gamePath(w, '/my-request'), { token: w.tokens.rahul });
  return {
    status,
    id: body?.id,
    state: body?.status,
    payment: body?.payment_status,
    nudges: body?.nudge_count,
    message: body?.host_message,
  };
};
const arrivalsState = async (w: SecurityWorld) =>
  (await w.call(gamePath(w, '/check-ins'), { token: w.tokens.priya })).body;
/** The game's teams and result as its host sees them. */
const teamsState = async (w: SecurityWorld) => (await w.call(gamePath(w, '/teams'), { token: w.tokens.priya })).body;
const walkInTeams = {
  teams: [
    { members: [{ walk_in: 'Taken', level: 'beginner' }] },
    { members: [{ walk_in: 'Over', level: 'advanced' }] },
  ],
};
const validGameEdit = (w: SecurityWorld) => ({
  title: `Taken over ${w.run}`,
  sport: 'football',
  location: 'Elsewhere',
  maps_link: 'https://www.google.com/maps?q=12.9,77.6',
  game_date: inDays(60),
  game_time: '10:00',
  max_players: 2,
  price: 1,
});
// Communities: Priya's demo community; test/integration/communities-authz.test.ts
// checks every community route's exact answers for each kind of caller as well.
const P = 'demo-bengaluru-weekend-footballers';
const communityPath = (tail = '') => `/api/communities/${P}${tail}`;
/** The community as its owner sees it: what an edit or delete would change, and who waits. */
const communityState = async (w: SecurityWorld) => {
  const { status, body } = await w.call(communityPath(), { token: w.tokens.priya });
  const requests = (await w.call(communityPath('/requests'), { token: w.tokens.priya })).body;
  return {
    status,
    name: body?.name ?? body?.community?.name,
    description: body?.description ?? body?.community?.description,
    updated: body?.updated_at ?? body?.community?.updated_at,
    requests,
  };
};
const communityEdit = { name: 'Hijacked', sports: ['football'], location: 'Nowhere' };
const expectRefusedBody = async (w: SecurityWorld, who: Who, path: string, method: string, body: unknown) => {
  const answer = await w.call(path, { method, token: w.tokens[who], body });
  expect(answer.status, `${who} ${method} ${path} ${JSON.stringify(body)}`).toBe(400);
};

// Host applications and moderation: Ananya's pending application and the open reports.
// Every non-admin, the applicant included, is refused; test/integration/host-applications-api.test.ts
// and admin-reports.test.ts check the exact answers and the admin's side.
const NOT_ADMINS: Who[] = ['priya', 'arjun', 'rahul', 'ananya', 'kavya'];
const applicationState = async (w: SecurityWorld) => {
  const { status, body } = await w.call('/api/me/host-application', { token: w.tokens.ananya });
  return { status, id: body?.id, state: body?.status, reason: body?.reason, decided: body?.decided_at };
};
const reportsState = async (w: SecurityWorld) => {
  const { body } = await w.call('/api/admin/reports', { token: w.tokens.admin });
  return (body?.games ?? []).find((g: { game_id: string }) => g.game_id === w.game.id) ?? null;
};

/** Rahul's review of Priya's community, the community's totals, and any open report of it. */
const reviewReportState = async (w: SecurityWorld) => {
  const page = (await w.call(communityPath())).body;
  const { body } = await w.call('/api/admin/reports', { token: w.tokens.admin });
  return {
    review: page?.reviews?.find((r: { user_id: string }) => r.user_id === w.subs.rahul) ?? null,
    totals: page?.stats,
    report:
      (body?.reviews ?? []).find(
        (r: { community_id: string; user_id: string }) => r.community_id === P && r.user_id === w.subs.rahul,
      ) ?? null,
  };
};

const IDOR_MATRIX: Record<string, Entry> = {
  'GET /api/health': { kind: 'public', why: 'reports whether the table is reachable; no user data' },
  'POST /api/auth/magic-link': { kind: 'public', why: 'sign-in helper; answers the same for every address' },
  'POST /api/auth/phone': { kind: 'public', why: 'sign-in helper; its abuse cases are in phone-sign-in.test.ts' },
  'GET /api/games': { kind: 'public', why: 'discover: public upcoming games' },
  'GET /api/games/featured': { kind: 'public', why: "home's trending games, public" },
  'GET /api/sports/popular': { kind: 'public', why: "home's player count per sport; totals only, no one named" },
  'GET /api/games/{id}': { kind: 'public', why: 'a game page is public; it carries no contact details' },
  'GET /api/games/going': {
    kind: 'public',
    why: "the cards' who-is-going avatars: names and pictures of players who chose to be shown, no contact details",
  },
  'GET /api/games/{id}/going': {
    kind: 'public',
    why: "the game page's who-is-going avatars: only players who chose to be shown, no contact details",
  },
  'GET /api/search': { kind: 'public', why: 'public search of games and communities' },
  'POST /api/payments/razorpay-webhook': {
    kind: 'public',
    why: "Razorpay's calls: the webhook secret's signature is the authentication",
  },
  'ANY /api/{proxy+}': { kind: 'public', why: 'answers 404 for unknown paths' },
  'GET /game/{id}': {
    kind: 'public',
    why: "a shared game link's HTML: the public game page's title, date, venue and price in its head",
  },
  'GET /game/{id}/{view}': { kind: 'public', why: 'the plain SPA shell of a nested game screen; no data' },
  'GET /community/{id}': {
    kind: 'public',
    why: "a shared community link's HTML: what its public page shows (a private one: the name only)",
  },
  'GET /community/{id}/{view}': { kind: 'public', why: 'the plain SPA shell of a nested community screen; no data' },

  'GET /api/me': {
    kind: 'caller',
    why: 'the profile of the token’s subject',
    probe: async (w) => {
      const { body } = await w.call(`/api/me?id=${w.subs.rahul}`, { token: w.tokens.ananya });
      expect(body.id).toBe(w.subs.ananya);
    },
  },
  'PUT /api/me': {
    kind: 'caller',
    why: 'changes the token’s subject only; identity fields in the body are refused',
    probe: async (w) => {
      const before = (await w.call('/api/me', { token: w.tokens.rahul })).body;
      for (const body of [
        { id: w.subs.rahul, name: 'Taken' },
        { user_id: w.subs.rahul, name: 'Taken' },
        { userId: w.subs.rahul },
        // Spot alerts are the caller's own choice too: nobody files another player for them.
        { id: w.subs.rahul, spot_alerts: true, spot_alerts_km: 5 },
      ])
        await expectRefusedBody(w, 'ananya', '/api/me', 'PUT', body);
      // A player making themselves a host is refused too.
      const promoted = await w.call('/api/me', { method: 'PUT', token: w.tokens.ananya, body: { role: 'host' } });
      expect(promoted.status).toBe(403);
      expect((await w.call('/api/me', { token: w.tokens.ananya })).body.role).toBe('player');
      expect(
        (await w.call('/api/games', { method: 'POST', token: w.tokens.ananya, body: validGameEdit(w) })).status,
      ).toBe(403);
      expect((await w.call('/api/me', { token: w.tokens.rahul })).body).toEqual(before);
    },
  },
  'PUT /api/me/role': {
    kind: 'caller',
    why: "sets the token's subject's role only, under the profile's rule; identity fields in the body are refused",
    probe: async (w) => {
      await expectRefusedBody(w, 'ananya', '/api/me/role', 'PUT', { role: 'host', id: w.subs.rahul });
      await expectRefusedBody(w, 'ananya', '/api/me/role', 'PUT', { role: 'admin' });
      // A set-up player making themselves a host is refused, in the profile and the pool.
      const promoted = await w.call('/api/me/role', { method: 'PUT', token: w.tokens.ananya, body: { role: 'host' } });
      expect(promoted.status).toBe(403);
      expect((await w.call('/api/me', { token: w.tokens.ananya })).body.role).toBe('player');
      expect((await w.call('/api/me', { token: w.tokens.rahul })).body.role).toBe('player');
    },
  },
  'POST /api/games': {
    kind: 'caller',
    why: 'the caller becomes the host; only a host may; host_id in the body is refused',
    probe: async (w) => {
      const asPlayer = await w.call('/api/games', { method: 'POST', token: w.tokens.rahul, body: validGameEdit(w) });
      expect(asPlayer.status).toBe(403);
      await expectRefusedBody(w, 'arjun', '/api/games', 'POST', { ...validGameEdit(w), host_id: w.subs.priya });
      const mine = (await w.call('/api/host/games', { token: w.tokens.priya })).body.games as { title: string }[];
      expect(mine.some((g) => g.title === validGameEdit(w).title)).toBe(false);
    },
  },
  'GET /api/host/games': {
    kind: 'caller',
    why: "the caller's own games",
    probe: async (w) => {
      const other = await w.call(`/api/host/games?host_id=${w.subs.priya}`, { token: w.tokens.arjun });
      expect(other.status).toBe(200);
      expect((other.body.games as { id: string }[]).some((g) => g.id === w.game.id)).toBe(false);
      const player = await w.call('/api/host/games', { token: w.tokens.rahul });
      expect(
        player.status === 403 || (player.status === 200 && player.body.games.length === 0),
        JSON.stringify(player),
      ).toBe(true);
    },
  },
  'GET /api/host/dashboard': {
    kind: 'caller',
    why: "the caller's own aggregates, games and pending requests; a host id in the query is ignored; players are refused",
    probe: async (w) => {
      const other = await w.call(`/api/host/dashboard?host_id=${w.subs.priya}`, { token: w.tokens.arjun });
      expect(other.status).toBe(200);
      expect(JSON.stringify(other.body)).not.toContain(w.game.id);
      expect(JSON.stringify(other.body)).not.toContain(w.requestId);
      const player = await w.call('/api/host/dashboard', { token: w.tokens.rahul });
      expect(player.status).toBe(403);
      expect(player.body.message).toMatch(/Only hosts/);
      expect(JSON.stringify((await w.call('/api/host/dashboard', { token: w.tokens.priya })).body)).toContain(
        w.game.id,
      );
    },
  },
  'GET /api/host/requests': {
    kind: 'caller',
    why: "the caller's own pending requests after a position: a cursor names a point in time, never a host; a host id in the query is ignored",
    probe: async (w) => {
      const cursor = Buffer.from(JSON.stringify(['2000-01-01T00:00:00.000Z', 'a'])).toString('base64url');
      const other = await w.call(`/api/host/requests?cursor=${cursor}&host_id=${w.subs.priya}`, {
        token: w.tokens.arjun,
      });
      expect(other.status).toBe(200);
      expect((other.body.requests as { game_id: string }[]).some((r) => r.game_id === w.game.id)).toBe(false);
      expect((await w.call(`/api/host/requests?cursor=${cursor}`, { token: w.tokens.rahul })).status).toBe(403);
      const own = await w.call(`/api/host/requests?cursor=${cursor}`, { token: w.tokens.priya });
      expect(own.status).toBe(200);
      expect(Array.isArray(own.body.requests)).toBe(true);
    },
  },
  'GET /api/host/analytics': {
    kind: 'caller',
    why: "the caller's own played games and monthly money; a host id in the query is ignored; players are refused",
    probe: async (w) => {
      const other = await w.call(`/api/host/analytics?host_id=${w.subs.priya}`, { token: w.tokens.arjun });
      expect(other.status).toBe(200);
      expect(JSON.stringify(other.body)).not.toContain(w.game.id);
      expect((await w.call('/api/host/analytics', { token: w.tokens.rahul })).status).toBe(403);
    },
  },
  'POST /api/games/{id}/reports': {
    kind: 'caller',
    why: 'one report by the caller; the reporter is the token’s subject',
    probe: async (w) => {
      await expectRefusedBody(w, 'ananya', gamePath(w, '/reports'), 'POST', { reason: 'spam', user_id: w.subs.rahul });
    },
  },
  'POST /api/uploads/cover-image': {
    kind: 'caller',
    why: 'signs an upload form for the caller; hosts only',
    probe: async (w) => {
      expect(
        (
          await w.call('/api/uploads/cover-image', {
            method: 'POST',
            token: w.tokens.rahul,
            body: { content_type: 'image/jpeg', size: 1000 },
          })
        ).status,
      ).toBe(403);
    },
  },
  'POST /api/games/{id}/join': {
    kind: 'caller',
    why: 'the caller asks to join; the player is the token’s subject',
    probe: async (w) => {
      await expectRefusedBody(w, 'ananya', gamePath(w, '/join'), 'POST', {
        user_id: w.subs.rahul,
        contactInfo: { name: 'A', email: 'a@x.test' },
      });
      // Naming Rahul's request as one's group needs the fingerprint of his pass, which only he hands out.
      const grouped = await w.call(gamePath(w, '/join'), {
        method: 'POST',
        token: w.tokens.ananya,
        body: { contactInfo: { name: 'A', email: 'a@x.test' }, group_code: `${w.requestId}.AAAAAAAAAAA` },
      });
      expect([400, 409]).toContain(grouped.status);
      const seen = (await w.call(gamePath(w, '/requests'), { token: w.tokens.priya })).body.requests as {
        group?: string;
      }[];
      expect(seen.some((r) => r.group === w.requestId)).toBe(false);
      const own = await w.call(gamePath(w, '/join'), {
        method: 'POST',
        token: w.tokens.priya,
        body: { contactInfo: { name: 'P', email: 'p@x.test' } },
      });
      expect(own.status).toBeGreaterThanOrEqual(400);
      expect(own.status).toBeLessThan(500);
    },
  },
  'GET /api/me/data': {
    kind: 'caller',
    why: "everything the app holds about the token's subject; a query naming someone else is ignored",
    probe: async (w) => {
      const { status, body } = await w.call(`/api/me/data?user_id=${w.subs.rahul}`, { token: w.tokens.ananya });
      expect(status).toBe(200);
      expect(body.user_id).toBe(w.subs.ananya);
      expect(body.profile.id).toBe(w.subs.ananya);
      expect((body.join_requests as { id: string }[]).some((r) => r.id === w.requestId)).toBe(false);
    },
  },
  'DELETE /api/me': {
    kind: 'caller',
    why: "deletes the token's subject only; a body naming someone else, or without the typed word, is refused",
    probe: async (w) => {
      const before = (await w.call('/api/me', { token: w.tokens.rahul })).body;
      for (const body of [
        { confirmation: 'DELETE', user_id: w.subs.rahul },
        { confirmation: 'DELETE', id: w.subs.rahul },
        { confirmation: 'delete' },
        {},
      ])
        await expectRefusedBody(w, 'ananya', '/api/me', 'DELETE', body);
      expect((await w.call('/api/me', { token: w.tokens.rahul })).body).toEqual(before);
      expect((await w.call('/api/me', { token: w.tokens.ananya })).status).toBe(200);
    },
  },
  'GET /api/me/requests': {
    kind: 'caller',
    why: "the caller's own requests",
    probe: async (w) => {
      const { body } = await w.call(`/api/me/requests?user_id=${w.subs.rahul}`, { token: w.tokens.ananya });
      expect((body.requests as { id: string }[]).some((r) => r.id === w.requestId)).toBe(false);
    },
  },
  'GET /api/me/stats': {
    kind: 'caller',
    why: "the caller's own stats and activity",
    probe: async (w) => {
      // Rahul's join becomes an activity item of his; another caller, naming him, never sees it.
      const own = await until(
        async () => {
          const { body } = await w.call('/api/me/stats', { token: w.tokens.rahul });
          return (body.activity as { id: string; text: string }[]).find((a) => a.text.includes(w.game.title));
        },
        20_000,
        "Rahul's join in his activity",
      );
      expect(own).toBeDefined();
      const { body } = await w.call(`/api/me/stats?user_id=${w.subs.rahul}`, { token: w.tokens.ananya });
      expect((body.activity as { id: string }[]).some((a) => a.id === own!.id)).toBe(false);
      expect((body.activity as { text: string }[]).some((a) => a.text.includes(w.game.title))).toBe(false);
      // Show-up records: Rahul's (given a shape nobody else has) reaches him, never a caller naming him.
      const rahulsRecord = { showed_up: 97, no_shows: 3, late_drops: 1 };
      await localDb(inject('dynamoEndpoint')).send(
        new PutCommand({
          TableName: LOCAL.tableName,
          Item: { ...joinKeys.showUpRecord(w.subs.rahul), type: 'show-up-record', ...rahulsRecord },
        }),
      );
      expect((await w.call('/api/me/stats', { token: w.tokens.rahul })).body.show_up).toEqual(rahulsRecord);
      const named = await w.call(`/api/me/stats?user_id=${w.subs.rahul}`, { token: w.tokens.ananya });
      expect(named.body.show_up).not.toEqual(rahulsRecord);
    },
  },
  'GET /api/notifications': {
    kind: 'caller',
    why: "the caller's own bell",
    probe: async (w) => {
      const hosts = await until(
        async () => {
          const { body } = await w.call('/api/notifications', { token: w.tokens.priya });
          return body.notifications.length > 0 ? body.notifications : undefined;
        },
        20_000,
        "the host's join notification",
      );
      const { body } = await w.call(`/api/notifications?user_id=${w.subs.priya}`, { token: w.tokens.ananya });
      // An id is unique within one user's bell only (time and event): both bells may hold one for
      // the same event under the same id. So a notification is its id and its text.
      const said = (n: { id: string; title: string; body: string }) => `${n.id} ${n.title} ${n.body}`;
      const seen = new Set((body.notifications as { id: string; title: string; body: string }[]).map(said));
      expect((hosts as { id: string; title: string; body: string }[]).some((n) => seen.has(said(n)))).toBe(false);
    },
  },
  'POST /api/notifications/read': {
    kind: 'caller',
    why: "marks the caller's notifications; another's ids change nothing",
    probe: async (w) => {
      const before = await until(
        async () => {
          const { body } = await w.call('/api/notifications', { token: w.tokens.priya });
          return body.unread > 0 ? body : undefined;
        },
        20_000,
        'an unread notification of the host',
      );
      const ids = (before.notifications as { id: string; is_read: boolean }[])
        .filter((n) => !n.is_read)
        .map((n) => n.id);
      const answer = await w.call('/api/notifications/read', { method: 'POST', token: w.tokens.ananya, body: { ids } });
      expect(answer.status).toBeLessThan(500);
      const after = (await w.call('/api/notifications', { token: w.tokens.priya })).body;
      expect(after.unread).toBeGreaterThanOrEqual(before.unread);
    },
  },

  'POST /api/push/subscriptions': {
    kind: 'caller',
    why: "saves a device under the caller only; the body can't name whose it is",
    probe: async (w) => {
      const device = pushDevice(base);
      const named = await w.call('/api/push/subscriptions', {
        method: 'POST',
        token: w.tokens.ananya,
        body: { ...device.subscription, user_id: w.subs.priya },
      });
      expect(named.status).toBe(400);
      const saved = await w.call('/api/push/subscriptions', {
        method: 'POST',
        token: w.tokens.ananya,
        body: device.subscription,
      });
      expect(saved.status).toBe(201);
      expect(await storedPushDevices(localDb(inject('dynamoEndpoint')), w.subs.ananya, device.endpoint)).toHaveLength(
        1,
      );
      expect(await storedPushDevices(localDb(inject('dynamoEndpoint')), w.subs.priya, device.endpoint)).toEqual([]);
    },
  },
  'DELETE /api/push/subscriptions/{id}': {
    kind: 'caller',
    why: "forgets one of the caller's devices; another's device id names nothing under the caller",
    probe: async (w) => {
      const device = pushDevice(base);
      const saved = await w.call('/api/push/subscriptions', {
        method: 'POST',
        token: w.tokens.priya,
        body: device.subscription,
      });
      expect(saved.status).toBe(201);
      const answer = await w.call(`/api/push/subscriptions/${encodeURIComponent(saved.body.id)}`, {
        method: 'DELETE',
        token: w.tokens.ananya,
      });
      expect(answer.status).toBeLessThan(500);
      expect(await storedPushDevices(localDb(inject('dynamoEndpoint')), w.subs.priya, device.endpoint)).toHaveLength(1);
    },
  },

  'GET /api/communities': { kind: 'public', why: 'communities-list: public communities only' },
  'GET /api/communities/{id}': { kind: 'public', why: 'a community page is public; a private one shows only its name' },
  'GET /api/communities/{id}/members': {
    kind: 'public',
    why: "a public community's members past the page's first, as its page shows them; a private one's are refused (community-people-pages.test.ts)",
  },
  'GET /api/communities/{id}/reviews': {
    kind: 'public',
    why: "a public community's reviews past the page's first, as its page shows them; a private one's are refused (community-people-pages.test.ts)",
  },
  'GET /api/communities/{id}/games': {
    kind: 'public',
    why: "a public community's upcoming games past the page's first, as its page shows them; a private one's are refused (community-people-pages.test.ts)",
  },
  'GET /api/me/communities/{id}/members': {
    kind: 'caller',
    why: "a community's members as the caller may see them (a private one's only for its members); nobody else can be named",
    probe: async (w) => {
      const named = await w.call(`/api/me/communities/${P}/members?user_id=${w.subs.priya}`, { token: w.tokens.arjun });
      expect(named.status).toBe(200);
      expect(named.body).toEqual((await w.call(`/api/communities/${P}/members`)).body);
    },
  },
  'GET /api/me/communities/{id}/reviews': {
    kind: 'caller',
    why: "a community's reviews as the caller may see them (a private one's only for its members); nobody else can be named",
    probe: async (w) => {
      const named = await w.call(`/api/me/communities/${P}/reviews?user_id=${w.subs.priya}`, { token: w.tokens.arjun });
      expect(named.status).toBe(200);
      expect(named.body).toEqual((await w.call(`/api/communities/${P}/reviews`)).body);
    },
  },
  'GET /api/me/communities/{id}/games': {
    kind: 'caller',
    why: "a community's upcoming games as the caller may see them (a private one's only for its members); nobody else can be named",
    probe: async (w) => {
      const named = await w.call(`/api/me/communities/${P}/games?user_id=${w.subs.priya}`, { token: w.tokens.arjun });
      expect(named.status).toBe(200);
      expect(named.body).toEqual((await w.call(`/api/communities/${P}/games`)).body);
    },
  },
  'POST /api/communities': {
    kind: 'caller',
    why: "creates the caller's own community (hosts only, one per account); the owner comes from the token",
    probe: async (w) => {
      expect(
        (
          await w.call('/api/communities', {
            method: 'POST',
            token: w.tokens.rahul,
            body: { ...communityEdit, name: `Player club ${w.run}` },
          })
        ).status,
      ).toBe(403);
      await expectRefusedBody(w, 'arjun', '/api/communities', 'POST', {
        ...communityEdit,
        name: `Taken ${w.run}`,
        host_id: w.subs.priya,
      });
    },
  },
  'GET /api/me/communities/{id}': {
    kind: 'caller',
    why: "the caller's own membership of a community",
    probe: async (w) => {
      const named = (await w.call(`/api/me/communities/${P}?user_id=${w.subs.priya}`, { token: w.tokens.arjun })).body;
      const own = (await w.call(`/api/me/communities/${P}`, { token: w.tokens.arjun })).body;
      expect(named).toEqual(own);
      expect(own.membership).not.toEqual(
        (await w.call(`/api/me/communities/${P}`, { token: w.tokens.priya })).body.membership,
      );
    },
  },
  'PUT /api/communities/{id}': {
    kind: 'owned',
    attackers: ['arjun', 'rahul', 'ananya'],
    call: () => ({ path: communityPath(), body: communityEdit }),
    state: communityState,
  },
  'DELETE /api/communities/{id}': {
    kind: 'owned',
    attackers: ['arjun', 'rahul', 'ananya'],
    call: () => ({ path: communityPath() }),
    state: communityState,
  },
  'GET /api/communities/{id}/requests': {
    kind: 'owned',
    owner: 'priya',
    attackers: ['arjun', 'rahul', 'ananya'],
    call: () => ({ path: communityPath('/requests') }),
    state: communityState,
  },
  'POST /api/communities/{id}/requests/{userId}/decision': {
    kind: 'owned',
    attackers: ['arjun', 'rahul', 'ananya'],
    call: (w) => ({ path: communityPath(`/requests/${w.subs.ananya}/decision`), body: { action: 'approve' } }),
    state: communityState,
  },
  'POST /api/communities/{id}/members': {
    kind: 'caller',
    why: 'joins as the caller only: the route reads no body, so nobody else can be named',
    probe: async (w) => {
      const before = (await w.call(`/api/me/communities/${P}`, { token: w.tokens.ananya })).body;
      // Rahul is already a member: naming Ananya in the body joins nobody.
      expect(
        (
          await w.call(communityPath('/members'), {
            method: 'POST',
            token: w.tokens.rahul,
            body: { user_id: w.subs.ananya },
          })
        ).status,
      ).toBe(409);
      expect((await w.call(`/api/me/communities/${P}`, { token: w.tokens.ananya })).body).toEqual(before);
    },
  },
  'DELETE /api/communities/{id}/members/me': {
    kind: 'caller',
    why: "leaves as the caller only ('me' is the only member the path can name)",
    probe: async (w) => {
      const before = (await w.call(`/api/me/communities/${P}`, { token: w.tokens.rahul })).body;
      // Arjun is not a member: leaving answers for him and Rahul's membership stays.
      expect((await w.call(communityPath('/members/me'), { method: 'DELETE', token: w.tokens.arjun })).status).toBe(
        409,
      );
      expect((await w.call(`/api/me/communities/${P}`, { token: w.tokens.rahul })).body).toEqual(before);
    },
  },
  'PUT /api/communities/{id}/reviews/me': {
    kind: 'caller',
    why: "writes the caller's own review (members only); a user id in the body is refused",
    probe: async (w) => {
      await expectRefusedBody(w, 'rahul', communityPath('/reviews/me'), 'PUT', {
        rating: 1,
        review_text: 'as someone else',
        user_id: w.subs.priya,
      });
      expect(
        (await w.call(communityPath('/reviews/me'), { method: 'PUT', token: w.tokens.arjun, body: { rating: 1 } }))
          .status,
      ).toBe(403);
    },
  },
  'GET /api/host/communities': {
    kind: 'caller',
    why: "the caller's own communities; a host id in the query is ignored",
    probe: async (w) => {
      const { body } = await w.call(`/api/host/communities?host_id=${w.subs.priya}`, { token: w.tokens.arjun });
      expect(JSON.stringify(body)).not.toContain(P);
      expect(JSON.stringify((await w.call('/api/host/communities', { token: w.tokens.priya })).body)).toContain(P);
    },
  },
  'POST /api/uploads/community-image': {
    kind: 'caller',
    why: "signs an upload into the caller's own folder; players are refused",
    probe: async (w) => {
      expect(
        (
          await w.call('/api/uploads/community-image', {
            method: 'POST',
            token: w.tokens.rahul,
            body: { content_type: 'image/jpeg', size: 1000, purpose: 'create' },
          })
        ).status,
      ).toBe(403);
    },
  },

  'PUT /api/games/{id}': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: gamePath(w), body: validGameEdit(w) }),
    state: gameState,
  },
  'DELETE /api/games/{id}': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: gamePath(w) }),
    state: gameState,
  },
  // Repeating games (decision 068): only the host starts, changes or ends their own game's series.
  'POST /api/game-series': {
    kind: 'caller',
    why: 'the caller becomes the host of the series and its first game; only a host may; host_id in the body is refused',
    probe: async (w) => {
      const body = { game: validGameEdit(w), repeat: weeklyOn(validGameEdit(w).game_date) };
      expect((await w.call('/api/game-series', { method: 'POST', token: w.tokens.rahul, body })).status).toBe(403);
      await expectRefusedBody(w, 'arjun', '/api/game-series', 'POST', { ...body, host_id: w.subs.priya });
      await expectRefusedBody(w, 'arjun', '/api/game-series', 'POST', {
        ...body,
        game: { ...body.game, host_id: w.subs.priya },
      });
    },
  },
  'POST /api/games/{id}/repeat': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/repeat'), body: { repeat: weeklyOn(inDays(3)) } }),
    state: async (w) => ({ ...(await gameState(w)), series: (await w.call(gamePath(w))).body?.series_id ?? null }),
  },
  'PUT /api/games/{id}/following': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/following'), body: validGameEdit(w) }),
    state: gameState,
  },
  'POST /api/game-series/{id}/end': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: () => ({ path: `/api/game-series/${seriesId}/end` }),
    state: async (w) => (await w.call(`/api/game-series/${seriesId}`)).body,
  },
  // Regulars (decision 071): the host decides and lists; a player acts on their own regular item only.
  'POST /api/game-series/{id}/regulars': {
    kind: 'caller',
    why: 'the caller asks for themselves; the body takes only answers, never a player',
    probe: async (w) => {
      await expectRefusedBody(w, 'ananya', regularsPath(), 'POST', { user_id: w.subs.rahul });
      expect((await w.call(regularsPath('/me'), { token: w.tokens.ananya })).status).toBe(404);
    },
  },
  'GET /api/game-series/{id}/regulars/me': {
    kind: 'caller',
    why: "the caller's own regular item; the path names no player",
    probe: async (w) => {
      expect((await w.call(regularsPath('/me'), { token: w.tokens.ananya })).status).toBe(404);
      expect((await w.call(regularsPath('/me'), { token: w.tokens.rahul })).body.status).toBe('pending');
    },
  },
  'DELETE /api/game-series/{id}/regulars/me': {
    kind: 'caller',
    why: "the caller leaves; someone else's regular item stays",
    probe: async (w) => {
      expect((await w.call(regularsPath('/me'), { method: 'DELETE', token: w.tokens.ananya })).status).toBe(204);
      expect((await w.call(regularsPath('/me'), { token: w.tokens.rahul })).body.status).toBe('pending');
    },
  },
  'GET /api/game-series/{id}/regulars': {
    kind: 'owned',
    owner: 'priya',
    attackers: ['arjun', 'rahul'],
    call: () => ({ path: regularsPath() }),
    state: regularsState,
  },
  'POST /api/game-series/{id}/regulars/{userId}/decision': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: regularsPath(`/${w.subs.rahul}/decision`), body: { action: 'approve' } }),
    state: regularsState,
  },
  'DELETE /api/game-series/{id}/regulars/{userId}': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: regularsPath(`/${w.subs.rahul}`) }),
    state: regularsState,
  },
  'PUT /api/game-series/{id}/regulars-settings': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: () => ({
      path: `/api/game-series/${seriesId}/regulars-settings`,
      body: { skip_cutoff_hours: 2, public_opens_hours: 0 },
    }),
    state: async (w) => (await w.call(`/api/game-series/${seriesId}`)).body,
  },
  'POST /api/games/{id}/skip': {
    kind: 'caller',
    why: "the caller skips their own request as an approved regular; anyone else's request is out of reach",
    probe: async (w) => {
      const path = `/api/games/${seriesGameId}/skip`;
      expect((await w.call(path, { method: 'POST', token: w.tokens.rahul })).status).toBe(404);
      expect((await w.call(path, { method: 'POST', token: w.tokens.arjun })).status).toBe(404);
    },
  },
  'DELETE /api/games/{id}/skip': {
    kind: 'caller',
    why: "the caller undoes their own skip as an approved regular; anyone else's request is out of reach",
    probe: async (w) => {
      const path = `/api/games/${seriesGameId}/skip`;
      expect((await w.call(path, { method: 'DELETE', token: w.tokens.rahul })).status).toBe(404);
    },
  },
  'GET /api/game-series/{id}': {
    kind: 'public',
    why: "a series' rule and its next dates, as public as its games' pages (no template, no players)",
  },
  'POST /api/games/{id}/call-off-for-rain': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/call-off-for-rain') }),
    state: gameState,
  },
  'GET /api/games/{id}/forecast': {
    kind: 'public',
    why: "the weather at a public game's venue and hour (rain chance, temperature); no one's data",
  },
  'GET /api/games/{id}/my-request': {
    kind: 'owned',
    owner: 'rahul',
    attackers: ['ananya', 'arjun'],
    call: (w) => ({ path: gamePath(w, '/my-request') }),
    state: requestState,
  },
  // Rahul's request is pending: he is refused like a stranger until the host accepts him.
  'GET /api/games/{id}/payment-details': {
    kind: 'owned',
    owner: 'priya',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/payment-details') }),
    state: requestState,
  },
  'GET /api/games/{id}/requests': {
    kind: 'owned',
    owner: 'priya',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/requests') }),
    state: requestState,
  },
  'POST /api/requests/{id}/decision': {
    kind: 'owned',
    attackers: ['arjun', 'rahul', 'ananya'],
    call: (w) => ({ path: requestPath(w, '/decision'), body: { action: 'accept', hostMessage: 'hijacked' } }),
    state: requestState,
  },
  // The host removing a player they accepted (decision 066): only the game's host, never the player or others.
  'POST /api/requests/{id}/removal': {
    kind: 'owned',
    attackers: ['arjun', 'rahul', 'ananya'],
    call: (w) => ({ path: requestPath(w, '/removal'), body: { hostMessage: 'hijacked' } }),
    state: requestState,
  },
  'POST /api/requests/{id}/withdraw': {
    kind: 'owned',
    attackers: ['ananya', 'arjun', 'priya'],
    call: (w) => ({ path: requestPath(w, '/withdraw') }),
    state: requestState,
  },
  // A spot held for the player (decision 060): only they take or decline it.
  'POST /api/requests/{id}/offer/take': {
    kind: 'owned',
    attackers: ['ananya', 'arjun', 'priya'],
    call: (w) => ({ path: requestPath(w, '/offer/take') }),
    state: requestState,
  },
  'POST /api/requests/{id}/offer/decline': {
    kind: 'owned',
    attackers: ['ananya', 'arjun', 'priya'],
    call: (w) => ({ path: requestPath(w, '/offer/decline') }),
    state: requestState,
  },
  'POST /api/requests/{id}/nudge': {
    kind: 'owned',
    attackers: ['ananya', 'arjun', 'priya'],
    call: (w) => ({ path: requestPath(w, '/nudge') }),
    state: requestState,
  },
  'POST /api/games/{id}/check-ins': {
    kind: 'owned',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/check-ins'), body: { code: 'not-a-pass' } }),
    state: arrivalsState,
  },
  'GET /api/games/{id}/check-ins': {
    kind: 'owned',
    owner: 'priya',
    attackers: ['arjun', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/check-ins') }),
    state: arrivalsState,
  },
  'GET /api/games/{id}/teams': {
    kind: 'owned',
    owner: 'priya',
    // Rahul's request is still pending: only confirmed players and the host read the teams.
    attackers: ['arjun', 'ananya', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/teams') }),
    state: teamsState,
  },
  'PUT /api/games/{id}/teams': {
    kind: 'owned',
    attackers: ['arjun', 'ananya', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/teams'), body: walkInTeams }),
    state: teamsState,
  },
  'POST /api/games/{id}/result': {
    kind: 'owned',
    attackers: ['arjun', 'ananya', 'rahul'],
    call: (w) => ({ path: gamePath(w, '/result'), body: { winner: 0 } }),
    state: teamsState,
  },
  'GET /api/me/ratings': {
    kind: 'caller',
    why: "the token's subject's own ratings; a user id in the query is ignored",
    probe: async (w) => {
      const own = (await w.call('/api/me/ratings', { token: w.tokens.ananya })).body;
      expect((await w.call(`/api/me/ratings?user_id=${w.subs.rahul}`, { token: w.tokens.ananya })).body).toEqual(own);
    },
  },
  'GET /api/requests/{id}/payment': {
    kind: 'owned',
    owner: 'rahul',
    attackers: ['ananya', 'arjun', 'priya'],
    call: (w) => ({ path: requestPath(w, '/payment') }),
    state: requestState,
  },
  'GET /api/requests/{id}/refund-quote': {
    kind: 'owned',
    owner: 'rahul',
    attackers: ['ananya', 'arjun', 'priya'],
    call: (w) => ({ path: requestPath(w, '/refund-quote') }),
    state: requestState,
  },
  'POST /api/payments/orders': {
    kind: 'owned',
    attackers: ['ananya', 'arjun', 'priya'],
    call: (w) => ({ path: '/api/payments/orders', body: { joinRequestId: w.requestId, gameId: w.game.id } }),
    state: requestState,
  },
  'POST /api/host-applications': {
    kind: 'caller',
    why: 'applies as the caller only: who applies comes from the token, and the schema refuses any other field',
    probe: async (w) => {
      const body = { sports: ['run'], city: 'Pune', experience: 'Years', why: 'To host', phone: '9811122233' };
      expect(
        (
          await w.call('/api/host-applications', {
            method: 'POST',
            token: w.tokens.rahul,
            body: { ...body, user_id: w.subs.ananya },
          })
        ).status,
      ).toBe(400);
      // Ananya already has one open: a second for her is refused, whoever sends it.
      expect((await w.call('/api/host-applications', { method: 'POST', token: w.tokens.ananya, body })).status).toBe(
        409,
      );
    },
  },
  'GET /api/me/host-application': {
    kind: 'caller',
    why: "reads the caller's own application; the query can't name another user",
    probe: async (w) => {
      const other = await w.call(`/api/me/host-application?user_id=${w.subs.ananya}`, { token: w.tokens.arjun });
      expect(other.body?.id).not.toBe(w.hostApplicationId);
      expect((await w.call('/api/me/host-application', { token: w.tokens.ananya })).body.id).toBe(w.hostApplicationId);
    },
  },
  'GET /api/admin/host-applications': {
    kind: 'owned',
    owner: 'admin',
    attackers: NOT_ADMINS,
    call: () => ({ path: '/api/admin/host-applications?status=pending' }),
    state: applicationState,
  },
  'POST /api/admin/host-applications/{id}/decision': {
    kind: 'owned',
    attackers: NOT_ADMINS,
    call: (w) => ({
      path: `/api/admin/host-applications/${w.hostApplicationId}/decision`,
      body: { action: 'approve' },
    }),
    state: applicationState,
  },
  'GET /api/admin/reports': {
    kind: 'owned',
    owner: 'admin',
    attackers: NOT_ADMINS,
    call: () => ({ path: '/api/admin/reports' }),
    state: reportsState,
  },
  'POST /api/admin/reports/{gameId}/{action}': {
    kind: 'owned',
    attackers: NOT_ADMINS,
    // take-down, the action that changes most; dismiss is refused the same way (host-applications-api.test.ts).
    call: (w) => ({ path: `/api/admin/reports/${w.game.id}/take-down`, body: { note: 'Taken over' } }),
    state: async (w) => ({ reports: await reportsState(w), game: await gameState(w) }),
  },
  'POST /api/communities/{id}/reviews/{userId}/reports': {
    kind: 'owned',
    // Only the community's owner reports its reviews: members (Rahul, Ananya), others and admins are refused.
    attackers: ['rahul', 'ananya', 'arjun', 'kavya', 'admin'],
    call: (w) => ({ path: communityPath(`/reviews/${w.subs.rahul}/reports`), body: { reason: 'abusive' } }),
    state: reviewReportState,
  },
  'POST /api/admin/review-reports/{communityId}/{userId}/{action}': {
    kind: 'owned',
    attackers: NOT_ADMINS,
    // remove, the action that changes most; dismiss is refused the same way (review-reports.test.ts).
    call: (w) => ({ path: `/api/admin/review-reports/${P}/${w.subs.rahul}/remove` }),
    state: reviewReportState,
  },
  'POST /api/payments/verify': {
    kind: 'owned',
    attackers: ['ananya', 'priya'],
    call: (w) => ({
      path: '/api/payments/verify',
      body: {
        razorpay_order_id: 'order_x',
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 'sig',
        joinRequestId: w.requestId,
      },
    }),
    state: requestState,
  },
};

describe('the IDOR matrix covers the manifest', () => {
  it('has an entry for every route of infra/manifest.ts, and none for a route that is gone', () => {
    const keys = manifestRoutes().map((r) => r.key);
    expect(
      keys.filter((key) => !(key in IDOR_MATRIX)),
      'routes without an IDOR entry',
    ).toEqual([]);
    expect(
      Object.keys(IDOR_MATRIX).filter((key) => !keys.includes(key)),
      'entries without a route',
    ).toEqual([]);
  });

  it('signed-in routes are owned or caller-scoped, never public', () => {
    for (const route of manifestRoutes())
      if (route.auth) expect(IDOR_MATRIX[route.key]!.kind, route.key).not.toBe('public');
  });
});

describe('cross-user calls are refused and change nothing', () => {
  let w: SecurityWorld;
  beforeAll(async () => {
    w = await securityWorld(base);
    // An open report on the game, so the moderation entries have something a refused call could close.
    expect(
      (
        await w.call(gamePath(w, '/reports'), {
          method: 'POST',
          token: w.tokens.kavya,
          body: { reason: 'Looks like spam' },
        })
      ).status,
    ).toBe(202);
    const series = await w.call('/api/game-series', {
      method: 'POST',
      token: w.tokens.priya,
      body: {
        game: { ...validGameEdit(w), title: `Series ${w.run}`, game_date: inDays(5) },
        repeat: weeklyOn(inDays(5)),
      },
    });
    expect(series.status, JSON.stringify(series.body)).toBe(201);
    seriesId = series.body.series.id;
    seriesGameId = series.body.game.id;
    // Rahul asks to be a regular (left pending): the regulars' entries attack his item.
    expect((await w.call(regularsPath(), { method: 'POST', token: w.tokens.rahul, body: {} })).status).toBe(201);
  });

  for (const route of manifestRoutes()) {
    const entry = IDOR_MATRIX[route.key];
    if (!entry || entry.kind === 'public') continue;
    if (entry.kind === 'caller') {
      it(`${route.key}: acts on the caller only (${entry.why})`, async () => {
        await entry.probe(w);
      });
      continue;
    }
    it(`${route.key}: refused for ${entry.attackers.join(', ')}`, async () => {
      const { path, body } = entry.call(w);
      expect(pathMatches(route.path, path), `${path} is a path of ${route.path}`).toBe(true);
      const before = await entry.state(w);
      for (const attacker of entry.attackers) {
        const answer = await w.call(path, { method: route.method, token: w.tokens[attacker], body });
        expect(
          [403, 404],
          `${attacker}: ${route.method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`,
        ).toContain(answer.status);
      }
      expect(await entry.state(w)).toEqual(before);
      // Positive control on reads: the owner gets through, so the refusals above are authorization.
      if (entry.owner)
        expect(
          (await w.call(path, { method: route.method, token: w.tokens[entry.owner], body })).status,
          `${entry.owner} ${path}`,
        ).toBe(200);
    });
  }
});
