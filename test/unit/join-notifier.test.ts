import { beforeEach, describe, expect, it } from 'vitest';
import { createJoinNotifier } from '@functions/notifications/join-notifier';
import { createNotificationService } from '@functions/notifications/notification-service';
import { fakeClock, fakeGames, fakeMailer, fakeProfiles } from '../support/fakes';
import { fakeGuard, fakeJoinRequests, fakeNotifications } from '../support/join-fakes';
import { NOTICE_TIME, noticeRequest, sundayFootball } from '../support/join-notifier-fixture';
import { loopbackQueue } from '../support/work-queue-fakes';
import { fanOutTypes } from '@functions/joins/public-request-fan-out';
import { CANCELLATION_NOTICES } from '@functions/notifications/join-notifier';

// Each consumer given the same event twice: one notification and one e-mail (events may arrive twice).
const T = NOTICE_TIME;
let notifier: ReturnType<typeof createJoinNotifier>;
let notifications: ReturnType<typeof fakeNotifications>;
let mail: ReturnType<typeof fakeMailer>;
let requests: ReturnType<typeof fakeJoinRequests>;
let games: ReturnType<typeof fakeGames>;
let work: ReturnType<typeof loopbackQueue>;

// The pool's verified address, for people whose profile has none (here: everyone without a profile).
const verifiedEmails = { of: async (userId: string) => (userId === 'nobody' ? null : `${userId}@account.test`) };

const request = noticeRequest;

beforeEach(() => {
  const profiles = fakeProfiles([
    { id: 'priya', name: 'Priya', role: 'host', email: 'priya@host.test' },
    { id: 'rahul', name: 'Rahul', email: 'rahul@profile.test' },
  ]);
  games = fakeGames(profiles.profiles);
  games.games.set('g1', sundayFootball());
  requests = fakeJoinRequests(games.games);
  for (const r of [request('rahul'), request('ananya', { status: 'confirmed' })])
    requests.items.set(`g1#${r.user_id}`, r);
  notifications = fakeNotifications();
  mail = fakeMailer();
  work = loopbackQueue();
  notifier = createJoinNotifier({
    games: games.repository,
    requests: requests.repository,
    profiles: profiles.repository,
    notifications: notifications.repository,
    mailer: mail.mailer,
    guard: fakeGuard(),
    verifiedEmails,
    appUrl: 'https://app.test',
    queue: work.queue,
  });
});

const base = { requestId: 'req-rahul', gameId: 'g1', hostId: 'priya', userId: 'rahul', title: 'Sunday Football' };
const twice = async (run: () => Promise<void>) => {
  await run();
  await run();
};

describe('join notifier', () => {
  it("sends a decision to the account's own verified address, never to the contact e-mail typed into the join form", async () => {
    requests.items.set('g1#rahul', request('rahul', { contact_email: 'someone.else@elsewhere.test' }));
    requests.items.set('g1#nobody', request('nobody', { contact_email: 'typed@elsewhere.test' }));
    for (const userId of ['rahul', 'ananya', 'nobody'])
      await notifier.joinDecided(
        { eventId: `d-${userId}`, time: T },
        {
          ...base,
          requestId: `req-${userId}`,
          userId,
          action: 'reject',
          status: 'rejected',
          paymentRequired: false,
          paymentUrl: null,
          hostMessage: null,
        },
      );
    // Profile address, else the pool's verified one; a phone account without either gets the notification only.
    expect(mail.sent.map((m) => m.to)).toEqual(['rahul@profile.test', 'ananya@account.test']);
    expect(mail.sent.map((m) => m.to).join()).not.toContain('elsewhere.test');
    expect(notifications.of('nobody')).toHaveLength(1);
  });

  it('JoinRequested.v1 twice: the host gets one notification linking the manage page and one e-mail', async () => {
    await twice(() => notifier.joinRequested({ eventId: 'e1', time: T }, { ...base, playerName: 'Rahul' }));
    expect(notifications.of('priya')).toEqual([
      {
        id: `${T}#e1`,
        user_id: 'priya',
        title: 'New join request',
        body: 'Rahul wants to join Sunday Football',
        link: '/game/g1/manage',
        is_read: false,
        created_at: T,
      },
    ]);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: 'priya@host.test', subject: 'New join request for Sunday Football' });
    expect(mail.sent[0]!.text).toContain('https://app.test/game/g1/manage');
  });

  it('JoinDecided.v1 twice: the player gets one notification and one e-mail at the account address, with the host message and, when paid, the payment link', async () => {
    const decided = {
      ...base,
      action: 'accept' as const,
      status: 'accepted',
      paymentRequired: true,
      paymentUrl: 'https://app.test/pay/req-rahul',
      hostMessage: 'Bring studs',
    };
    await twice(() => notifier.joinDecided({ eventId: 'e2', time: T }, decided));
    expect(notifications.of('rahul')).toHaveLength(1);
    expect(notifications.of('rahul')[0]).toMatchObject({
      title: 'Payment needed to confirm your spot',
      link: '/my-requests',
      body: expect.stringContaining('Bring studs'),
    });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.subject).toBe('Payment needed to confirm your spot: Sunday Football');
    expect(mail.sent[0]!.to).toBe('rahul@profile.test');
    expect(mail.sent[0]!.text).toContain('https://app.test/pay/req-rahul');
    expect(mail.sent[0]!.text).toContain('Message from the host: “Bring studs”');
  });

  it('a paid accept says until when to pay, in the notification and the e-mail, as the request card does', async () => {
    const timed = createJoinNotifier({
      games: games.repository,
      requests: requests.repository,
      profiles: fakeProfiles([{ id: 'rahul', name: 'Rahul', email: 'rahul@profile.test' }]).repository,
      notifications: notifications.repository,
      mailer: mail.mailer,
      guard: fakeGuard(),
      verifiedEmails,
      appUrl: 'https://app.test',
      queue: work.queue,
      // 21 Nov 15:30 IST; the deadline is 22 Nov 19:00 IST.
      clock: fakeClock('2026-11-21T10:00:00.000Z'),
    });
    await timed.joinDecided(
      { eventId: 'due', time: T },
      {
        ...base,
        action: 'accept',
        status: 'accepted',
        paymentRequired: true,
        paymentUrl: 'https://app.test/pay/req-rahul',
        paymentDueAt: '2026-11-22T13:30:00.000Z',
        hostMessage: null,
      },
    );
    const words =
      'The host accepted you for Sunday Football. Pay by Tomorrow, 7:00 pm IST to confirm your spot; after that it goes to the next player.';
    expect(notifications.of('rahul')[0]).toMatchObject({ title: 'Payment needed to confirm your spot', body: words });
    expect(mail.sent[0]!.text).toContain(words);
  });

  it('the acceptance e-mail carries when (IST), where, directions and the .ics with the request UID', async () => {
    Object.assign(games.games.get('g1')!, { latitude: 12.9116, longitude: 77.6474, maps_link: '12.9116,77.6474' });
    const d = { ...base, status: 'confirmed', paymentRequired: false, paymentUrl: null, hostMessage: null };
    await notifier.joinDecided({ eventId: 'acc', time: T }, { ...d, action: 'accept' });
    const sent = mail.sent[0]!;
    expect(sent.text).toContain('When: Sat 5 Dec, 18:30 IST');
    expect(sent.text).toContain('Where: HSR Turf, Bengaluru');
    expect(sent.text).toContain('Directions: https://www.google.com/maps/dir/?api=1&destination=12.9116%2C77.6474');
    expect(sent.attachments).toHaveLength(1);
    const [ics] = sent.attachments!;
    expect(ics!.fileName).toBe('sunday-football.ics');
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content).toContain('UID:request-req-rahul@yaktiv.in\r\n');
    expect(ics!.content).toContain('DTSTART:20261205T130000Z\r\n');
    expect(ics!.content).toContain('GEO:12.9116;77.6474\r\n');
    // A declined player gets no calendar file.
    await notifier.joinDecided(
      { eventId: 'rej', time: '2026-11-21T10:00:03.000Z' },
      { ...d, userId: 'ananya', requestId: 'req-ananya', action: 'reject' },
    );
    expect(mail.sent[1]!.attachments).toBeUndefined();
  });

  it('PaymentConfirmed.v1: the player gets the receipt (payment id, amount, time IST); the host is told who paid', async () => {
    const paidAt = '2026-11-21T11:00:00.000Z';
    requests.items.set(
      'g1#rahul',
      request('rahul', {
        contact_name: 'Rahul Verma',
        status: 'confirmed',
        payment_status: 'paid',
        receipt: { payment_id: 'pay_R3c31pt', amount_paise: 16000, currency: 'INR', paid_at: paidAt },
      }),
    );
    await twice(() =>
      notifier.paymentConfirmed(
        { eventId: 'p1', time: T },
        { ...base, orderId: 'order_1', paymentId: 'pay_R3c31pt', amount: 16000 },
      ),
    );
    expect(mail.sent).toHaveLength(2);
    const [toPlayer, toHost] = [
      mail.sent.find((m) => m.to === 'rahul@profile.test')!,
      mail.sent.find((m) => m.to === 'priya@host.test')!,
    ];
    expect(toPlayer.subject).toBe("You're in: Sunday Football");
    for (const line of ['Payment ID: pay_R3c31pt', 'Amount: ₹160', 'Paid: 21 Nov, 16:30 IST'])
      expect(toPlayer.text).toContain(line);
    expect(toHost.subject).toBe('Rahul Verma paid for Sunday Football');
    expect(toHost.text).toContain('Rahul Verma paid ₹160 and is confirmed for Sunday Football.');
    expect(notifications.of('priya')[0]).toMatchObject({
      title: 'Player confirmed',
      body: 'Rahul Verma paid ₹160 and is confirmed for Sunday Football.',
    });
  });

  it('free accept, waitlist and reject each say what happened', async () => {
    const d = { ...base, status: 'x', paymentRequired: false, paymentUrl: null, hostMessage: null };
    await notifier.joinDecided({ eventId: 'a', time: T }, { ...d, action: 'accept' });
    await notifier.joinDecided({ eventId: 'b', time: '2026-11-21T10:00:01.000Z' }, { ...d, action: 'waitlist' });
    await notifier.joinDecided({ eventId: 'c', time: '2026-11-21T10:00:02.000Z' }, { ...d, action: 'reject' });
    expect(
      notifications
        .of('rahul')
        .map((n) => n.title)
        .sort(),
    ).toEqual(['Request accepted', 'Request declined', "You're on the waitlist"]);
    expect(mail.sent[0]!.text).toContain('https://app.test/my-requests');
  });

  it('HostNudged.v1, JoinWithdrawn.v1 and PlayerPromoted.v1 twice each: one of each', async () => {
    await twice(() => notifier.hostNudged({ eventId: 'n', time: T }, { ...base, playerName: 'Rahul', nudgeCount: 2 }));
    await twice(() =>
      notifier.joinWithdrawn({ eventId: 'w', time: T }, { ...base, playerName: 'Rahul', previousStatus: 'confirmed' }),
    );
    await twice(() =>
      notifier.playerPromoted({ eventId: 'p', time: T }, { ...base, userId: 'ananya', requestId: 'req-ananya' }),
    );
    expect(notifications.of('priya').map((n) => n.body)).toEqual(
      expect.arrayContaining([
        'Rahul is waiting for your answer about Sunday Football (nudge 2/3).',
        'Rahul withdrew from Sunday Football. Their spot is free again.',
      ]),
    );
    expect(notifications.of('ananya')).toMatchObject([{ title: "You're in!", link: '/my-requests' }]);
    expect(mail.sent.map((m) => m.to)).toEqual(['priya@host.test', 'priya@host.test', 'ananya@account.test']);
  });

  it('GameCancelled.v1 twice: every player still in the game hears once, one queued message each; the declined and withdrawn are left alone', async () => {
    requests.items.set('g1#omar', request('omar', { status: 'withdrawn' }));
    requests.items.set('g1#meera', request('meera', { status: 'rejected' }));
    requests.items.set('g1#kabir', request('kabir', { status: 'waitlist' }));
    const types = fanOutTypes(CANCELLATION_NOTICES);
    await twice(async () => {
      await notifier.gameCancelled(
        { eventId: 'x', time: T },
        { gameId: 'g1', hostId: 'priya', title: 'Sunday Football', game_datetime: '2026-12-05T13:00:00.000Z' },
      );
      await work.drain({
        [types.page]: (page, d) => notifier.cancellationPage(d, page),
        [types.request]: (one, d) => notifier.cancellationNotice(d, one),
      });
    });
    expect(notifications.of('rahul')).toMatchObject([
      { title: 'Game cancelled', body: 'Sunday Football (05 Dec, 18:30) was cancelled by the host.', link: '/game/g1' },
    ]);
    expect(notifications.of('ananya')).toHaveLength(1);
    expect(notifications.of('kabir')).toHaveLength(1);
    expect(notifications.of('omar')).toEqual([]);
    expect(notifications.of('meera')).toEqual([]);
    expect(mail.sent.map((m) => m.to).sort()).toEqual([
      'ananya@account.test',
      'kabir@account.test',
      'rahul@profile.test',
    ]);
    // Three players, twice: each delivery sent a message per player, and the guard let one notice through.
    expect(work.sent.filter((m) => m['detail-type'] === types.request)).toHaveLength(6);
  });

  it('an e-mail that fails is retried with the event; the notification is still one', async () => {
    let fail = true;
    const flaky = {
      send: async (email: never) => {
        if (!fail) return mail.mailer.send(email);
        fail = false;
        return Promise.reject(new Error('SES down'));
      },
    };
    notifier = createJoinNotifier({
      games: games.repository,
      requests: requests.repository,
      profiles: fakeProfiles([{ id: 'priya', name: 'Priya', email: 'priya@host.test' }]).repository,
      notifications: notifications.repository,
      mailer: flaky,
      guard: fakeGuard(),
      verifiedEmails,
      appUrl: 'https://app.test',
      queue: work.queue,
    });
    const run = () => notifier.joinRequested({ eventId: 'r', time: T }, { ...base, playerName: 'Rahul' });
    await expect(run()).rejects.toThrow('SES down');
    await run();
    await run();
    expect(notifications.of('priya')).toHaveLength(1);
    expect(mail.sent).toHaveLength(1);
  });
});

describe('notification reads', () => {
  it('latest first, unread count, mark some then all read', async () => {
    const service = createNotificationService({ notifications: notifications.repository });
    for (let i = 0; i < 25; i++) {
      await notifications.repository.add({
        userId: 'priya',
        eventId: `e${i}`,
        createdAt: new Date(Date.parse(T) + i * 1000).toISOString(),
        title: `t${i}`,
        body: '',
        link: '/',
      });
    }
    const list = await service.list('priya');
    expect(list.notifications).toHaveLength(20);
    expect(list.notifications[0]!.title).toBe('t24');
    expect(list.unread).toBe(25);
    expect((await service.markRead('priya', [list.notifications[0]!.id])).unread).toBe(24);
    expect((await service.markRead('priya', undefined)).unread).toBe(0);
    expect((await service.list('rahul')).notifications).toEqual([]);
  });
});
