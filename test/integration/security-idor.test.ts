import { beforeAll, describe, expect, inject, it } from 'vitest';
import { manifestRoutes, pathMatches, securityWorld, until, type SecurityWorld, type Who } from '../support/security-world';

// The IDOR matrix (issue 9): every route of infra/manifest.ts has an entry here — the first test
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
  | { kind: 'owned'; attackers: Who[]; call: (w: SecurityWorld) => Call; state: (w: SecurityWorld) => Promise<unknown>; owner?: Who };

const gamePath = (w: SecurityWorld, tail = '') => `/api/games/${w.game.id}${tail}`;
const requestPath = (w: SecurityWorld, tail: string) => `/api/requests/${w.requestId}${tail}`;
/** The game as its host sees it (title, price, status, when it changed). */
const gameState = async (w: SecurityWorld) => {
  const { status, body } = await w.call(gamePath(w));
  return { status, title: body?.title, price: body?.price, state: body?.status, updated_at: body?.updated_at, players: body?.current_players };
};
/** Rahul's request as he sees it. */
const requestState = async (w: SecurityWorld) => {
  const { status, body } = await w.call(gamePath(w, '/my-request'), { token: w.tokens.rahul });
  return { status, id: body?.id, state: body?.status, payment: body?.payment_status, nudges: body?.nudge_count, message: body?.host_message };
};
const arrivalsState = async (w: SecurityWorld) => (await w.call(gamePath(w, '/check-ins'), { token: w.tokens.priya })).body;
const validGameEdit = (w: SecurityWorld) => ({
  title: `Taken over ${w.run}`,
  sport: 'football',
  location: 'Elsewhere',
  maps_link: 'https://www.google.com/maps?q=12.9,77.6',
  game_date: '2099-01-01',
  game_time: '10:00',
  max_players: 2,
  price: 1,
});
const expectRefusedBody = async (w: SecurityWorld, who: Who, path: string, method: string, body: unknown) => {
  const answer = await w.call(path, { method, token: w.tokens[who], body });
  expect(answer.status, `${who} ${method} ${path} ${JSON.stringify(body)}`).toBe(400);
};

const IDOR_MATRIX: Record<string, Entry> = {
  'GET /api/health': { kind: 'public', why: 'reports whether the table is reachable; no user data' },
  'POST /api/auth/magic-link': { kind: 'public', why: 'sign-in helper; answers the same for every address' },
  'POST /api/auth/phone': { kind: 'public', why: 'sign-in helper; covered by the auth work of issue 9' },
  'GET /api/games': { kind: 'public', why: 'discover: public upcoming games' },
  'GET /api/games/featured': { kind: 'public', why: "home's trending games, public" },
  'GET /api/games/{id}': { kind: 'public', why: 'a game page is public (spec §2); it carries no contact details' },
  'GET /api/search': { kind: 'public', why: 'public search of games and communities' },
  'POST /api/payments/razorpay-webhook': { kind: 'public', why: "Razorpay's calls: the webhook secret's signature is the authentication" },
  'ANY /api/{proxy+}': { kind: 'public', why: 'answers 404 for unknown paths' },

  'GET /api/me': {
    kind: 'caller',
    why: 'the profile of the token’s subject',
    probe: async (w) => {
      const { body } = await w.call('/api/me?id=' + w.subs.rahul, { token: w.tokens.ananya });
      expect(body.id).toBe(w.subs.ananya);
    },
  },
  'PUT /api/me': {
    kind: 'caller',
    why: 'changes the token’s subject only; identity fields in the body are refused',
    probe: async (w) => {
      const before = (await w.call('/api/me', { token: w.tokens.rahul })).body;
      for (const body of [{ id: w.subs.rahul, name: 'Taken' }, { user_id: w.subs.rahul, name: 'Taken' }, { userId: w.subs.rahul }]) await expectRefusedBody(w, 'ananya', '/api/me', 'PUT', body);
      // A player making themselves a host is refused too (issue 9, item 4).
      const promoted = await w.call('/api/me', { method: 'PUT', token: w.tokens.ananya, body: { role: 'host' } });
      expect(promoted.status).toBe(403);
      expect((await w.call('/api/me', { token: w.tokens.ananya })).body.role).toBe('player');
      expect((await w.call('/api/games', { method: 'POST', token: w.tokens.ananya, body: validGameEdit(w) })).status).toBe(403);
      expect((await w.call('/api/me', { token: w.tokens.rahul })).body).toEqual(before);
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
      const other = await w.call('/api/host/games?host_id=' + w.subs.priya, { token: w.tokens.arjun });
      expect(other.status).toBe(200);
      expect((other.body.games as { id: string }[]).some((g) => g.id === w.game.id)).toBe(false);
      const player = await w.call('/api/host/games', { token: w.tokens.rahul });
      expect(player.status === 403 || (player.status === 200 && player.body.games.length === 0), JSON.stringify(player)).toBe(true);
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
      expect((await w.call('/api/uploads/cover-image', { method: 'POST', token: w.tokens.rahul, body: { content_type: 'image/jpeg', size: 1000 } })).status).toBe(403);
    },
  },
  'POST /api/games/{id}/join': {
    kind: 'caller',
    why: 'the caller asks to join; the player is the token’s subject',
    probe: async (w) => {
      await expectRefusedBody(w, 'ananya', gamePath(w, '/join'), 'POST', { user_id: w.subs.rahul, contactInfo: { name: 'A', email: 'a@x.test' } });
      const own = await w.call(gamePath(w, '/join'), { method: 'POST', token: w.tokens.priya, body: { contactInfo: { name: 'P', email: 'p@x.test' } } });
      expect(own.status).toBeGreaterThanOrEqual(400);
      expect(own.status).toBeLessThan(500);
    },
  },
  'GET /api/me/requests': {
    kind: 'caller',
    why: "the caller's own requests",
    probe: async (w) => {
      const { body } = await w.call('/api/me/requests?user_id=' + w.subs.rahul, { token: w.tokens.ananya });
      expect((body.requests as { id: string }[]).some((r) => r.id === w.requestId)).toBe(false);
    },
  },
  'GET /api/notifications': {
    kind: 'caller',
    why: "the caller's own bell",
    probe: async (w) => {
      const hosts = await until(async () => {
        const { body } = await w.call('/api/notifications', { token: w.tokens.priya });
        return body.notifications.length > 0 ? body.notifications : undefined;
      }, 20_000, "the host's join notification");
      const { body } = await w.call('/api/notifications?user_id=' + w.subs.priya, { token: w.tokens.ananya });
      const seen = new Set((body.notifications as { id: string }[]).map((n) => n.id));
      expect((hosts as { id: string }[]).some((n) => seen.has(n.id))).toBe(false);
    },
  },
  'POST /api/notifications/read': {
    kind: 'caller',
    why: "marks the caller's notifications; another's ids change nothing",
    probe: async (w) => {
      const before = await until(async () => {
        const { body } = await w.call('/api/notifications', { token: w.tokens.priya });
        return body.unread > 0 ? body : undefined;
      }, 20_000, 'an unread notification of the host');
      const ids = (before.notifications as { id: string; is_read: boolean }[]).filter((n) => !n.is_read).map((n) => n.id);
      const answer = await w.call('/api/notifications/read', { method: 'POST', token: w.tokens.ananya, body: { ids } });
      expect(answer.status).toBeLessThan(500);
      const after = (await w.call('/api/notifications', { token: w.tokens.priya })).body;
      expect(after.unread).toBeGreaterThanOrEqual(before.unread);
    },
  },

  'PUT /api/games/{id}': { kind: 'owned', attackers: ['arjun', 'rahul'], call: (w) => ({ path: gamePath(w), body: validGameEdit(w) }), state: gameState },
  'DELETE /api/games/{id}': { kind: 'owned', attackers: ['arjun', 'rahul'], call: (w) => ({ path: gamePath(w) }), state: gameState },
  'GET /api/games/{id}/my-request': { kind: 'owned', owner: 'rahul', attackers: ['ananya', 'arjun'], call: (w) => ({ path: gamePath(w, '/my-request') }), state: requestState },
  'GET /api/games/{id}/requests': { kind: 'owned', owner: 'priya', attackers: ['arjun', 'rahul'], call: (w) => ({ path: gamePath(w, '/requests') }), state: requestState },
  'POST /api/requests/{id}/decision': {
    kind: 'owned',
    attackers: ['arjun', 'rahul', 'ananya'],
    call: (w) => ({ path: requestPath(w, '/decision'), body: { action: 'accept', hostMessage: 'hijacked' } }),
    state: requestState,
  },
  'POST /api/requests/{id}/withdraw': { kind: 'owned', attackers: ['ananya', 'arjun', 'priya'], call: (w) => ({ path: requestPath(w, '/withdraw') }), state: requestState },
  'POST /api/requests/{id}/nudge': { kind: 'owned', attackers: ['ananya', 'arjun', 'priya'], call: (w) => ({ path: requestPath(w, '/nudge') }), state: requestState },
  'POST /api/games/{id}/check-ins': { kind: 'owned', attackers: ['arjun', 'rahul'], call: (w) => ({ path: gamePath(w, '/check-ins'), body: { code: 'not-a-pass' } }), state: arrivalsState },
  'GET /api/games/{id}/check-ins': { kind: 'owned', owner: 'priya', attackers: ['arjun', 'rahul'], call: (w) => ({ path: gamePath(w, '/check-ins') }), state: arrivalsState },
  'GET /api/requests/{id}/payment': { kind: 'owned', owner: 'rahul', attackers: ['ananya', 'arjun', 'priya'], call: (w) => ({ path: requestPath(w, '/payment') }), state: requestState },
  'GET /api/requests/{id}/refund-quote': { kind: 'owned', owner: 'rahul', attackers: ['ananya', 'arjun', 'priya'], call: (w) => ({ path: requestPath(w, '/refund-quote') }), state: requestState },
  'POST /api/payments/orders': {
    kind: 'owned',
    attackers: ['ananya', 'arjun', 'priya'],
    call: (w) => ({ path: '/api/payments/orders', body: { joinRequestId: w.requestId, gameId: w.game.id } }),
    state: requestState,
  },
  'POST /api/payments/verify': {
    kind: 'owned',
    attackers: ['ananya', 'priya'],
    call: (w) => ({ path: '/api/payments/verify', body: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'sig', joinRequestId: w.requestId } }),
    state: requestState,
  },
};

describe('the IDOR matrix covers the manifest', () => {
  it('has an entry for every route of infra/manifest.ts, and none for a route that is gone', () => {
    const keys = manifestRoutes().map((r) => r.key);
    expect(keys.filter((key) => !(key in IDOR_MATRIX)), 'routes without an IDOR entry').toEqual([]);
    expect(Object.keys(IDOR_MATRIX).filter((key) => !keys.includes(key)), 'entries without a route').toEqual([]);
  });

  it('signed-in routes are owned or caller-scoped, never public', () => {
    for (const route of manifestRoutes()) if (route.auth) expect(IDOR_MATRIX[route.key]!.kind, route.key).not.toBe('public');
  });
});

describe('cross-user calls are refused and change nothing', () => {
  let w: SecurityWorld;
  beforeAll(async () => {
    w = await securityWorld(base);
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
        expect([403, 404], `${attacker}: ${route.method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
      }
      expect(await entry.state(w)).toEqual(before);
      // Positive control on reads: the owner gets through, so the refusals above are authorization.
      if (entry.owner) expect((await w.call(path, { method: route.method, token: w.tokens[entry.owner], body })).status, `${entry.owner} ${path}`).toBe(200);
    });
  }
});
