import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gameChannel, hostChannel, userChannel } from '@shared/realtime/channels';
import { Sha256 } from '@functions/platform/aws/sigv4-hash';
import { connectLive, type LiveClient } from '../support/live-client';
import { gameBody, startingSoon } from '../support/games-client';
import { PLACE, securityWorld, type SecurityWorld } from '../support/security-world';

// The live-update stand-in, as the browser meets it: who may subscribe where (the same rule as the
// Events API's handlers), who may publish, and that the consumer publishes what domain events say.
const base = inject('localStackUrl');
const publishUrl = new URL('/local-realtime/event', base);

let w: SecurityWorld;
const open: LiveClient[] = [];
const connect = async (token: string | null) => {
  const client = await connectLive(base, token);
  open.push(client);
  return client;
};
const ack = (client: LiveClient) => client.next((m) => m.type === 'connection_ack' || m.type === 'connection_error');

beforeAll(async () => {
  w = await securityWorld(base);
});
afterAll(() => {
  for (const client of open) client.close();
});

describe('subscribing', () => {
  it("lets a person follow their own channels and a game's, and nobody else's", async () => {
    const rahul = await connect(w.tokens.rahul);
    expect((await ack(rahul)).type).toBe('connection_ack');
    expect((await rahul.subscribe(userChannel(w.subs.rahul))).type).toBe('subscribe_success');
    expect((await rahul.subscribe(hostChannel(w.subs.rahul))).type).toBe('subscribe_success');
    expect((await rahul.subscribe(gameChannel(w.game.id))).type).toBe('subscribe_success');
    for (const channel of [userChannel(w.subs.priya), hostChannel(w.subs.priya), '/user/*', '/game/*', '/host/*']) {
      const answer = await rahul.subscribe(channel);
      expect(answer, channel).toMatchObject({
        type: 'subscribe_error',
        errors: [{ errorType: 'UnauthorizedException' }],
      });
    }
  });

  it("refuses a subscription whose own token is another person's or none, on a good connection", async () => {
    const rahul = await connect(w.tokens.rahul);
    await ack(rahul);
    expect((await rahul.subscribe(userChannel(w.subs.rahul), w.tokens.priya)).type).toBe('subscribe_error');
    expect((await rahul.subscribe(gameChannel(w.game.id), '')).type).toBe('subscribe_error');
  });

  it('closes a connection without a valid token, saying why', async () => {
    for (const token of [null, 'not.a.jwt', `${w.tokens.rahul}x`]) {
      const stranger = await connect(token);
      expect((await stranger.next((m) => m.type === 'connection_error')).errors).toEqual([
        expect.objectContaining({ errorType: 'UnauthorizedException' }),
      ]);
      await stranger.closed;
    }
  });
});

describe('publishing', () => {
  it('refuses a publish that is not IAM-signed, even with a Cognito token', async () => {
    const body = JSON.stringify({ channel: gameChannel(w.game.id), events: ['{"kind":"game"}'] });
    for (const authorization of [undefined, w.tokens.priya]) {
      const answer = await fetch(publishUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body,
      });
      expect(answer.status).toBe(401);
    }
  });

  it('refuses a wildcard channel and more than five events', async () => {
    const signer = new SignatureV4({
      service: 'appsync',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      sha256: Sha256,
    });
    const send = async (body: object) => {
      const text = JSON.stringify(body);
      const signed = await signer.sign({
        method: 'POST',
        protocol: publishUrl.protocol,
        hostname: publishUrl.hostname,
        port: Number(publishUrl.port),
        path: publishUrl.pathname,
        headers: { host: publishUrl.host, 'content-type': 'application/json' },
        body: text,
      });
      return (await fetch(publishUrl, { method: 'POST', headers: signed.headers, body: text })).status;
    };
    expect(await send({ channel: '/user/*', events: ['{}'] })).toBe(400);
    expect(await send({ channel: gameChannel(w.game.id), events: Array(6).fill('{}') })).toBe(400);
    expect(await send({ channel: gameChannel(w.game.id), events: ['{}'] })).toBe(200);
  });
});

describe('domain events on the channels', () => {
  it("a join request reaches the host's channel; the decision the player's and the game's", async () => {
    const [priya, rahul, ananya] = await Promise.all([
      connect(w.tokens.priya),
      connect(w.tokens.rahul),
      connect(w.tokens.ananya),
    ]);
    await Promise.all([ack(priya), ack(rahul), ack(ananya)]);
    expect((await priya.subscribe(hostChannel(w.subs.priya))).type).toBe('subscribe_success');
    expect((await rahul.subscribe(userChannel(w.subs.rahul))).type).toBe('subscribe_success');
    expect((await ananya.subscribe(gameChannel(w.game.id))).type).toBe('subscribe_success');

    const joined = await w.call(`/api/games/${w.game.id}/join`, {
      method: 'POST',
      token: w.tokens.arjun,
      body: { contactInfo: { name: 'Arjun Test', email: `arjun.${w.run}@players.test` } },
    });
    expect(joined.status).toBe(201);
    const data = (client: LiveClient, match: (event: Record<string, unknown>) => boolean) =>
      client
        .next((m) => m.type === 'data' && match(JSON.parse(String(m.event))), 15_000)
        .then((m) => JSON.parse(String(m.event)) as Record<string, unknown>);
    expect(await data(priya, (e) => e.cause === 'JoinRequested.v1' && e.gameId === w.game.id)).toEqual({
      kind: 'host-game',
      gameId: w.game.id,
      cause: 'JoinRequested.v1',
    });

    const decided = await w.call(`/api/requests/${w.requestId}/decision`, {
      method: 'POST',
      token: w.tokens.priya,
      body: { action: 'accept' },
    });
    expect(decided.status).toBe(200);
    expect(await data(rahul, (e) => e.cause === 'JoinDecided.v1')).toEqual({
      kind: 'my-request',
      gameId: w.game.id,
      requestId: w.requestId,
      cause: 'JoinDecided.v1',
    });
    const numbers = await data(ananya, (e) => e.kind === 'game');
    expect(numbers).toMatchObject({
      kind: 'game',
      gameId: w.game.id,
      status: 'upcoming',
      maxPlayers: expect.any(Number),
    });
    // Nothing of another person's reached the onlooker: only the game's public numbers.
    expect(
      ananya.messages.filter((m) => m.type === 'data').every((m) => JSON.parse(String(m.event)).kind === 'game'),
    ).toBe(true);
  });
});

describe('check-ins and the bell on the channels', () => {
  const data = (client: LiveClient, match: (event: Record<string, unknown>) => boolean) =>
    client
      .next((m) => m.type === 'data' && match(JSON.parse(String(m.event))), 15_000)
      .then((m) => JSON.parse(String(m.event)) as Record<string, unknown>);

  it("a notification rings the person's bell after it is written; a check-in reaches the host's channel", async () => {
    const created = await w.call('/api/games', {
      method: 'POST',
      token: w.tokens.priya,
      body: gameBody({ ...PLACE, title: `Door Football ${w.run}`, price: 0, ...startingSoon() }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const gameId = String((created.body as { id: string }).id);
    const [priya, arjun] = await Promise.all([connect(w.tokens.priya), connect(w.tokens.arjun)]);
    await Promise.all([ack(priya), ack(arjun)]);
    expect((await priya.subscribe(hostChannel(w.subs.priya))).type).toBe('subscribe_success');
    expect((await arjun.subscribe(userChannel(w.subs.arjun))).type).toBe('subscribe_success');

    const joined = await w.call(`/api/games/${gameId}/join`, {
      method: 'POST',
      token: w.tokens.arjun,
      body: { contactInfo: { name: 'Arjun Door', email: `arjun.door.${w.run}@players.test` } },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const requestId = String((joined.body as { joinRequestId: string }).joinRequestId);
    const bells = () => arjun.messages.filter((m) => m.type === 'data' && JSON.parse(String(m.event)).kind === 'bell');
    const rungBefore = bells().length;
    const decided = await w.call(`/api/requests/${requestId}/decision`, {
      method: 'POST',
      token: w.tokens.priya,
      body: { action: 'accept' },
    });
    expect(decided.status).toBe(200);
    // The bell's message says only that it rang; the notification is there when it does.
    await arjun.next(() => bells().length > rungBefore, 15_000);
    expect(JSON.parse(String(bells().at(-1)!.event))).toEqual({ kind: 'bell' });
    const bell = await w.call('/api/notifications', { token: w.tokens.arjun });
    expect(JSON.stringify(bell.body)).toContain(`Door Football ${w.run}`);

    const checkedIn = await w.call(`/api/games/${gameId}/check-ins`, {
      method: 'POST',
      token: w.tokens.priya,
      body: { request_id: requestId },
    });
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(await data(priya, (e) => e.cause === 'PlayerCheckedIn.v1')).toEqual({
      kind: 'host-game',
      gameId,
      cause: 'PlayerCheckedIn.v1',
    });
    // The same pass again checks nobody in: no second message.
    await w.call(`/api/games/${gameId}/check-ins`, {
      method: 'POST',
      token: w.tokens.priya,
      body: { request_id: requestId },
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const arrivals = priya.messages.filter(
      (m) => m.type === 'data' && JSON.parse(String(m.event)).cause === 'PlayerCheckedIn.v1',
    );
    expect(arrivals).toHaveLength(1);
  });
});
