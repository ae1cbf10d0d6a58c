import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_BODY_BYTES } from '@functions/platform/http/http';
import { GAME_MESSAGES } from '@shared/schemas/game';
import { gameBody, until } from '../support/games-client';
import { outboxTo } from '../support/dev-outbox';
import { manifestRoutes, PEOPLE, PLACE, securityWorld, type SecurityWorld, type Who } from '../support/security-world';

// The bad-input sweep, generated from infra/manifest.ts: every route, with hostile path
// parameters, bodies and query strings, never answers 5xx. Bodies start from a valid one where the
// route has one, so each hostile field is checked past the schema's first refusal.
const base = inject('localStackUrl');

let w: SecurityWorld;
beforeAll(async () => {
  w = await securityWorld(base);
}, 60_000);

const HUGE = 'x'.repeat(100_000);
const CONTROLS = 'a\u0000b\r\nc\u202Ed\u2066e\u0007\uFEFFf\u0085g\u2028';
const deepObject = (depth: number): unknown => (depth === 0 ? 'x' : { a: deepObject(depth - 1) });
const HOSTILE_VALUES: unknown[] = [
  123,
  -1e308,
  true,
  null,
  [],
  {},
  HUGE,
  CONTROLS,
  '\uD800',
  deepObject(500),
  Array.from({ length: 5_000 }, () => 'x'),
  { $gt: '' },
];

const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '\u0000\u0001\u0002',
  '\uFEFF{}',
];

const HOSTILE_IDS = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  'a'.repeat(3_000),
  '%00',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201=1--",
  '%F0%9F%92%A9',
  `${'%C3%A9'.repeat(600)}`,
];

const HOSTILE_QUERIES = [
  `q=${HUGE.slice(0, 5_000)}`,
  'q=%ZZ',
  `q=${encodeURIComponent(CONTROLS)}`,
  'lat=abc&lng=%5B%5D&radius_km=-1&limit=1e99&sport=%00&date=yesterday&skill_level=x',
  'lat=91&lng=181',
  'q=a&q=b&limit=1&limit=2',
  'cursor=%ZZ',
  `cursor=${'A'.repeat(4_000)}`,
  'cursor=eyJwayI6IlVTRVIjeCJ9',
];

/** A valid body per route, so a hostile field is tried where the schema lets the rest through. */
const BASE_BODIES: Record<string, (w: SecurityWorld) => Record<string, unknown>> = {
  'PUT /api/me': () => ({ name: 'Kavya Reddy' }),
  'POST /api/auth/magic-link': () => ({ email: 'nobody@example.test' }),
  'POST /api/auth/phone': () => ({ phone: '9876500000' }),
  'POST /api/games': (w) =>
    gameBody({
      ...PLACE,
      title: `Sweep ${w.run}`,
      questions: [{ question_text: 'Q?', question_type: 'checkbox', options: ['A', 'B'] }],
    }),
  'PUT /api/games/{id}': (w) => gameBody({ ...PLACE, title: w.game.title, price: 100 }),
  'POST /api/games/{id}/reports': () => ({ reason: 'Looks like spam' }),
  'POST /api/uploads/cover-image': () => ({ content_type: 'image/jpeg', size: 1000 }),
  'POST /api/games/{id}/join': (w) => ({
    answers: { [w.game.questions[0]!.id]: 'Forward' },
    contactInfo: { name: 'Ananya', email: `ananya.${w.run}@players.test` },
  }),
  'POST /api/requests/{id}/decision': () => ({ action: 'waitlist', hostMessage: 'See you' }),
  'POST /api/games/{id}/check-ins': () => ({ code: 'not-a-pass' }),
  'PUT /api/games/{id}/teams': () => ({
    teams: [
      { members: [{ walk_in: 'Asha', level: 'beginner' }] },
      { members: [{ walk_in: 'Ravi', level: 'advanced' }] },
    ],
  }),
  'POST /api/games/{id}/result': () => ({ scores: [1, 2] }),
  'POST /api/notifications/read': () => ({ ids: ['n1'] }),
  'POST /api/payments/orders': (w) => ({ joinRequestId: w.requestId, gameId: w.game.id }),
  'POST /api/payments/verify': (w) => ({
    razorpay_order_id: 'order_x',
    razorpay_payment_id: 'pay_x',
    razorpay_signature: 'sig',
    joinRequestId: w.requestId,
  }),
  'POST /api/payments/razorpay-webhook': () => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x', amount: 100 } } },
  }),
  'POST /api/host-applications': () => ({
    sports: ['football'],
    city: 'Pune',
    experience: 'Five years',
    why: 'To host',
    phone: '9876500011',
  }),
  'POST /api/admin/host-applications/{id}/decision': () => ({ action: 'reject', reason: 'Not yet' }),
  'POST /api/admin/reports/{gameId}/{action}': () => ({ note: 'Spam' }),
};

/** Who calls: the one the route serves, so the call gets past ownership to the parsing and the service. */
const callerFor = (route: { path: string; auth: boolean }): Who | null => {
  if (!route.auth) return null;
  // Ananya: the IDOR suite's victims (Priya's bell, Rahul's request) must not be changed by the sweep.
  if (route.path === '/api/notifications/read') return 'ananya';
  if (route.path === '/api/me') return 'kavya';
  // Admin routes parse only for an operator (everyone else gets their 404 first). Their ids name
  // nothing (see concrete), so a body that parses decides or takes down nothing.
  if (route.path.startsWith('/api/admin/')) return 'admin';
  if (
    /\/(join|my-request|reports)$/.test(route.path) ||
    /^\/api\/(requests\/\{id\}\/(withdraw|nudge|payment|refund-quote)|payments)/.test(route.path)
  )
    return 'ananya';
  return 'priya';
};

const concrete = (path: string, id?: string) =>
  path.startsWith('/api/admin/')
    ? path.replace(/\{(id|gameId)\}/, () => id ?? 'no-such-thing').replace('{action}', 'take-down')
    : path
        .replace('{id}', () => id ?? (path.startsWith('/api/requests') ? w.requestId : w.game.id))
        .replace('{proxy+}', id ?? 'anything/here');

async function send(method: string, path: string, who: Who | null, body?: string, contentType = 'application/json') {
  // Routes with a tight limit (moderation, uploads, sign-in) answer the sweep's rapid calls with
  // API Gateway's 429 once their bucket is empty; the sweep waits and calls again, as a client
  // would, so it still reaches the parsing it is here to test.
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': contentType, ...(who ? { authorization: `Bearer ${w.tokens[who]}` } : {}) },
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    });
    const text = await answer.text();
    if (answer.status !== 429 || attempt === 5) return { status: answer.status, text };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Reads whose answer for an id that names nothing is an empty list, not a 404 (nobody is going). */
const EMPTY_FOR_UNKNOWN_IDS = new Set(['GET /api/games/{id}/going']);

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

describe('the bad-input sweep: no route answers 5xx', () => {
  for (const route of manifestRoutes()) {
    const method = route.method === 'ANY' ? 'POST' : route.method;
    const who = callerFor(route);

    if (route.path.includes('{')) {
      it(`${route.key}: hostile path parameters`, async () => {
        for (const id of HOSTILE_IDS) {
          const answer = await send(method, concrete(route.path, id), who, hasBody(method) ? '{}' : undefined);
          expect(answer.status, `${route.key} with id ${id.slice(0, 40)}: ${answer.text.slice(0, 200)}`).toBeLessThan(
            500,
          );
          if (EMPTY_FOR_UNKNOWN_IDS.has(route.key) && answer.status === 200)
            expect(JSON.parse(answer.text), route.key).toEqual({ players: [] });
          else expect(answer.status).toBeGreaterThanOrEqual(400);
        }
      });
    }

    if (method === 'GET') {
      it(`${route.key}: hostile query strings`, async () => {
        for (const query of HOSTILE_QUERIES) {
          const answer = await send('GET', `${concrete(route.path)}?${query}`, who);
          expect(answer.status, `${route.key}?${query.slice(0, 60)}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
        }
      });
      continue;
    }
    if (!hasBody(method)) continue;

    it(`${route.key}: malformed, hostile and oversized bodies`, async () => {
      const path = concrete(route.path);
      const problems: string[] = [];
      const check = async (what: string, body: string, contentType?: string) => {
        const answer = await send(method, path, who, body, contentType);
        if (answer.status >= 500) problems.push(`${what} → ${answer.status} ${answer.text.slice(0, 200)}`);
      };
      for (const raw of RAW_BODIES) await check(`raw ${raw.slice(0, 30)}`, raw);
      const valid = BASE_BODIES[route.key]?.(w) ?? {};
      // Unknown content types arrive base64-encoded, as API Gateway sends them.
      await check('octet-stream', JSON.stringify(valid), 'application/octet-stream');
      await check('form', 'a=1&b=%ZZ', 'application/x-www-form-urlencoded');
      const fields = Object.keys(valid).length ? Object.keys(valid) : ['id', 'name', 'user_id', 'role'];
      for (const field of fields) {
        for (const value of HOSTILE_VALUES)
          await check(`${field}=${JSON.stringify(value)?.slice(0, 30)}`, JSON.stringify({ ...valid, [field]: value }));
      }
      expect(problems, route.key).toEqual([]);

      // Over the size limit: 413 wherever a handler answers (the catch-all answers 404 to anything).
      const oversized = await send(
        method,
        path,
        who,
        JSON.stringify({ ...valid, padding: 'x'.repeat(MAX_BODY_BYTES) }),
      );
      expect(
        route.path === '/api/{proxy+}' ? [404, 413] : [413],
        `${route.key} oversized: ${oversized.text.slice(0, 200)}`,
      ).toContain(oversized.status);
    });
  }
});

describe('the cases a security review found', () => {
  it('GET /api/games/%ZZ, POST /api/requests/%ZZ/decision and GET /%ZZ answer 400 or 404, not 500', async () => {
    expect([400, 404]).toContain((await send('GET', '/api/games/%ZZ', null)).status);
    expect([400, 404]).toContain(
      (await send('POST', '/api/requests/%ZZ/decision', 'priya', '{"action":"accept"}')).status,
    );
    expect([400, 404]).toContain((await send('GET', '/%ZZ', null)).status);
  });

  it('a game of 20 checkbox questions × 20 options × 1,100 characters gets a 400 that names the limit', async () => {
    const questions = Array.from({ length: 20 }, (_, q) => ({
      question_text: `Question ${q}`,
      question_type: 'checkbox',
      options: Array.from({ length: 20 }, (_, o) => `${o}`.padEnd(1_100, 'x')),
    }));
    const answer = await w.call('/api/games', {
      method: 'POST',
      token: w.tokens.priya,
      body: gameBody({ ...PLACE, title: `Huge ${w.run}`, questions }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: GAME_MESSAGES.optionTooLong, field: 'questions.0.options.0' });
  });

  it('normalises a title with CR/LF, NUL and RLO, and the host’s e-mail subject is one line', async () => {
    const dirty = `Night\r\nFootball\u0000 \u202E${w.run}`;
    const created = await w.call('/api/games', {
      method: 'POST',
      token: w.tokens.priya,
      body: gameBody({ ...PLACE, title: dirty, price: 0 }),
    });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(`Night Football ${w.run}`);
    const joined = await w.call(`/api/games/${created.body.id}/join`, {
      method: 'POST',
      token: w.tokens.ananya,
      body: { contactInfo: { name: 'Ananya\nIyer', email: `ananya.${w.run}@players.test` } },
    });
    expect(joined.status).toBe(201);
    const mail = await until(
      async () =>
        (await outboxTo(base, PEOPLE.priya)).find((m) => m.subject?.includes('Night') && m.subject.includes(w.run)),
      15_000,
      "the host's join e-mail",
    );
    expect(mail.subject).toBe(`New join request for Night Football ${w.run}`);
  });
});
