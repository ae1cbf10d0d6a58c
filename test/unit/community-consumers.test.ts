import { describe, expect, it } from 'vitest';
import { createCommunityNotifier } from '@functions/communities/community-notifier';
import { createCommunityEventsService } from '@functions/communities/community-events-service';
import type { CommunityCleanup, CommunityGames } from '@functions/communities/ports';
import type { LinkedGameCounts } from '@functions/communities/linked-game-counts';
import type { StoredGame } from '@functions/games/ports';
import { fakeMailer, fakeProfiles, storedCommunity } from '../support/fakes';
import { fakeGuard, fakeNotifications } from '../support/join-fakes';

// The community consumers given each event twice: one notification and one e-mail; the cascade
// and the events count re-derived from state, so a repeat changes nothing (events may arrive twice).
const T = '2026-11-21T10:00:00.000Z';
const base = { communityId: 'c1', hostId: 'priya', userId: 'rahul', communityName: 'Kickers' };

function notifierSetup(playerLanguage: 'en' | 'hi' = 'en') {
  const profiles = fakeProfiles([
    { id: 'priya', name: 'Priya', role: 'host', email: 'priya@host.test' },
    { id: 'rahul', name: 'Rahul', email: 'rahul@player.test', language: playerLanguage },
  ]);
  const notifications = fakeNotifications();
  const mail = fakeMailer();
  const notifier = createCommunityNotifier({
    profiles: profiles.repository,
    notifications: notifications.repository,
    mailer: mail.mailer,
    guard: fakeGuard(),
    appUrl: 'https://app.test',
  });
  return { notifier, notifications, mail };
}

describe('community notifications', () => {
  it('a join request tells the admin once, in app and by e-mail', async () => {
    const { notifier, notifications, mail } = notifierSetup();
    for (let i = 0; i < 2; i++)
      await notifier.joinRequested({ eventId: 'e1', time: T }, { ...base, playerName: 'Rahul' });
    expect(notifications.of('priya')).toEqual([
      expect.objectContaining({
        title: 'New community join request',
        body: 'Rahul asked to join Kickers.',
        link: '/community/c1',
      }),
    ]);
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([['priya@host.test', 'Rahul wants to join Kickers']]);
    expect(mail.sent[0]!.text).toContain('https://app.test/community/c1');
  });

  it('a decision tells the player once', async () => {
    const { notifier, notifications, mail } = notifierSetup();
    for (let i = 0; i < 2; i++) await notifier.joinDecided({ eventId: 'e2', time: T }, { ...base, action: 'reject' });
    expect(notifications.of('rahul')).toEqual([expect.objectContaining({ title: 'Community request declined' })]);
    expect(mail.sent.map((m) => m.to)).toEqual(['rahul@player.test']);
  });

  it('a player who reads Hindi hears the decision in Hindi, bell and e-mail; the community’s name as written', async () => {
    const { notifier, notifications, mail } = notifierSetup('hi');
    await notifier.joinDecided({ eventId: 'e2', time: T }, { ...base, action: 'approve' });
    expect(notifications.of('rahul')).toEqual([
      expect.objectContaining({
        title: 'कम्युनिटी में आपका स्वागत है',
        body: 'Kickers में जुड़ने की आपकी रिक्वेस्ट मंज़ूर हो गई।',
      }),
    ]);
    expect(mail.sent[0]!.subject).toBe('कम्युनिटी में आपका स्वागत है: Kickers');
    expect(mail.sent[0]!.text).toContain('कम्युनिटी खोलें: https://app.test/community/c1');
    expect(mail.sent[0]!.text).toContain('— Yaktiv. यह आपको इसलिए मिला क्योंकि');
  });

  it('a new review notifies the owner once (no e-mail); a rewrite or the owner reviewing does not', async () => {
    const { notifier, notifications, mail } = notifierSetup();
    for (let i = 0; i < 2; i++)
      await notifier.reviewed({ eventId: 'e3', time: T }, { ...base, reviewerName: 'Rahul', rating: 4, isNew: true });
    await notifier.reviewed({ eventId: 'e4', time: T }, { ...base, reviewerName: 'Rahul', rating: 2, isNew: false });
    await notifier.reviewed(
      { eventId: 'e5', time: T },
      { ...base, userId: 'priya', reviewerName: 'Priya', rating: 5, isNew: true },
    );
    expect(notifications.of('priya').map((n) => n.body)).toEqual(['Rahul rated Kickers 4/5.']);
    expect(mail.sent).toEqual([]);
  });
});

describe('deletion cascade and events count', () => {
  function setup(exists: boolean) {
    const linked = new Map<string, Pick<StoredGame, 'id' | 'game_datetime' | 'status'> & { community: string | null }>([
      ['g1', { id: 'g1', game_datetime: '2026-11-01T10:00:00.000Z', status: 'upcoming', community: 'c1' }],
      ['g2', { id: 'g2', game_datetime: '2026-12-01T10:00:00.000Z', status: 'cancelled', community: 'c1' }],
    ]);
    const contents = new Set(['MEMBER#a', 'REVIEW#a', 'JOINREQ#b']);
    const maps: LinkedGameCounts[] = [];
    const games: CommunityGames = {
      upcoming: async () => ({ items: [], cursor: null }),
      all: async (id) => [...linked.values()].filter((g) => g.community === id),
      startedBetween: async () => [],
      unlink: async (gameId, id) => {
        const game = linked.get(gameId);
        if (game?.community === id) game.community = null;
      },
    };
    const cleanup: CommunityCleanup = {
      deleteContents: async () => {
        const n = contents.size;
        contents.clear();
        return n;
      },
      setGameCounts: async (_id, counts) => void maps.push(counts),
    };
    const service = createCommunityEventsService({
      communities: { get: async (id) => (exists && id === 'c1' ? storedCommunity() : null) },
      games,
      cleanup,
      clock: { now: () => new Date('2026-11-15T00:00:00.000Z') },
    });
    return { service, linked, contents, maps };
  }

  it('a deleted community loses its contents and game links, and a repeat changes nothing', async () => {
    const { service, linked, contents } = setup(false);
    await service.deleted('c1');
    await service.deleted('c1');
    expect(contents.size).toBe(0);
    expect([...linked.values()].map((g) => g.community)).toEqual([null, null]);
  });

  it('a living community is never emptied by a stray delete event', async () => {
    const { service, contents } = setup(true);
    await service.deleted('c1');
    expect(contents.size).toBe(3);
  });

  it('a game linked to a community deleted meanwhile is unlinked', async () => {
    const { service, linked, maps } = setup(false);
    await service.gamesChanged(['c1']);
    expect([...linked.values()].map((g) => g.community)).toEqual([null, null]);
    expect(maps).toEqual([]);
  });

  it('the counts hold linked games that were not cancelled, held ones and the next start', async () => {
    const { service, linked, maps } = setup(true);
    linked.set('g3', { id: 'g3', game_datetime: '2026-12-24T10:00:00.000Z', status: 'upcoming', community: 'c1' });
    await service.gamesChanged(['c1', 'gone']);
    expect(maps).toEqual([
      { count: 2, held: 1, last_held_at: '2026-11-01T10:00:00.000Z', next_at: '2026-12-24T10:00:00.000Z' },
    ]);
  });
});
