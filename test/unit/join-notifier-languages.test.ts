import { describe, expect, it } from 'vitest';
import { createJoinNotifier } from '@functions/notifications/join-notifier';
import { createNoticeDelivery } from '@functions/notifications/notice-delivery';
import { speakerFor } from '@functions/notifications/texts';
import { languageOf } from '@functions/platform/texts/server-texts';
import { fakeClock, fakeGames, fakeMailer, fakeProfiles } from '../support/fakes';
import { fakeGuard, fakeJoinRequests, fakeNotifications } from '../support/join-fakes';
import { NOTICE_TIME, noticeRequest, sundayFootball } from '../support/join-notifier-fixture';
import { loopbackQueue } from '../support/work-queue-fakes';
import { fanOutTypes } from '@functions/joins/public-request-fan-out';
import { CANCELLATION_NOTICES } from '@functions/notifications/join-notifier';

// The bell and the e-mail speak the reader's language: the profile's `language` ('hi' → Hindi),
// English for 'en', for a profile without one and for anything else. Names and titles stay as typed.
const T = NOTICE_TIME;
const base = { requestId: 'req-rahul', gameId: 'g1', hostId: 'priya', userId: 'rahul', title: 'Sunday Football' };

let notifier: ReturnType<typeof createJoinNotifier>;
let notifications: ReturnType<typeof fakeNotifications>;
let mail: ReturnType<typeof fakeMailer>;
let requests: ReturnType<typeof fakeJoinRequests>;
let work: ReturnType<typeof loopbackQueue>;

const request = noticeRequest;

function setUp(playerLanguage: unknown, hostLanguage: unknown = 'en') {
  const profiles = fakeProfiles([
    { id: 'priya', name: 'Priya', role: 'host', email: 'priya@host.test', language: hostLanguage as 'en' },
    { id: 'rahul', name: 'Rahul', email: 'rahul@profile.test', language: playerLanguage as 'en' },
  ]);
  if (playerLanguage === undefined) delete (profiles.profiles.get('rahul') as { language?: string }).language;
  const games = fakeGames(profiles.profiles);
  games.games.set('g1', sundayFootball());
  requests = fakeJoinRequests(games.games);
  requests.items.set('g1#rahul', request('rahul'));
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
    verifiedEmails: { of: async (userId) => `${userId}@account.test` },
    appUrl: 'https://app.test',
    queue: work.queue,
    clock: fakeClock(T),
  });
}

const accepted = {
  ...base,
  action: 'accept' as const,
  status: 'confirmed',
  paymentRequired: false,
  paymentUrl: null,
  hostMessage: 'Bring studs',
};
const latin = /[A-Za-z]{4,}/g;
/** Words in Latin letters left in a Hindi text once the names, title, place and links the test put in are taken out. */
const englishLeft = (text: string) =>
  text
    .replace(/https?:\S+/g, '')
    .replace(/Sunday Football|HSR Turf|Bengaluru|Rahul|Priya|Bring studs|Yaktiv|Discover|PAID|sunday-football/g, '')
    .match(latin) ?? [];

describe('the join loop in the reader’s language', () => {
  it('reads the language from the profile: Hindi for hi, English for en, none or anything else', () => {
    expect(languageOf({ language: 'hi' })).toBe('hi');
    for (const profile of [{ language: 'en' }, {}, { language: 'fr' }, null, undefined])
      expect(languageOf(profile)).toBe('en');
    expect(speakerFor({ language: 'hi' }).say('notices.decision.acceptedTitle')).toBe('रिक्वेस्ट मंज़ूर');
    expect(speakerFor(null).say('notices.decision.acceptedTitle')).toBe('Request accepted');
  });

  it('a Hindi player’s acceptance: the bell and the whole e-mail in Hindi, dates in Hindi, the title and the host’s words as written', async () => {
    setUp('hi');
    await notifier.joinDecided({ eventId: 'acc', time: T }, accepted);
    expect(notifications.of('rahul')[0]).toMatchObject({
      title: 'रिक्वेस्ट मंज़ूर',
      body: 'Sunday Football में आपका स्पॉट पक्का है। आपका गेम पास तैयार है। होस्ट का मैसेज: “Bring studs”',
      link: '/my-requests',
    });
    const sent = mail.sent[0]!;
    expect(sent.subject).toBe('रिक्वेस्ट मंज़ूर: Sunday Football');
    expect(sent.text.split('\n')[0]).toBe('नमस्ते Rahul,');
    for (const line of ['कब: शनि, 5 दिस॰, 18:30 IST', 'कहाँ: HSR Turf, Bengaluru', 'रास्ता: https://', '(.ics)'])
      expect(sent.text).toContain(line);
    expect(sent.text).toContain('अपनी रिक्वेस्ट देखें: https://app.test/my-requests');
    expect(sent.html).toContain('<html lang="hi">');
    expect(sent.html).toContain('या यह लिंक खोलें:');
    expect(englishLeft(sent.text)).toEqual([]);
    expect(englishLeft(sent.html.replace(/<[^>]+>/g, ''))).toEqual([]);
  });

  it('an English, unset or unknown language gets the English e-mail', async () => {
    for (const language of ['en', undefined, 'fr']) {
      setUp(language);
      await notifier.joinDecided({ eventId: 'acc', time: T }, accepted);
      expect(notifications.of('rahul')[0]!.title).toBe('Request accepted');
      expect(mail.sent[0]!.subject).toBe('Request accepted: Sunday Football');
      expect(mail.sent[0]!.text).toContain('Hi Rahul,');
      expect(mail.sent[0]!.text).toContain('When: Sat 5 Dec, 18:30 IST');
      expect(mail.sent[0]!.html).toContain('<html lang="en">');
      expect(mail.sent[0]!.html).toContain('Or open this link:');
    }
  });

  it('each person in their own language: a Hindi player and an English host of the same payment', async () => {
    setUp('hi', 'en');
    requests.items.set(
      'g1#rahul',
      request('rahul', { receipt: { payment_id: 'pay_1', amount_paise: 15000000, currency: 'INR', paid_at: T } }),
    );
    await notifier.paymentConfirmed(
      { eventId: 'p', time: T },
      { ...base, orderId: 'o', paymentId: 'pay_1', amount: 15000000 },
    );
    expect(notifications.of('rahul')[0]!.body).toBe(
      '₹1,50,000 का पेमेंट मिल गया: Sunday Football में आपका स्पॉट पक्का है। आपका PAID गेम पास तैयार है।',
    );
    const toPlayer = mail.sent.find((m) => m.to === 'rahul@profile.test')!;
    for (const line of ['पेमेंट ID: pay_1', 'रकम: ₹1,50,000', 'पेमेंट हुआ: 21 नव॰, 15:30 IST'])
      expect(toPlayer.text).toContain(line);
    expect(notifications.of('priya')[0]!.body).toBe('Rahul paid ₹1,50,000 and is confirmed for Sunday Football.');
  });

  it('tells a removed player what happened, their refund and the host’s message', async () => {
    setUp('en');
    const removed = { ...base, playerName: 'Rahul', previousStatus: 'confirmed', refundAmount: 15000 };
    await notifier.playerRemoved({ eventId: 'rm', time: T }, { ...removed, hostMessage: 'Team changed' });
    await notifier.playerRemoved({ eventId: 'rm2', time: T }, { ...removed, refundAmount: 0, hostMessage: null });
    expect(notifications.of('rahul').map(({ title, body }) => ({ title, body }))).toEqual([
      {
        title: 'Removed from the game',
        body: 'The host removed you from Sunday Football (05 Dec, 18:30). Your payment of ₹150 is refunded in full. Banks take 5–7 working days to show it. Message from the host: “Team changed”',
      },
      { title: 'Removed from the game', body: 'The host removed you from Sunday Football (05 Dec, 18:30).' },
    ]);
    expect(mail.sent[0]!.subject).toBe('Removed from Sunday Football');
  });

  it('every notice the join loop sends a Hindi reader is Hindi, and says something different from the English', async () => {
    const every = async () => {
      const d = (eventId: string) => ({ eventId, time: T });
      await notifier.joinRequested(d('r'), { ...base, playerName: 'Rahul' });
      await notifier.hostNudged(d('n'), { ...base, playerName: 'Rahul', nudgeCount: 2 });
      await notifier.joinWithdrawn(d('w'), { ...base, playerName: 'Rahul', previousStatus: 'confirmed' });
      for (const action of ['accept', 'waitlist', 'reject'] as const)
        await notifier.joinDecided(d(`d-${action}`), { ...accepted, action, hostMessage: null });
      await notifier.joinDecided(d('d-pay'), {
        ...accepted,
        paymentRequired: true,
        paymentUrl: 'https://app.test/pay/req-rahul',
        paymentDueAt: '2026-11-22T13:30:00.000Z',
      });
      await notifier.playerRemoved(d('rm'), {
        ...base,
        playerName: 'Rahul',
        previousStatus: 'confirmed',
        refundAmount: 15000,
        hostMessage: null,
      });
      await notifier.playerPromoted(d('pr'), base);
      await notifier.paymentWaitlisted(d('pw'), { ...base, orderId: 'o', paymentId: 'p', amount: 15000 });
      await notifier.paymentOffered(d('po'), {
        ...base,
        amount: 15000,
        dueAt: '2026-11-21T12:00:00.000Z',
        paymentUrl: 'https://app.test/pay/x',
      });
      await notifier.paymentOffered(d('pf'), {
        ...base,
        amount: 0,
        dueAt: '2026-11-21T12:00:00.000Z',
        paymentUrl: 'https://app.test/my-requests',
      });
      await notifier.paymentOfferExpired(d('pe'), { ...base, dueAt: '2026-11-21T12:00:00.000Z' });
      await notifier.refundRequested(d('rf'), {
        ...base,
        paymentId: 'p',
        refundKey: 'k',
        amount: 15000,
        reason: 'removed',
      });
      await notifier.gameCancelled(d('c'), { ...base, game_datetime: '2026-12-05T13:00:00.000Z' });
      const types = fanOutTypes(CANCELLATION_NOTICES);
      await work.drain({
        [types.page]: (page, dd) => notifier.cancellationPage(dd, page),
        [types.request]: (one, dd) => notifier.cancellationNotice(dd, one),
      });
      return { bell: [...notifications.of('rahul'), ...notifications.of('priya')], mails: [...mail.sent] };
    };
    setUp('en', 'en');
    const english = await every();
    setUp('hi', 'hi');
    const hindi = await every();
    expect(hindi.bell.length).toBe(english.bell.length);
    expect(hindi.bell.length).toBeGreaterThanOrEqual(14);
    for (const [i, notice] of hindi.bell.entries()) {
      expect(englishLeft(`${notice.title} ${notice.body}`), notice.body).toEqual([]);
      expect(notice.body).not.toBe(english.bell[i]!.body);
      expect(notice.link).toBe(english.bell[i]!.link);
    }
    expect(hindi.mails.length).toBe(english.mails.length);
    for (const sent of hindi.mails) expect(englishLeft(`${sent.subject}\n${sent.text}`), sent.subject).toEqual([]);
  });
});

describe('other notices (spot alerts, communities) in the reader’s language', () => {
  it('a notice written per reader is Hindi for a Hindi profile, with the e-mail frame and footer in Hindi; a fixed one stays as written', async () => {
    const profiles = fakeProfiles([
      { id: 'asha', name: 'Asha', email: 'asha@p.test', language: 'hi' },
      { id: 'ben', name: 'Ben', email: 'ben@p.test' },
    ]);
    const notices = fakeNotifications();
    const mailer = fakeMailer();
    const deps = {
      profiles: profiles.repository,
      notifications: notices.repository,
      mailer: mailer.mailer,
      guard: fakeGuard(),
      appUrl: 'https://app.test',
    };
    const deliver = createNoticeDelivery(deps, { guardPrefix: 'spot', footerKey: 'emails.footer.spotAlerts' });
    const legacy = createNoticeDelivery(deps, { guardPrefix: 'old', footer: '. You get this for a reason.' });
    const words = ({ say }: { say: (id: string) => string }) => ({
      title: say('notices.decision.acceptedTitle'),
      body: say('notices.action.game'),
      email: {
        subject: say('notices.decision.acceptedTitle'),
        lines: [say('notices.action.game')],
        action: say('notices.action.findGame'),
      },
    });
    for (const userId of ['asha', 'ben']) await deliver({ eventId: 'e', time: T }, { userId, link: '/game/g1', words });
    await legacy(
      { eventId: 'e2', time: T },
      {
        userId: 'asha',
        link: '/x',
        title: 'Fixed',
        body: 'As written',
        email: { subject: 'S', lines: ['L'], action: 'A' },
      },
    );
    expect(
      notices
        .of('asha')
        .map((n) => n.title)
        .sort(),
    ).toEqual(['Fixed', 'रिक्वेस्ट मंज़ूर']);
    expect(notices.of('ben')[0]!.title).toBe('Request accepted');
    const [toAsha, toBen, legacyMail] = mailer.sent;
    expect(toAsha!.text).toContain('नमस्ते Asha,');
    expect(toAsha!.text).toContain('दूसरा गेम ढूँढें: https://app.test/game/g1');
    expect(toAsha!.text).toContain('— Yaktiv. यह आपको इसलिए मिला क्योंकि आपने सेटिंग्स में स्पॉट अलर्ट चालू किए हैं।');
    expect(toAsha!.html).toContain('<html lang="hi">');
    expect(toBen!.text).toContain('Hi Ben,');
    expect(toBen!.text).toContain('— Yaktiv. You get this because you turned on spot alerts in Settings.');
    expect(legacyMail!.text).toContain('— Yaktiv. You get this for a reason.');
  });
});
