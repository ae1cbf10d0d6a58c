import { beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxTo, waitForMail } from '../support/dev-outbox';
import { freshPlayer } from '../support/fresh-player';
import { freshUser } from '../support/fresh-user';
import { apiClient, gameBody, until } from '../support/games-client';

// The notification switches through every layer: PUT /api/me stores them, and the join loop's
// events, through the stream, the bus and the notifier, reach each person only where they allow.
const base = inject('localStackUrl');
const { call } = apiClient(base);

describe('notification switches in the join loop', () => {
  let host: Awaited<ReturnType<typeof freshUser>>;
  let player: Awaited<ReturnType<typeof freshPlayer>>;
  beforeAll(async () => {
    [host, player] = await Promise.all([freshUser(base, 'host', 'Quiet Host'), freshPlayer(base, 'Mailed Player')]);
    const off = async (token: string, body: object) =>
      expect((await call('/api/me', { method: 'PUT', token, body })).status).toBe(200);
    await off(host.token, { notify_email: false });
    await off(player.token, { notify_in_app: false });
  }, 60_000);

  const titles = async (token: string) =>
    ((await call('/api/notifications', { token })).body.notifications as { title: string }[]).map((n) => n.title);

  it('e-mail off: the host hears of a request in the app only; in-app off: the player hears by e-mail only', async () => {
    const created = await call('/api/games', { method: 'POST', token: host.token, body: gameBody({ price: 0 }) });
    expect(created.status).toBe(201);
    const joined = await call(`/api/games/${created.body.id}/join`, {
      method: 'POST',
      token: player.token,
      body: { answers: {}, contactInfo: { name: player.name, email: player.email } },
    });
    expect(joined.status).toBe(201);
    await until(async () => (await titles(host.token)).includes('New join request'), 15_000, 'the host’s notification');

    const decided = await call(`/api/requests/${joined.body.joinRequestId}/decision`, {
      method: 'POST',
      token: host.token,
      body: { action: 'reject' },
    });
    expect(decided.status).toBe(200);
    await waitForMail(base, player.email, 'Request declined', 15_000);

    // By the time the later event's mail is out, the earlier one's would have been too.
    expect((await outboxTo(base, host.email)).filter((m) => m.subject?.includes('New join request'))).toEqual([]);
    expect(await titles(player.token)).not.toContain('Request declined');
  });
});
