import { describe, expect, it } from 'vitest';
import { createRegularNotifier } from '@functions/notifications/regular-notifier';
import { createAdminNotifier } from '@functions/admin/admin-notifier';
import { fakeNoticeDeps } from '../support/join-fakes';

// The regulars' and the operators' notices speak the reader's language (the profile's `language`),
// English word for word otherwise; titles, names, reasons and notes stay as typed.
const T = '2026-11-21T10:00:00.000Z';

function setUp(language: 'en' | 'hi') {
  const { deps, notifications, mail } = fakeNoticeDeps([
    { id: 'priya', name: 'Priya', role: 'host', email: 'priya@host.test', language },
    { id: 'rahul', name: 'Rahul', email: 'rahul@player.test', language },
  ]);
  return { regulars: createRegularNotifier(deps), admin: createAdminNotifier(deps), notifications, mail };
}

const series = { seriesId: 's1', gameId: 'g1', hostId: 'priya', userId: 'rahul', title: 'Sunday Football' };

describe("the regulars' notices", () => {
  it('in English, exactly as before', async () => {
    const { regulars, notifications, mail } = setUp('en');
    await regulars.regularRequested({ eventId: 'e1', time: T }, { ...series, playerName: 'Rahul' });
    await regulars.regularDecided({ eventId: 'e2', time: T }, { ...series, decision: 'declined' });
    expect(notifications.of('priya')).toEqual([
      expect.objectContaining({
        title: 'New regular request',
        body: 'Rahul asked to be a regular of Sunday Football',
        link: '/game/g1/regulars',
      }),
    ]);
    expect(notifications.of('rahul')).toEqual([
      expect.objectContaining({
        title: 'Regular request declined',
        body: 'The host declined your request to be a regular of Sunday Football.',
        link: '/game/g1',
      }),
    ]);
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      ['rahul@player.test', 'About your regular request for Sunday Football'],
    ]);
    expect(mail.sent[0]!.text).toContain('You can still join each game on its own once it opens to everyone.');
    expect(mail.sent[0]!.text).toContain('See the game');
  });

  it('approved and removed in English', async () => {
    const { regulars, notifications, mail } = setUp('en');
    await regulars.regularDecided({ eventId: 'e3', time: T }, { ...series, decision: 'approved' });
    await regulars.regularDecided({ eventId: 'e4', time: T }, { ...series, decision: 'removed' });
    expect(notifications.of('rahul').map((n) => [n.title, n.link])).toEqual(
      expect.arrayContaining([
        ["You're a regular", '/my-requests'],
        ['No longer a regular', '/game/g1'],
      ]),
    );
    expect(mail.sent.map((m) => m.subject)).toEqual([
      "You're a regular of Sunday Football",
      "You're no longer a regular of Sunday Football",
    ]);
    expect(mail.sent[0]!.text).toContain(
      "The host approved you as a regular of Sunday Football: you're in every coming game, unless you skip one.",
    );
    expect(mail.sent[0]!.text).toContain('See your games');
  });

  it('in Hindi for a Hindi reader, bell and e-mail; the title and the name as typed', async () => {
    const { regulars, notifications, mail } = setUp('hi');
    await regulars.regularRequested({ eventId: 'e1', time: T }, { ...series, playerName: 'Rahul' });
    await regulars.regularDecided({ eventId: 'e2', time: T }, { ...series, decision: 'approved' });
    expect(notifications.of('priya')).toEqual([
      expect.objectContaining({
        title: 'रेगुलर बनने की नई रिक्वेस्ट',
        body: 'Rahul Sunday Football के रेगुलर बनना चाहते हैं',
      }),
    ]);
    expect(notifications.of('rahul')).toEqual([expect.objectContaining({ title: 'आप रेगुलर हैं' })]);
    expect(mail.sent.map((m) => m.subject)).toEqual(['आप Sunday Football के रेगुलर हैं']);
    expect(mail.sent[0]!.html).toContain('lang="hi"');
    expect(mail.sent[0]!.text).toContain('अपने गेम देखें');
  });
});

describe("the operators' notices", () => {
  it('in English, exactly as before', async () => {
    const { admin, notifications, mail } = setUp('en');
    await admin.hostApplicationDecided(
      { eventId: 'e1', time: T },
      { applicationId: 'a1', userId: 'rahul', action: 'reject', reason: null },
    );
    await admin.gameTakenDown(
      { eventId: 'e2', time: T },
      { gameId: 'g1', hostId: 'priya', title: 'Turf', note: 'Spam' },
    );
    expect(notifications.of('rahul')).toEqual([
      expect.objectContaining({
        title: 'Host application not approved',
        body: 'Your application to host on Yaktiv was not approved. Reason: not given',
        link: '/become-host',
      }),
    ]);
    expect(notifications.of('priya')).toEqual([
      expect.objectContaining({
        title: 'Your game was taken down',
        body: "Turf was taken down by Yaktiv's moderators after reports from players. Note: Spam",
      }),
    ]);
    expect(mail.sent.map((m) => m.subject)).toEqual(['About your host application', 'Taken down: Turf']);
    expect(mail.sent[1]!.text).toContain('Players with requests were told, and paid players are refunded in full.');
  });

  it('in Hindi for a Hindi reader; the reason and the note as typed', async () => {
    const { admin, notifications, mail } = setUp('hi');
    await admin.hostApplicationDecided(
      { eventId: 'e1', time: T },
      { applicationId: 'a1', userId: 'rahul', action: 'approve', reason: null },
    );
    await admin.gameTakenDown({ eventId: 'e2', time: T }, { gameId: 'g1', hostId: 'priya', title: 'Turf', note: null });
    expect(notifications.of('rahul')).toEqual([expect.objectContaining({ title: 'अब आप होस्ट हैं', link: '/host' })]);
    expect(notifications.of('priya')).toEqual([
      expect.objectContaining({
        title: 'आपका गेम हटा दिया गया',
        body: 'खिलाड़ियों की रिपोर्ट के बाद Yaktiv के मॉडरेटर्स ने Turf हटा दिया।',
      }),
    ]);
    expect(mail.sent.map((m) => m.subject)).toEqual(['आपकी होस्ट एप्लिकेशन मंज़ूर हो गई', 'हटाया गया: Turf']);
    expect(mail.sent[0]!.text).toContain('होस्ट डैशबोर्ड खोलें');
  });
});
