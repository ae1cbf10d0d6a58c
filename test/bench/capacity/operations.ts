import { randomUUID } from 'node:crypto';
import { FUNCTIONS } from '@infra/manifest';
import type { LocalStack } from '@infra/local/local-stack';
import { LocalEventBus } from '@infra/local/aws/event-bus';
import { freshUser } from '../../support/fresh-user';
import { gameBody, startingSoon } from '../../support/games-client';
import { discoverCellOf } from '@shared/rules/discover-cell';
import { GOING_GAMES_MAX } from '@shared/rules/going';
import type { CallRecord, Collector } from './collector';

// Drives each operation the capacity bench prices through the real API of the local stack, one
// at a time, and keeps the DynamoDB calls it set off: the API function's own, and the event
// consumers' (billed too) found by the correlation id the request carried into its events.

export interface OperationRun {
  name: string;
  statuses: number[];
  /** The API function's calls. */
  api: CallRecord[];
  /** The consumers' and triggers' calls this operation set off. */
  consumers: CallRecord[];
  /** Events it recorded and the consumer invocations they cause. */
  events: number;
  consumerInvocations: number;
  /** Bytes of the API answers (what CloudFront carries out). */
  answerBytes: number;
  /** The last answer's Cache-Control: what it tells CloudFront to keep. */
  cacheControl?: string;
}

const HTTP_FUNCTIONS = new Set(FUNCTIONS.filter((fn) => fn.routes?.length).map((fn) => fn.name));
const CONSUMERS = FUNCTIONS.filter((fn) => fn.events);

/** Waits until no DynamoDB call and no event delivery happened for a while: the operation's tail is done. */
async function quiet(stack: LocalStack, collector: Collector) {
  let seen = -1;
  let stillFor = 0;
  while (stillFor < 1200) {
    await stack.bus.idle();
    await new Promise((settle) => setTimeout(settle, 300));
    if (collector.records.length === seen) stillFor += 300;
    else {
      seen = collector.records.length;
      stillFor = 0;
    }
  }
}

export type Call = (
  path: string,
  init?: { method?: string; token?: string; body?: unknown },
) => Promise<{ status: number; body: any }>;

/** One operation: `act` gets a client whose requests carry the operation's correlation id. */
export async function runOperation(
  stack: LocalStack,
  collector: Collector,
  name: string,
  act: (call: Call) => Promise<unknown>,
  options: { triggers?: boolean } = {},
): Promise<OperationRun & { result: unknown }> {
  await quiet(stack, collector);
  collector.take();
  const tag = `cap-${name.replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`;
  const statuses: number[] = [];
  let answerBytes = 0;
  let cacheControl: string | undefined;
  const call: Call = async (path, init = {}) => {
    const response = await fetch(`${stack.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-correlation-id': tag,
        'accept-encoding': 'gzip',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    statuses.push(response.status);
    cacheControl = response.headers.get('cache-control') ?? undefined;
    answerBytes += Number(response.headers.get('content-length') ?? Buffer.byteLength(text));
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const result = await act(call);
  await quiet(stack, collector);
  const records = collector.take();
  const mine = records.filter((r) => r.correlationId === tag);
  const events = stack.bus.recent.filter((e) => (e.detail as { correlationId?: string })?.correlationId === tag);
  return {
    name,
    result,
    statuses,
    api: mine.filter((r) => HTTP_FUNCTIONS.has(r.functionName ?? '')),
    consumers: [
      ...mine.filter((r) => !HTTP_FUNCTIONS.has(r.functionName ?? '')),
      // Sign-up's work happens in the pool's triggers, which start their own correlation.
      ...(options.triggers ? records.filter((r) => r.correlationId !== tag && r.functionName) : []),
    ],
    events: events.length,
    consumerInvocations: events.reduce(
      (sum, event) => sum + CONSUMERS.filter((fn) => LocalEventBus.matches(fn, event)).length,
      0,
    ),
    answerBytes,
    cacheControl,
  };
}

const joinBody = (name: string, email: string) => ({ contactInfo: { name, email, phone: '9876543210' } });

/**
 * The operations, in an order where each has what it needs: a host, players, a paid game starting
 * within the check-in window, a game to cancel, a community. Answers the runs and the ids the
 * bench names in key patterns.
 */
export async function driveOperations(stack: LocalStack, collector: Collector) {
  const runs: OperationRun[] = [];
  const names = new Map<string, string>();
  const run = async <T>(name: string, act: (call: Call) => Promise<T>, options: { triggers?: boolean } = {}) => {
    const done = await runOperation(stack, collector, name, act, options);
    runs.push(done);
    return done.result as T;
  };
  const signUp = (label: string, role: 'host' | 'player') =>
    run(`sign-up (${role})`, () => freshUser(stack.url, role, `Capacity ${label}`), { triggers: true });

  const host = await signUp('Host', 'host');
  names.set(host.sub, 'host');
  const players = [];
  for (let i = 1; i <= 4; i++) {
    const player = await (i === 1
      ? signUp(`Player ${i}`, 'player')
      : freshUser(stack.url, 'player', `Capacity Player ${i}`));
    names.set(player.sub, 'player');
    players.push(player);
  }
  const [p1, p2, p3, p4] = players as [typeof host, typeof host, typeof host, typeof host];

  // Titles without the tests' unique tags: their words are search tokens, as a real title's are.
  const game = gameBody({ ...startingSoon(), price: 150, title: 'Saturday Morning Football' });
  const created = await run('game create', (call) =>
    call('/api/games', { method: 'POST', token: host.token, body: game }),
  );
  const gameId = created.body?.game?.id ?? created.body?.id;
  const createdAt = (created.body?.game?.created_at ?? created.body?.created_at) as string;
  names.set(gameId, 'game');
  await run('game edit', (call) =>
    call(`/api/games/${gameId}`, {
      method: 'PUT',
      token: host.token,
      body: { ...game, description: 'Bring a white and a dark shirt.' },
    }),
  );
  const joinAs = (player: typeof host) =>
    run('join', async (call) => {
      const joined = await call(`/api/games/${gameId}/join`, {
        method: 'POST',
        token: player.token,
        body: joinBody(player.name, player.email),
      });
      return joined.body?.joinRequestId as string;
    });
  const decide = (action: string, requestId: string) =>
    run(`decision: ${action}`, (call) =>
      call(`/api/requests/${requestId}/decision`, { method: 'POST', token: host.token, body: { action } }),
    );
  const r1 = await joinAs(p1);
  names.set(r1, 'request');
  await decide('accept', r1);
  const r2 = await joinAs(p2);
  names.set(r2, 'request');
  await decide('waitlist', r2);
  const r3 = await joinAs(p3);
  names.set(r3, 'request');
  await decide('reject', r3);
  const r4 = await joinAs(p4);
  names.set(r4, 'request');
  await run('nudge', (call) => call(`/api/requests/${r4}/nudge`, { method: 'POST', token: p4.token }));
  await run('withdraw', (call) => call(`/api/requests/${r4}/withdraw`, { method: 'POST', token: p4.token }));
  await run('pay (order + checkout + verify)', async (call) => {
    const order = await call('/api/payments/orders', { method: 'POST', token: p1.token, body: { joinRequestId: r1 } });
    names.set(order.body?.orderId, 'order');
    const checkout = await fetch(`${stack.url}/local-razorpay/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ order_id: order.body?.orderId, return_to: `/pay/${r1}`, outcome: 'pay' }),
      redirect: 'manual',
    });
    const paid = Object.fromEntries(new URL(checkout.headers.get('location') ?? '/', stack.url).searchParams);
    names.set(paid.razorpay_payment_id ?? '', 'payment');
    return call('/api/payments/verify', { method: 'POST', token: p1.token, body: { ...paid, joinRequestId: r1 } });
  });
  const mine = await fetch(`${stack.url}/api/games/${gameId}/my-request`, {
    headers: { authorization: `Bearer ${p1.token}` },
  }).then((r) => r.json() as Promise<{ game_pass?: string; request?: { game_pass?: string } }>);
  const code = mine.game_pass ?? mine.request?.game_pass;
  await run('check-in', (call) =>
    call(`/api/games/${gameId}/check-ins`, { method: 'POST', token: host.token, body: { code } }),
  );

  // Discover answers from kept cell pages: the first read after a change rebuilds and writes the
  // page, the next ones only read it. Both are measured, under two names. Featured has no kept page
  // (decision 047): each read merges the national list's parts.
  // Asked as the app asks: by the viewer's discover cell, the distances worked out on the phone.
  const at = `/api/games?cell=${discoverCellOf({ lat: 12.9352, lng: 77.6245 })}`;
  let listed: string[] = [];
  for (const [name, path] of [
    ['discover 5 km', `${at}&radius_km=5`],
    ['discover 50 km', `${at}&radius_km=50`],
  ] as const) {
    await run(`${name} (page rebuilt)`, (call) => call(path));
    const answer = await run(name, (call) => call(path));
    if (name === 'discover 5 km') listed = ((answer.body?.games ?? []) as { id: string }[]).map((g) => g.id);
  }
  await run('featured', (call) => call('/api/games/featured'));
  // A list's cards then ask who is going to the games on screen, in one request.
  await run('who is going (cards)', (call) =>
    call(`/api/games/going?ids=${listed.slice(0, GOING_GAMES_MAX).join(',')}`),
  );
  await run('search', (call) => call('/api/search?q=football'));
  await run('game page', (call) => call(`/api/games/${gameId}`));
  // The game page asks two more things beside the game: who is going (everyone; CloudFront keeps it
  // as it keeps the page) and the viewer's own request (signed in), as the page asks it: with the
  // game's creation time, read from the player's own requests.
  await run('who is going', (call) => call(`/api/games/${gameId}/going`));
  await run('my request', (call) =>
    call(`/api/games/${gameId}/my-request?since=${encodeURIComponent(createdAt)}`, { token: p1.token }),
  );
  await run('host dashboard', (call) => call('/api/host/dashboard', { token: host.token }));
  await run('host analytics', (call) => call('/api/host/analytics', { token: host.token }));
  await run('notifications', (call) => call('/api/notifications', { token: p1.token }));

  const community = await run('community create', (call) =>
    call('/api/communities', {
      method: 'POST',
      token: host.token,
      body: { name: 'Koramangala Weekend Footballers', sports: ['football'], location: 'Koramangala, Bengaluru' },
    }),
  );
  const communityId = community.body?.community?.id as string;
  names.set(communityId, 'community');
  await run('community list', (call) => call('/api/communities'));
  await run('community page', (call) => call(`/api/communities/${communityId}`, { token: p1.token }));
  await run('community join', (call) =>
    call(`/api/communities/${communityId}/members`, { method: 'POST', token: p1.token, body: {} }),
  );
  await run('community review', (call) =>
    call(`/api/communities/${communityId}/reviews/me`, {
      method: 'PUT',
      token: p1.token,
      body: { rating: 5, review_text: 'Friendly games every weekend.' },
    }),
  );

  const cancelled = await gameToCancel(stack, host.token);
  names.set(cancelled, 'game');
  await run('game cancel', (call) => call(`/api/games/${cancelled}`, { method: 'DELETE', token: host.token }));
  return { runs, names };
}

/** A second game to cancel, made outside any measurement. */
async function gameToCancel(stack: LocalStack, token: string): Promise<string> {
  const response = await fetch(`${stack.url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(gameBody({ title: 'Sunday Evening Football' })),
  });
  const body = (await response.json()) as { game?: { id: string }; id?: string };
  return (body.game?.id ?? body.id)!;
}
