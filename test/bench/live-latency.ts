import { userChannel } from '@shared/realtime/channels';
import type { LocalStack } from '@infra/local/local-stack';
import { freshUser } from '../support/fresh-user';
import { gameBody } from '../support/games-client';
import { connectLive, type LiveClient } from '../support/live-client';

// Decision → screen: 100 players each follow their own live channel (the web app's protocol, spoken
// by the tests' Node client), the host accepts their requests one after another, and each player's
// message is timed from the moment the host's accept was answered. The same for the bell, rung by
// the notification's writer. Figures and a verdict printed, never asserted in a test.

const PLAYERS = Number(process.env.LIVE_PLAYERS ?? 100);
/** Sign-ups and joins in flight while the players are made. */
const SETUP_IN_FLIGHT = 10;
const BUDGET_P99_MS = 1000;
const WAIT_MS = 30_000;

interface Player {
  name: string;
  email: string;
  token: string;
  sub: string;
  requestId?: string;
  live?: LiveClient;
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, size + start).map(each));
}

async function api(base: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The data message on the player's channel that `match` accepts, with the time it arrived. */
function arrival(client: LiveClient, match: (event: Record<string, unknown>) => boolean): Promise<number | null> {
  return client
    .next((m) => m.type === 'data' && match(JSON.parse(String(m.event))), WAIT_MS)
    .then(
      () => performance.now(),
      () => null,
    );
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

function report(what: string, latencies: (number | null)[]) {
  const arrived = latencies.filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
  const missing = latencies.length - arrived.length;
  if (arrived.length === 0) return console.log(`${what.padEnd(34)} nothing arrived in ${WAIT_MS / 1000} s  FAIL`);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => percentile(arrived, q));
  const pass = missing === 0 && p99! <= BUDGET_P99_MS;
  console.log(
    what.padEnd(34),
    `${p50!.toFixed(0)}`.padStart(7),
    `${p95!.toFixed(0)}`.padStart(7),
    `${p99!.toFixed(0)}`.padStart(7),
    `${arrived.at(-1)!.toFixed(0)}`.padStart(7),
    `${missing}`.padStart(8),
    ` p99 ≤ ${BUDGET_P99_MS} ms: ${pass ? 'pass' : 'FAIL'}`,
  );
}

export async function benchLiveLatency(stack: Pick<LocalStack, 'url'>) {
  const base = stack.url;
  console.log(`\nDecision → screen: ${PLAYERS} players on their live channels, the host accepts one after another`);
  const started = performance.now();
  const host = await freshUser(base, 'host', 'Live Bench Host');
  const game = await api(
    base,
    '/api/games',
    host.token,
    gameBody({ title: 'Live Bench Football', max_players: PLAYERS + 2, price: 0 }),
  );
  const gameId = String(game.id);
  // The host hears each new request's notice on their own channel: the bench starts timing only
  // once the notifier has worked through all of them, so no accept waits behind the joins' e-mails.
  const hostLive = await connectLive(base, host.token);
  await hostLive.next((m) => m.type === 'connection_ack');
  await hostLive.subscribe(userChannel(host.sub));
  const players: Player[] = Array.from({ length: PLAYERS }, () => ({}) as Player);
  await inBatches(
    players.map((player, i) => ({ player, i })),
    SETUP_IN_FLIGHT,
    async ({ player, i }) => {
      Object.assign(player, await freshUser(base, 'player', `Live Bench Player ${i + 1}`));
      const joined = await api(base, `/api/games/${gameId}/join`, player.token, {
        contactInfo: { name: player.name, email: player.email },
      });
      player.requestId = String(joined.joinRequestId);
      player.live = await connectLive(base, player.token);
      await player.live.next((m) => m.type === 'connection_ack');
      const answer = await player.live.subscribe(userChannel(player.sub));
      if (answer.type !== 'subscribe_success') throw new Error(`subscribe: ${JSON.stringify(answer)}`);
    },
  );
  console.log(
    `${PLAYERS} players signed up, asked to join and subscribed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const hostBells = () => hostLive.messages.filter((m) => m.type === 'data' && String(m.event).includes('"bell"'));
  await hostLive.next(() => hostBells().length >= PLAYERS, 600_000);
  console.log(
    `the host's ${PLAYERS} new-request notices written (bells rung) ${((performance.now() - started) / 1000).toFixed(1)} s after the start`,
  );

  const pass: Promise<number | null>[] = [];
  const bell: Promise<number | null>[] = [];
  const acceptStarted = performance.now();
  for (const player of players) {
    // Listening before the accept is sent, so a message that beats the answer is still timed (as 0).
    const passArrived = arrival(player.live!, (e) => e.requestId === player.requestId && e.cause === 'JoinDecided.v1');
    const bellArrived = arrival(player.live!, (e) => e.kind === 'bell');
    await api(base, `/api/requests/${player.requestId}/decision`, host.token, { action: 'accept' });
    const answered = performance.now();
    pass.push(passArrived.then((at) => (at === null ? null : Math.max(0, at - answered))));
    bell.push(bellArrived.then((at) => (at === null ? null : Math.max(0, at - answered))));
  }
  const acceptSeconds = (performance.now() - acceptStarted) / 1000;
  console.log(`${PLAYERS} accepts answered in ${acceptSeconds.toFixed(1)} s, one after another`);
  console.log(
    'from the accept answered to'.padEnd(34),
    'p50 ms'.padStart(7),
    'p95 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'max ms'.padStart(7),
    'missing'.padStart(8),
  );
  report("the player's request message", await Promise.all(pass));
  report("the player's bell rung", await Promise.all(bell));
  for (const player of players) player.live?.close();
  hostLive.close();
}
