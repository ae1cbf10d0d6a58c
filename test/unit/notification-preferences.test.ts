import { describe, expect, it } from 'vitest';
import { channelsFor } from '@shared/rules/notification-channels';
import { reminderPayloadSchema } from '@shared/schemas/reminder';
import type { Profile } from '@shared/schemas/profile';
import { createJoinNotifier } from '@functions/notifications/join-notifier';
import { createReminderSending } from '@functions/notifications/reminder-service';
import { createCommunityNotifier } from '@functions/communities/community-notifier';
import type { StoredGame } from '@functions/games/ports';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { fakeClock, fakeMailer, fakeProfiles } from '../support/fakes';
import { fakeGuard, fakeNotifications } from '../support/join-fakes';
import { syntheticRequest } from '../support/join-fixtures';
import { syntheticGame } from '../support/seed-games';
import { loopbackQueue } from '../support/work-queue-fakes';

// A person's notification switches decide what reaches them: e-mail off sends no e-mail, in-app off
// stores no notification, reminders off sends no reminder at all. Each test would pass without the
// switches only if the switches were ignored, so each also shows the other channel still works.
const T = '2026-11-21T10:00:00.000Z';
const START = '2026-12-05T13:00:00.000Z';
type Choices = Partial<Pick<Profile, 'notify_email' | 'notify_in_app' | 'notify_reminders'>>;

describe('channelsFor', () => {
  it('follows each switch; reminders off silences reminders only; no profile gets the defaults', () => {
    const all = { notify_email: true, notify_in_app: true, notify_reminders: true };
    expect(channelsFor(all)).toEqual({ inApp: true, email: true });
    expect(channelsFor({ ...all, notify_email: false })).toEqual({ inApp: true, email: false });
    expect(channelsFor({ ...all, notify_in_app: false })).toEqual({ inApp: false, email: true });
    expect(channelsFor({ ...all, notify_reminders: false })).toEqual({ inApp: true, email: true });
    expect(channelsFor({ ...all, notify_reminders: false }, 'reminder')).toEqual({ inApp: false, email: false });
    expect(channelsFor({ ...all, notify_email: false }, 'reminder')).toEqual({ inApp: true, email: false });
    expect(channelsFor(null, 'reminder')).toEqual({ inApp: true, email: true });
  });
});

function people(host: Choices, player: Choices) {
  return fakeProfiles([
    { id: 'priya', name: 'Priya', role: 'host', email: 'priya@host.test', ...host },
    { id: 'rahul', name: 'Rahul', email: 'rahul@player.test', ...player },
  ]);
}

function joinWorld(host: Choices, player: Choices) {
  const profiles = people(host, player);
  const game = { id: 'g1', host_id: 'priya', title: 'Sunday Football', game_datetime: START } as StoredGame;
  const request = syntheticRequest('g1', 'rahul', { contact_email: 'rahul@contact.test' });
  const notifications = fakeNotifications();
  const mail = fakeMailer();
  const notifier = createJoinNotifier({
    games: { get: async () => game },
    requests: { get: async () => request, requestsInStatus: async () => ({ userIds: ['rahul'], after: null }) },
    queue: loopbackQueue().queue,
    profiles: profiles.repository,
    notifications: notifications.repository,
    mailer: mail.mailer,
    guard: fakeGuard(),
    verifiedEmails: { of: async () => null },
    appUrl: 'https://app.test',
  });
  return { notifier, notifications, mail };
}

const joined = { requestId: 'req-rahul', gameId: 'g1', hostId: 'priya', userId: 'rahul', title: 'Sunday Football' };
const declined = { ...joined, action: 'reject' as const, status: 'rejected', paymentRequired: false };

describe('join notifications follow the recipient’s switches', () => {
  it('e-mail off: the host gets the notification but no e-mail; the player still gets theirs', async () => {
    const w = joinWorld({ notify_email: false }, {});
    await w.notifier.joinRequested({ eventId: 'e1', time: T }, { ...joined, playerName: 'Rahul' });
    await w.notifier.joinDecided({ eventId: 'e2', time: T }, { ...declined, paymentUrl: null, hostMessage: null });
    expect(w.notifications.of('priya')).toHaveLength(1);
    expect(w.notifications.of('rahul')).toHaveLength(1);
    expect(w.mail.sent.map((m) => m.to)).toEqual(['rahul@player.test']);
  });

  it('e-mail off for a player: no e-mail even to the contact address of their request', async () => {
    const w = joinWorld({}, { notify_email: false });
    await w.notifier.joinDecided({ eventId: 'e2', time: T }, { ...declined, paymentUrl: null, hostMessage: null });
    expect(w.notifications.of('rahul')).toHaveLength(1);
    expect(w.mail.sent).toEqual([]);
  });

  it('in-app off: the e-mail goes, no notification is stored', async () => {
    const w = joinWorld({ notify_in_app: false }, { notify_in_app: false });
    await w.notifier.joinRequested({ eventId: 'e1', time: T }, { ...joined, playerName: 'Rahul' });
    await w.notifier.joinDecided({ eventId: 'e2', time: T }, { ...declined, paymentUrl: null, hostMessage: null });
    expect(w.notifications.of('priya')).toEqual([]);
    expect(w.notifications.of('rahul')).toEqual([]);
    expect(w.mail.sent.map((m) => m.to).sort()).toEqual(['priya@host.test', 'rahul@player.test']);
  });
});

describe('community notifications (the shared notice delivery) follow the switches', () => {
  const setup = (host: Choices) => {
    const notifications = fakeNotifications();
    const mail = fakeMailer();
    const notifier = createCommunityNotifier({
      profiles: people(host, {}).repository,
      notifications: notifications.repository,
      mailer: mail.mailer,
      guard: fakeGuard(),
      appUrl: 'https://app.test',
    });
    const request = { communityId: 'c1', hostId: 'priya', userId: 'rahul', communityName: 'Kickers', playerName: 'R' };
    return { run: () => notifier.joinRequested({ eventId: 'e1', time: T }, request), notifications, mail };
  };

  it('e-mail off: notification only', async () => {
    const w = setup({ notify_email: false });
    await w.run();
    expect(w.notifications.of('priya')).toHaveLength(1);
    expect(w.mail.sent).toEqual([]);
  });

  it('in-app off: e-mail only', async () => {
    const w = setup({ notify_in_app: false });
    await w.run();
    expect(w.notifications.of('priya')).toEqual([]);
    expect(w.mail.sent.map((m) => m.to)).toEqual(['priya@host.test']);
  });
});

describe('game reminders follow the switches', () => {
  function reminderWorld(host: Choices, player: Choices) {
    const game = { ...syntheticGame('priya', { lat: 12.97, lng: 77.59 }, new Date(START), 1), game_datetime: START };
    const request: StoredJoinRequest = syntheticRequest(game.id, 'rahul', { status: 'confirmed' });
    const notes: { userId: string }[] = [];
    const mail = fakeMailer();
    const sending = createReminderSending({
      games: { get: async () => game },
      requests: { get: async () => request },
      clock: fakeClock('2026-12-04T13:00:00.000Z'),
      profiles: people(host, player).repository,
      notifications: { add: async (n) => void notes.push(n) },
      mailer: mail.mailer,
      guard: fakeGuard(),
      verifiedEmails: { of: async () => null },
      appUrl: 'https://app.test',
      pushDevices: { list: async () => [] },
      events: { record: async () => {} },
    });
    const fire = (userId: string | null) =>
      sending.send(reminderPayloadSchema.parse({ gameId: game.id, userId, window: '24h', game_datetime: START }));
    return { fire, notes, mail, request };
  }

  it('reminders off: the player gets nothing at all; the host, who kept them, gets theirs', async () => {
    const w = reminderWorld({}, { notify_reminders: false });
    expect(await w.fire('rahul')).toBe('muted');
    expect(await w.fire(null)).toBe('sent');
    expect(w.notes.map((n) => n.userId)).toEqual(['priya']);
    expect(w.mail.sent.map((m) => m.to)).toEqual(['priya@host.test']);
  });

  it('e-mail off: the reminder comes in the app only', async () => {
    const w = reminderWorld({ notify_email: false }, { notify_email: false });
    expect(await w.fire('rahul')).toBe('sent');
    expect(await w.fire(null)).toBe('sent');
    expect(w.notes.map((n) => n.userId).sort()).toEqual(['priya', 'rahul']);
    expect(w.mail.sent).toEqual([]);
  });

  it('in-app off: the reminder comes by e-mail only', async () => {
    const w = reminderWorld({}, { notify_in_app: false });
    expect(await w.fire('rahul')).toBe('sent');
    expect(w.notes).toEqual([]);
    // The account's address, not the contact e-mail of the request.
    expect(w.mail.sent.map((m) => m.to)).toEqual(['rahul@player.test']);
  });
});
