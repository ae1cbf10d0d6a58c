import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PUSH_MESSAGES } from '@shared/schemas/push';
import { localDb } from '../support/community-fixtures';
import { freshPlayer } from '../support/fresh-player';
import { freshUser } from '../support/fresh-user';
import { apiClient, gameBody, inDays, until } from '../support/games-client';
import { reminderAt } from '@shared/rules/reminders';
import { acceptedJoin } from '../support/accepted-join';
import { devSchedules } from '../support/dev-schedules';
import { pushDevice, storedPushDevices, type PushDevice } from '../support/push-device';

// Web Push through every layer: a device saved with POST /api/push/subscriptions, the join loop's
// events through the stream, the bus and the push consumer, web-push's encrypted, VAPID-signed
// request at the local push service stand-in, decrypted here with the device's own keys.
const base = inject('localStackUrl');
const db = localDb(inject('dynamoEndpoint'));
const { call } = apiClient(base);

type Account = Awaited<ReturnType<typeof freshUser>>;

const subscribe = async (token: string, device: PushDevice) => {
  const saved = await call('/api/push/subscriptions', { method: 'POST', token, body: device.subscription });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.id as string;
};
const devicesOf = (userId: string) => storedPushDevices(db, userId);
const newGame = async (host: Account) => {
  const created = await call('/api/games', { method: 'POST', token: host.token, body: gameBody({ price: 0 }) });
  expect(created.status).toBe(201);
  return created.body as { id: string; title: string };
};
const join = async (gameId: string, player: Account) => {
  const joined = await call(`/api/games/${gameId}/join`, {
    method: 'POST',
    token: player.token,
    body: { answers: {}, contactInfo: { name: player.name, email: player.email } },
  });
  expect(joined.status).toBe(201);
  return joined.body.joinRequestId as string;
};
const decide = async (host: Account, requestId: string, action: 'accept' | 'reject' | 'waitlist') =>
  expect(
    (await call(`/api/requests/${requestId}/decision`, { method: 'POST', token: host.token, body: { action } })).status,
  ).toBe(200);
const bellTitles = async (token: string) =>
  ((await call('/api/notifications', { token })).body.notifications as { title: string; body: string }[]).map(
    (n) => `${n.title}: ${n.body}`,
  );

describe('Web Push in the join loop', () => {
  let host: Account;
  let player: Account;
  const hostPhone = pushDevice(base);
  const playerPhone = pushDevice(base);
  beforeAll(async () => {
    [host, player] = await Promise.all([freshUser(base, 'host', 'Pushed Host'), freshPlayer(base, 'Pushed Player')]);
    await Promise.all([subscribe(host.token, hostPhone), subscribe(player.token, playerPhone)]);
  }, 60_000);

  it('a request reaches the host’s phone and the accept the player’s, each in the bell’s words, signed and encrypted', async () => {
    const game = await newGame(host);
    const requestId = await join(game.id, player);
    const [request] = await until(
      async () => ((await hostPhone.received()).length > 0 ? hostPhone.received() : undefined),
      20_000,
      'the host’s push',
    );
    expect(request!.payload).toEqual({
      title: 'New join request',
      body: `${player.name} wants to join ${game.title}`,
      url: `/game/${game.id}/manage`,
      tag: `requests-${game.id}`,
    });

    await decide(host, requestId, 'accept');
    const [accepted] = await until(
      async () => ((await playerPhone.received()).length > 0 ? playerPhone.received() : undefined),
      20_000,
      'the player’s push',
    );
    expect(accepted).toMatchObject({
      token: playerPhone.token,
      ttl: 24 * 60 * 60,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      // The app's VAPID key signed it, for the push service's origin.
      vapid: { aud: new URL(base).origin, sub: expect.stringMatching(/^(mailto:|https:)/) },
      payload: {
        title: 'Request accepted',
        body: `You're confirmed for ${game.title}. Your game pass is ready.`,
        url: '/my-requests',
        tag: `request-${game.id}`,
      },
    });
    // Nobody else's device heard the player's news.
    expect((await hostPhone.received()).map((p) => p.payload.title)).toEqual(['New join request']);
  });

  it('a kind switched off in Settings pushes nothing, while the bell still tells', async () => {
    expect(
      (await call('/api/me', { method: 'PUT', token: player.token, body: { push_decisions: false } })).status,
    ).toBe(200);
    const before = (await playerPhone.received()).length;
    const game = await newGame(host);
    await decide(host, await join(game.id, player), 'reject');
    await until(
      async () =>
        (await bellTitles(player.token)).some((t) => t.startsWith('Request declined') && t.includes(game.title)),
      20_000,
      'the decline in the bell',
    );
    // The host's push for the same game's request went out after the player's event was handled.
    await until(
      async () => (await hostPhone.received()).some((p) => p.payload.tag === `requests-${game.id}`),
      20_000,
      'the host’s push for the second game',
    );
    expect((await playerPhone.received()).length).toBe(before);
    expect((await call('/api/me', { method: 'PUT', token: player.token, body: { push_decisions: true } })).status).toBe(
      200,
    );
  });

  it('a subscription the push service answers 410 for is removed', async () => {
    const gonePhone = pushDevice(base);
    await subscribe(player.token, gonePhone);
    expect(await devicesOf(player.sub)).toHaveLength(2);
    await gonePhone.drop();
    const game = await newGame(host);
    await decide(host, await join(game.id, player), 'waitlist');
    await until(
      async () => ((await devicesOf(player.sub)).length === 1 ? true : undefined),
      20_000,
      'the dropped device forgotten',
    );
    // The device still there is the one that works, and it heard the news.
    expect((await devicesOf(player.sub)).map((item) => item.endpoint)).toEqual([playerPhone.endpoint]);
    await until(
      async () => (await playerPhone.received()).some((p) => p.payload.tag === `request-${game.id}`),
      20_000,
      'the waitlist push on the working phone',
    );
  });
});

describe('game reminders on the phone', () => {
  const { schedulesWhen, fireUntil } = devSchedules(base);
  let host: Account;
  let player: Account;
  const hostPhone = pushDevice(base);
  const playerPhone = pushDevice(base);
  beforeAll(async () => {
    [host, player] = await Promise.all([
      freshUser(base, 'host', 'Reminded Host'),
      freshPlayer(base, 'Reminded Player'),
    ]);
    await Promise.all([subscribe(host.token, hostPhone), subscribe(player.token, playerPhone)]);
  }, 60_000);
  const remindersOf = async (phone: PushDevice, gameId: string) =>
    (await phone.received()).filter((p) => p.payload.tag === `reminder-${gameId}`);

  it('a reminder fired by its schedule reaches the player’s phone in the bell’s words, once; switched off, nothing', async () => {
    const created = await call('/api/games', {
      method: 'POST',
      token: host.token,
      body: gameBody({ price: 0, game_date: inDays(4) }),
    });
    expect(created.status).toBe(201);
    const game = created.body as { id: string; title: string; game_datetime: string };
    const requestId = await acceptedJoin(
      call,
      game.id,
      { player: player.token, host: host.token },
      { answers: {}, contactInfo: { name: player.name, email: player.email } },
    );
    await schedulesWhen(`rem-${requestId}-`, (l) => l.length === 2, "the player's reminders");
    await schedulesWhen(`rem-host-${game.id}-`, (l) => l.length === 2, "the host's reminders");

    const dayBefore = reminderAt(game.game_datetime, '24h');
    expect((await fireUntil(`rem-${requestId}-24h`, dayBefore)).map((f) => f.result.outcome)).toEqual(['sent']);
    const [pushed] = await until(
      async () =>
        (await remindersOf(playerPhone, game.id)).length > 0 ? remindersOf(playerPhone, game.id) : undefined,
      20_000,
      'the reminder on the player’s phone',
    );
    const bell = (await call('/api/notifications', { token: player.token })).body.notifications as {
      title: string;
      body: string;
    }[];
    const reminder = bell.find((n) => n.title === `${game.title} starts tomorrow`)!;
    expect(pushed!.payload).toEqual({
      title: reminder.title,
      body: reminder.body,
      url: `/game/${game.id}`,
      tag: `reminder-${game.id}`,
    });
    // Fired again: nothing more is recorded for the phone.
    const again = await fireUntil(`rem-${requestId}-24h`, dayBefore);
    expect(again.map((f) => f.result.outcome).filter((outcome) => outcome !== 'duplicate')).toEqual([]);

    // The player turns Reminders off for push: the 2-hour reminder rings the bell but not the phone.
    expect(
      (await call('/api/me', { method: 'PUT', token: player.token, body: { push_reminders: false } })).body,
    ).toMatchObject({ push_reminders: false });
    const twoHoursBefore = reminderAt(game.game_datetime, '2h');
    expect((await fireUntil(`rem-${requestId}-2h`, twoHoursBefore)).map((f) => f.result.outcome)).toEqual(['sent']);
    // The host's reminder, fired after it, goes the same way: once it is on the host's phone, the
    // player's would have been too.
    await fireUntil(`rem-host-${game.id}-`, twoHoursBefore);
    const hostReminders = await until(
      async () => ((await remindersOf(hostPhone, game.id)).length >= 2 ? remindersOf(hostPhone, game.id) : undefined),
      20_000,
      'the host’s reminders on their phone',
    );
    expect(hostReminders.map((p) => p.payload.url)).toEqual([`/game/${game.id}/manage`, `/game/${game.id}/manage`]);
    expect((await remindersOf(playerPhone, game.id)).map((p) => p.payload.title)).toEqual([
      `${game.title} starts tomorrow`,
    ]);
    expect(
      ((await call('/api/notifications', { token: player.token })).body.notifications as { title: string }[]).map(
        (n) => n.title,
      ),
    ).toContain(`${game.title} starts in 2 hours`);
  });
});

describe('saving and forgetting a device', () => {
  it('refuses an endpoint the server must not call, and malformed keys, naming the field', async () => {
    const player = await freshPlayer(base, 'Careful Player');
    const device = pushDevice(base);
    for (const endpoint of [
      'http://push.example.com/x',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/x',
      'https://[::1]/x',
      'https://intranet/x',
    ]) {
      const refused = await call('/api/push/subscriptions', {
        method: 'POST',
        token: player.token,
        body: { ...device.subscription, endpoint },
      });
      expect(refused, endpoint).toMatchObject({
        status: 400,
        body: { message: PUSH_MESSAGES.endpointInvalid, field: 'endpoint' },
      });
    }
    const badKeys = await call('/api/push/subscriptions', {
      method: 'POST',
      token: player.token,
      body: { ...device.subscription, keys: { p256dh: 'short', auth: device.subscription.keys.auth } },
    });
    expect(badKeys).toMatchObject({ status: 400, body: { message: PUSH_MESSAGES.keysInvalid } });
    expect(await devicesOf(player.sub)).toEqual([]);
  });

  it('the same browser subscribing again keeps one item; DELETE forgets it; deleting the account forgets the rest', async () => {
    const player = await freshPlayer(base, 'Leaving Player');
    const phone = pushDevice(base);
    const id = await subscribe(player.token, phone);
    expect(await subscribe(player.token, phone)).toBe(id);
    await subscribe(player.token, pushDevice(base));
    expect(await devicesOf(player.sub)).toHaveLength(2);

    const removed = await call(`/api/push/subscriptions/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      token: player.token,
    });
    expect(removed).toEqual({ status: 200, body: { removed: true } });
    expect((await devicesOf(player.sub)).map((item) => item.endpoint)).not.toContain(phone.endpoint);

    const deleted = await call('/api/me', { method: 'DELETE', token: player.token, body: { confirmation: 'DELETE' } });
    expect(deleted.status).toBe(200);
    await until(async () => ((await devicesOf(player.sub)).length === 0 ? true : undefined), 30_000, 'devices erased');
  });
});
