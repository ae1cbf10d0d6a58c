import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@shared/events';
import { pushAllowed, REQUEST_PUSH_WINDOW_MS } from '@shared/rules/push';
import { requestsText } from '@functions/notifications/alert-texts';
import { speakerIn } from '@functions/notifications/texts';
import { CANCELLATION_PUSHES, createPushService, REQUEST_WINDOW_END } from '@functions/notifications/push-service';
import { fanOutTypes } from '@functions/joins/public-request-fan-out';
import type {
  PushPayload,
  RequestPushWindows,
  StoredPushSubscription,
  PushSubscriptionStore,
} from '@functions/notifications/push-ports';
import { sameOriginPath } from '../../web/sw/push-handlers';
import { reminderPayloadSchema } from '@shared/schemas/reminder';
import { createReminderSending } from '@functions/notifications/reminder-service';
import type { PendingEvent } from '@functions/platform/event-ports';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { fakeClock, fakeMailer, fakeProfiles } from '../support/fakes';
import { syntheticRequest } from '../support/join-fixtures';
import { syntheticGame } from '../support/seed-games';
import { fakeGuard } from '../support/join-fakes';
import type { EventEnvelope } from '@functions/platform/events/event-handler';

// Web Push: which events push what to whom, the person's switches per kind, devices the push
// service forgot, and a host's requests grouped per game (one push in ten minutes, the rest together
// when the window ends).

const GAME = { gameId: 'g1', hostId: 'host-1', title: 'Sunday Football', requestId: 'r1' };

function world(options: { gone?: string[]; failing?: string[]; inGame?: Record<string, string[]> } = {}) {
  const clock = fakeClock('2026-11-27T10:00:00.000Z');
  const { repository: profiles, profiles: stored } = fakeProfiles([{ id: 'host-1' }, { id: 'p1' }, { id: 'p2' }]);
  const devices = new Map<string, StoredPushSubscription[]>();
  const device = (userId: string, id: string) => {
    const list = devices.get(userId) ?? [];
    list.push({ id, endpoint: `https://push.example/${id}`, keys: { p256dh: 'k', auth: 'a' }, createdAt: '' });
    devices.set(userId, list);
  };
  const subscriptions: PushSubscriptionStore = {
    save: async () => undefined,
    remove: async (userId, id) =>
      void devices.set(
        userId,
        (devices.get(userId) ?? []).filter((d) => d.id !== id),
      ),
    list: async (userId) => devices.get(userId) ?? [],
    removeAll: async (userId) => {
      const count = devices.get(userId)?.length ?? 0;
      devices.delete(userId);
      return count;
    },
  };
  // The store's two conditional updates, in memory.
  const windowsState = new Map<string, { lastPushAt: string; heldBack: number }>();
  const windows: RequestPushWindows = {
    async claim(hostId, gameId, now) {
      const key = `${hostId}#${gameId}`;
      const window = windowsState.get(key);
      if (!window || Date.parse(window.lastPushAt) <= now.getTime() - REQUEST_PUSH_WINDOW_MS) {
        windowsState.set(key, { lastPushAt: now.toISOString(), heldBack: 0 });
        return { push: true, count: (window?.heldBack ?? 0) + 1 };
      }
      window.heldBack += 1;
      return { push: false, heldBack: window.heldBack, lastPushAt: window.lastPushAt };
    },
    async flush(hostId, gameId, now) {
      const window = windowsState.get(`${hostId}#${gameId}`);
      if (!window || window.heldBack === 0) return 0;
      const count = window.heldBack;
      windowsState.set(`${hostId}#${gameId}`, { lastPushAt: now.toISOString(), heldBack: 0 });
      return count;
    },
  };
  const sent: { device: string; payload: PushPayload }[] = [];
  const queued: { envelope: EventEnvelope; delaySeconds?: number }[] = [];
  const service = createPushService({
    subscriptions,
    windows,
    send: async (subscription, payload) => {
      if (options.failing?.includes(subscription.id)) throw new Error('push service unavailable');
      if (options.gone?.includes(subscription.id)) return 'gone';
      sent.push({ device: subscription.id, payload });
      return 'sent';
    },
    profiles,
    requests: {
      get: async () => null,
      requestsInStatus: async (_gameId, status) => ({ userIds: options.inGame?.[status] ?? [], after: null }),
    },
    queue: {
      send: async (envelopes, queueOptions) => {
        for (const envelope of envelopes) queued.push({ envelope, delaySeconds: queueOptions?.delaySeconds });
      },
    },
    guard: fakeGuard(),
    clock,
  });
  let events = 0;
  const delivery = () => ({ eventId: `e${++events}`, time: clock.now().toISOString() });
  return { service, sent, queued, device, devices, stored, clock, delivery, subscriptions, profiles };
}

const decided = (over: Partial<EventDetail<'JoinDecided.v1'>> = {}): EventDetail<'JoinDecided.v1'> => ({
  ...GAME,
  userId: 'p1',
  action: 'accept',
  status: 'confirmed',
  paymentRequired: false,
  paymentUrl: null,
  hostMessage: null,
  ...over,
});
const requested = (userId: string, playerName: string): EventDetail<'JoinRequested.v1'> => ({
  ...GAME,
  requestId: `r-${userId}`,
  userId,
  playerName,
});

describe('what each event pushes to whom', () => {
  it('speaks each reader’s language: Hindi to a player who chose it, English to the host', async () => {
    const w = world();
    w.stored.set('p1', { ...w.stored.get('p1')!, language: 'hi' });
    w.device('p1', 'phone');
    w.device('host-1', 'host-phone');
    await w.service.joinDecided(w.delivery(), decided());
    await w.service.hostNudged(w.delivery(), { ...GAME, userId: 'p1', playerName: 'Asha', nudgeCount: 1 });
    expect(w.sent.map(({ device, payload }) => [device, payload.title, payload.body])).toEqual([
      ['phone', 'रिक्वेस्ट मंज़ूर', 'Sunday Football में आपका स्पॉट पक्का है। आपका गेम पास तैयार है।'],
      ['host-phone', 'A player nudged you', 'Asha is waiting for your answer about Sunday Football (nudge 1/3).'],
    ]);
  });

  it('a decision goes to the player’s devices in the bell’s words, opening their requests, one tag per game', async () => {
    const w = world();
    w.device('p1', 'phone');
    w.device('p1', 'laptop');
    w.device('host-1', 'host-phone');
    await w.service.joinDecided(w.delivery(), decided());
    expect(w.sent).toEqual(
      ['phone', 'laptop'].map((device) => ({
        device,
        payload: {
          title: 'Request accepted',
          body: "You're confirmed for Sunday Football. Your game pass is ready.",
          url: '/my-requests',
          tag: 'request-g1',
        },
      })),
    );
  });

  it('a paid accept says payment is needed and opens the payment; a spot offer says until when', async () => {
    const w = world();
    w.device('p1', 'phone');
    await w.service.joinDecided(w.delivery(), decided({ paymentRequired: true, paymentUrl: 'https://x/pay' }));
    await w.service.paymentOffered(w.delivery(), {
      ...GAME,
      userId: 'p1',
      dueAt: '2026-11-27T12:30:00.000Z',
      paymentUrl: '/pay/r1',
      amount: 15000,
    });
    expect(w.sent.map((s) => s.payload)).toEqual([
      expect.objectContaining({ title: 'Payment needed to confirm your spot', url: '/pay/r1', tag: 'request-g1' }),
      expect.objectContaining({
        title: 'A spot is yours to take',
        body: expect.stringMatching(/^A spot opened up in Sunday Football\. Pay ₹150(\.00)? by .+ IST to take it\.$/),
        url: '/pay/r1',
        tag: 'offer-g1',
      }),
    ]);
  });

  it('a nudge reaches the host, opening the game’s requests', async () => {
    const w = world();
    w.device('host-1', 'host-phone');
    await w.service.hostNudged(w.delivery(), { ...GAME, userId: 'p1', playerName: 'Asha', nudgeCount: 2 });
    expect(w.sent).toEqual([
      {
        device: 'host-phone',
        payload: {
          title: 'A player nudged you',
          body: 'Asha is waiting for your answer about Sunday Football (nudge 2/3).',
          url: '/game/g1/manage',
          tag: 'nudge-g1',
        },
      },
    ]);
  });

  it('the same event delivered twice pushes once', async () => {
    const w = world();
    w.device('p1', 'phone');
    const d = w.delivery();
    await w.service.joinDecided(d, decided());
    await w.service.joinDecided(d, decided());
    expect(w.sent).toHaveLength(1);
  });
});

describe('a game called off', () => {
  it('every player still in it hears it, a page and a player at a time through the queue; the host does not', async () => {
    const w = world({ inGame: { pending: ['p1'], confirmed: ['p2'], rejected: ['p3'] } });
    for (const id of ['p1', 'p2', 'p3', 'host-1']) w.device(id, `${id}-phone`);
    const d = w.delivery();
    await w.service.gameCancelled(d, {
      gameId: 'g1',
      hostId: 'host-1',
      title: 'Sunday Football',
      game_datetime: '2026-11-29T12:30:00.000Z',
      by: 'host',
    });
    const routes: Record<string, (detail: any) => Promise<unknown>> = {
      [fanOutTypes(CANCELLATION_PUSHES).page]: (detail) => w.service.cancellationPage(d, detail),
      [fanOutTypes(CANCELLATION_PUSHES).request]: (detail) => w.service.cancellationPush(d, detail),
    };
    for (let next = w.queued.shift(); next; next = w.queued.shift())
      await routes[next.envelope['detail-type']]!(next.envelope.detail);
    expect(w.sent.map((s) => s.device).sort()).toEqual(['p1-phone', 'p2-phone']);
    expect(w.sent[0]!.payload).toEqual({
      title: 'Game cancelled',
      body: expect.stringMatching(/^Sunday Football \(.+\) was cancelled by the host\.$/),
      url: '/game/g1',
      tag: 'cancelled-g1',
    });
  });
});

describe('the person’s switches and devices', () => {
  it('a kind switched off pushes nothing; the others still do', async () => {
    const w = world();
    w.device('p1', 'phone');
    w.stored.set('p1', { ...w.stored.get('p1')!, push_decisions: false });
    await w.service.joinDecided(w.delivery(), decided());
    expect(w.sent).toEqual([]);
    await w.service.playerPromoted(w.delivery(), { ...GAME, userId: 'p1' });
    expect(w.sent).toEqual([]);
    await w.service.paymentOffered(w.delivery(), {
      ...GAME,
      userId: 'p1',
      dueAt: '2026-11-27T12:30:00.000Z',
      paymentUrl: '/my-requests',
      amount: 0,
    });
    expect(w.sent.map((s) => s.payload.title)).toEqual(['A spot is yours to take']);
  });

  it('every switch is on unless turned off (profiles from before push read as on)', () => {
    expect(pushAllowed(null, 'push_requests')).toBe(true);
    expect(pushAllowed({}, 'push_nudges')).toBe(true);
    expect(pushAllowed({ push_nudges: false }, 'push_nudges')).toBe(false);
  });

  it('a device the push service forgot (404/410) is forgotten; the others are still pushed', async () => {
    const w = world({ gone: ['old-phone'] });
    w.device('p1', 'old-phone');
    w.device('p1', 'phone');
    await w.service.joinDecided(w.delivery(), decided());
    expect(w.sent.map((s) => s.device)).toEqual(['phone']);
    expect(w.devices.get('p1')!.map((d) => d.id)).toEqual(['phone']);
  });

  it('a push service failing for now fails the delivery (so it is retried) after trying every device', async () => {
    const w = world({ failing: ['flaky'] });
    w.device('p1', 'flaky');
    w.device('p1', 'phone');
    await expect(w.service.joinDecided(w.delivery(), decided())).rejects.toThrow('push service unavailable');
    expect(w.sent.map((s) => s.device)).toEqual(['phone']);
  });

  it('a deleted account’s devices are forgotten', async () => {
    const w = world();
    w.device('p1', 'phone');
    expect(await w.service.forget('p1')).toBe(1);
    expect(w.devices.get('p1')).toBeUndefined();
  });
});

describe('a host’s new requests, grouped per game', () => {
  it('the first pushes at once; those within ten minutes wait, then go as one “N new requests” push', async () => {
    const w = world();
    w.device('host-1', 'host-phone');
    await w.service.joinRequested(w.delivery(), requested('p1', 'Asha'));
    expect(w.sent.map((s) => s.payload)).toEqual([
      {
        title: 'New join request',
        body: 'Asha wants to join Sunday Football',
        url: '/game/g1/manage',
        tag: 'requests-g1',
      },
    ]);

    w.clock.advance(2 * 60_000);
    await w.service.joinRequested(w.delivery(), requested('p2', 'Bala'));
    w.clock.advance(60_000);
    await w.service.joinRequested(w.delivery(), requested('p3', 'Chitra'));
    await w.service.joinRequested(w.delivery(), requested('p4', 'Dev'));
    expect(w.sent).toHaveLength(1);
    // One delayed message for the window's end (the first held back asks; the others ride along).
    expect(w.queued).toHaveLength(1);
    expect(w.queued[0]).toMatchObject({ envelope: { 'detail-type': REQUEST_WINDOW_END }, delaySeconds: 8 * 60 });

    w.clock.advance(7 * 60_000);
    expect(await w.service.requestWindowEnded(w.queued[0]!.envelope.detail as EventDetail<'JoinRequested.v1'>)).toBe(
      'sent',
    );
    expect(w.sent[1]!.payload).toEqual({
      title: 'New join requests',
      body: '3 new requests for Sunday Football',
      url: '/game/g1/manage',
      tag: 'requests-g1',
    });
  });

  it('a request after a quiet window pushes at once again; a window with nothing held back pushes nothing', async () => {
    const w = world();
    w.device('host-1', 'host-phone');
    await w.service.joinRequested(w.delivery(), requested('p1', 'Asha'));
    expect(await w.service.requestWindowEnded(requested('p1', 'Asha'))).toBe('nothing-held');
    w.clock.advance(REQUEST_PUSH_WINDOW_MS);
    await w.service.joinRequested(w.delivery(), requested('p2', 'Bala'));
    expect(w.sent.map((s) => s.payload.body)).toEqual([
      'Asha wants to join Sunday Football',
      'Bala wants to join Sunday Football',
    ]);
  });

  it('each game has its own window', async () => {
    const w = world();
    w.device('host-1', 'host-phone');
    await w.service.joinRequested(w.delivery(), requested('p1', 'Asha'));
    await w.service.joinRequested(w.delivery(), { ...requested('p2', 'Bala'), gameId: 'g2', title: 'Cricket' });
    expect(w.sent.map((s) => s.payload.tag)).toEqual(['requests-g1', 'requests-g2']);
  });

  it('the host’s switch for requests off: no push and no window kept', async () => {
    const w = world();
    w.device('host-1', 'host-phone');
    w.stored.set('host-1', { ...w.stored.get('host-1')!, push_requests: false });
    await w.service.joinRequested(w.delivery(), requested('p1', 'Asha'));
    await w.service.joinRequested(w.delivery(), requested('p2', 'Bala'));
    expect(w.sent).toEqual([]);
    expect(w.queued).toEqual([]);
  });

  it('the words for one and for several, in English and Hindi', () => {
    const [en, hi] = [speakerIn('en'), speakerIn('hi')];
    expect(requestsText(en, 1, 'Sunday Football', 'Asha').body).toBe('Asha wants to join Sunday Football');
    expect(requestsText(en, 1, 'Sunday Football', null).body).toBe('1 new request for Sunday Football');
    expect(requestsText(en, 3, 'Sunday Football', null)).toEqual({
      title: 'New join requests',
      body: '3 new requests for Sunday Football',
    });
    expect(requestsText(hi, 1, 'Sunday Football', 'Asha').body).toBe('Asha Sunday Football में जुड़ना चाहते हैं');
    expect(requestsText(hi, 3, 'Sunday Football', null)).toEqual({
      title: 'जुड़ने की नई रिक्वेस्ट',
      body: 'Sunday Football के लिए 3 नई रिक्वेस्ट',
    });
  });
});

describe('a game reminder on the phone', () => {
  const START = '2026-12-05T13:00:00.000Z';
  /** The reminders' target and the push consumer over one world: its events go to the consumer. */
  function reminderWorld(player: Partial<StoredJoinRequest> = {}) {
    const w = world();
    const game = { ...syntheticGame('host-1', { lat: 12.97, lng: 77.59 }, new Date(START), 1), game_datetime: START };
    const request = syntheticRequest(game.id, 'p1', { status: 'confirmed', contact_name: 'Asha', ...player });
    const notes: { userId: string; title: string; body: string }[] = [];
    const recorded: PendingEvent[] = [];
    const mail = fakeMailer();
    const sending = createReminderSending({
      games: { get: async () => game },
      requests: { get: async (_gameId, userId) => (userId === 'p1' ? request : null) },
      clock: w.clock,
      profiles: w.profiles,
      notifications: { add: async (n) => void notes.push(n) },
      mailer: mail.mailer,
      guard: fakeGuard(),
      verifiedEmails: { of: async (id) => `${id}@players.test` },
      appUrl: 'https://yaktiv.test',
      pushDevices: w.subscriptions,
      events: { record: async (events) => void recorded.push(...events) },
    });
    const fire = (userId: string | null, window: '24h' | '2h' = '24h') =>
      sending.send(reminderPayloadSchema.parse({ gameId: game.id, userId, window, game_datetime: START }));
    /** The push consumer handles every event the target recorded (each delivered twice, as a bus may). */
    const deliver = async () => {
      for (const event of recorded.splice(0)) {
        const detail = event.detail as EventDetail<'ReminderSent.v1'>;
        await w.service.reminderSent(detail);
        await w.service.reminderSent(detail);
      }
    };
    return { ...w, game, request, notes, recorded, fire, deliver, mails: mail.sent };
  }

  it('reaches the player’s phones in the reminder’s own words, opening the game; the host’s opens their page of it', async () => {
    const w = reminderWorld();
    w.device('p1', 'phone');
    w.device('p1', 'laptop');
    w.device('host-1', 'host-phone');
    expect(await w.fire('p1')).toBe('sent');
    expect(await w.fire(null)).toBe('sent');
    await w.deliver();
    const [bell] = w.notes;
    expect(bell!.title).toBe(`${w.game.title} starts tomorrow`);
    expect(w.sent).toEqual([
      ...['phone', 'laptop'].map((device) => ({
        device,
        payload: { title: bell!.title, body: bell!.body, url: `/game/${w.game.id}`, tag: `reminder-${w.game.id}` },
      })),
      {
        device: 'host-phone',
        payload: expect.objectContaining({ title: bell!.title, url: `/game/${w.game.id}/manage` }),
      },
    ]);
    expect(bell!.body).toMatch(new RegExp(` at ${w.game.location}\\.$`));
  });

  it('a Hindi player’s reminder is Hindi on the bell, in the e-mail and on the phone, the title and place as written', async () => {
    const w = reminderWorld({
      status: 'accepted',
      payment_status: 'pending',
      payment_due_at: '2026-11-28T10:00:00.000Z',
    });
    w.stored.set('p1', { ...w.stored.get('p1')!, language: 'hi' });
    w.device('p1', 'phone');
    expect(await w.fire('p1')).toBe('sent');
    expect(await w.fire(null)).toBe('sent');
    await w.deliver();
    const [bell, hostBell] = w.notes;
    expect(bell!.title).toBe(`पेमेंट ज़रूरी: ${w.game.title} कल शुरू होगा`);
    expect(bell!.body).toBe(
      `पेमेंट करने तक आपका स्पॉट पक्का नहीं है। इसे पक्का करने के लिए कल, 3:30 pm IST तक पेमेंट करें; उसके बाद यह अगले खिलाड़ी को मिल जाएगा। 05 दिस॰, 18:30, ${w.game.location}।`,
    );
    expect(w.sent[0]!.payload).toMatchObject({ title: bell!.title, body: bell!.body });
    const [toPlayer, toHost] = w.mails;
    expect(toPlayer!.subject).toBe(bell!.title);
    expect(toPlayer!.text).toContain(`${w.game.title} कल शुरू होगा: ${bell!.body}`);
    expect(toPlayer!.text).toContain('स्पॉट पक्का करने के लिए पेमेंट करें: https://yaktiv.test/pay/');
    // The host's profile says nothing of a language: English.
    expect(hostBell!.title).toBe(`${w.game.title} starts tomorrow`);
    expect(toHost!.subject).toBe(`Reminder: ${w.game.title} starts tomorrow`);
    expect(toHost!.text).toContain('See your players: https://yaktiv.test/game/');
  });

  it('an accepted player yet to pay is asked to, and the tap opens the pay page', async () => {
    const w = reminderWorld({
      status: 'accepted',
      payment_status: 'pending',
      payment_due_at: '2026-11-28T10:00:00.000Z',
    });
    w.device('p1', 'phone');
    expect(await w.fire('p1')).toBe('sent');
    await w.deliver();
    const [bell] = w.notes;
    expect(bell!.title).toBe(`Payment needed: ${w.game.title} starts tomorrow`);
    expect(bell!.body).toContain('Pay by Tomorrow, 3:30 pm IST to confirm it');
    expect(w.sent).toEqual([
      {
        device: 'phone',
        payload: { title: bell!.title, body: bell!.body, url: `/pay/${w.request.id}`, tag: `reminder-${w.game.id}` },
      },
    ]);
  });

  it('a reminder that fires twice pushes once, even when its event was recorded twice', async () => {
    const w = reminderWorld();
    w.device('p1', 'phone');
    await w.fire('p1');
    expect(await w.fire('p1')).toBe('duplicate');
    expect(w.recorded).toHaveLength(1);
    // A sending retried after its e-mail failed records the event again: still one push.
    w.recorded.push(w.recorded[0]!);
    await w.deliver();
    expect(w.sent).toHaveLength(1);
    // The 2-hour reminder is another reminder, and pushes.
    await w.fire('p1', '2h');
    await w.deliver();
    expect(w.sent.map((s) => s.payload.title)).toEqual([
      `${w.game.title} starts tomorrow`,
      `${w.game.title} starts in 2 hours`,
    ]);
  });

  it('the Reminders switch off: no event and no push, while the bell still reminds', async () => {
    const w = reminderWorld();
    w.device('p1', 'phone');
    w.stored.set('p1', { ...w.stored.get('p1')!, push_reminders: false });
    expect(await w.fire('p1')).toBe('sent');
    expect(w.recorded).toEqual([]);
    expect(w.notes.map((n) => n.userId)).toEqual(['p1']);
    // Turned off after its event was recorded: the consumer reads the switch too.
    w.stored.set('p1', { ...w.stored.get('p1')!, push_reminders: true });
    await w.fire('p1', '2h');
    w.stored.set('p1', { ...w.stored.get('p1')!, push_reminders: false });
    await w.deliver();
    expect(w.sent).toEqual([]);
  });

  it('reminders off altogether silence the phone too; nobody without a device costs an event', async () => {
    const w = reminderWorld();
    w.device('p1', 'phone');
    w.stored.set('p1', { ...w.stored.get('p1')!, notify_reminders: false });
    expect(await w.fire('p1')).toBe('muted');
    expect(await w.fire(null)).toBe('sent');
    expect(w.recorded).toEqual([]);
  });

  it('only the phones on: the reminder is still recorded for them', async () => {
    const w = reminderWorld();
    w.device('p1', 'phone');
    w.stored.set('p1', { ...w.stored.get('p1')!, notify_in_app: false, notify_email: false });
    expect(await w.fire('p1')).toBe('sent');
    await w.deliver();
    expect(w.notes).toEqual([]);
    expect(w.sent.map((s) => s.device)).toEqual(['phone']);
  });
});

describe('the service worker opens only the app’s own pages', () => {
  it('keeps a path, drops another origin', () => {
    expect(sameOriginPath('/game/g1/manage', 'https://yaktiv.in')).toBe('/game/g1/manage');
    expect(sameOriginPath('https://evil.example/x', 'https://yaktiv.in')).toBe('/');
    expect(sameOriginPath(42, 'https://yaktiv.in')).toBe('/');
  });
});
