import { describe, expect, it } from 'vitest';
import { compactCount, playersOfCompletedGame, POPULAR_SPORTS, sportPlayersLabel } from '@shared/rules/popular-sports';
import { createSportPlayersService } from '@functions/discover/sport-players-service';
import type { SportPlayerStore } from '@functions/discover/sport-player-ports';
import { parsePopularSports } from '@web/features/home/api/get-popular-sports';
import { socialLinkView } from '@web/features/home/social-links';

// Home's Popular Sports (who counts, how a count reads) and the footer's social links.
describe('compact counts', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1250, '1.2k'],
    [1999, '1.9k'],
    [9999, '9.9k'],
    [12_345, '12k'],
    [999_999, '999k'],
    [1_500_000, '1.5M'],
    [-3, '0'],
  ])('%d reads %s, never rounded up past what is true', (value, text) => {
    expect(compactCount(value)).toBe(text);
  });
});

describe('a tile’s players line', () => {
  it('invites the first player instead of showing a zero', () => {
    expect(sportPlayersLabel(0)).toBe('Be the first');
  });
  it('counts one player, then players, compactly', () => {
    expect(sportPlayersLabel(1)).toBe('1 player');
    expect(sportPlayersLabel(2)).toBe('2 players');
    expect(sportPlayersLabel(1234)).toBe('1.2k players');
  });
});

describe('who a game adds to its sport', () => {
  const requests = [
    { user_id: 'a', status: 'confirmed' },
    { user_id: 'b', status: 'pending' },
    { user_id: 'c', status: 'accepted' },
    { user_id: 'd', status: 'confirmed' },
    { user_id: 'e', status: 'withdrawn' },
  ];
  it('a completed game: each confirmed player, once', () => {
    expect(playersOfCompletedGame('completed', [...requests, { user_id: 'a', status: 'confirmed' }])).toEqual([
      'a',
      'd',
    ]);
  });
  it('a game not completed: nobody', () => {
    expect(playersOfCompletedGame('ongoing', requests)).toEqual([]);
    expect(playersOfCompletedGame('cancelled', requests)).toEqual([]);
  });
});

describe('the popular-sports service', () => {
  /** A store that keeps its markers and counters in memory, as the table's transaction does. */
  function memoryStore(): SportPlayerStore & { marked: Set<string> } {
    const marked = new Set<string>();
    const counters = new Map<string, number>();
    return {
      marked,
      async addPlayer(sport, userId) {
        if (marked.has(`${sport}#${userId}`)) return 'already-counted';
        marked.add(`${sport}#${userId}`);
        counters.set(sport, (counters.get(sport) ?? 0) + 1);
        return 'added';
      },
      async forget(userId) {
        for (const mark of [...marked]) if (mark.endsWith(`#${userId}`)) marked.delete(mark);
      },
      async counts(sports) {
        return new Map(sports.map((sport) => [sport, counters.get(sport) ?? 0]));
      },
    };
  }
  const requests = {
    byGame: async (gameId: string) =>
      (gameId === 'g1'
        ? [
            { user_id: 'a', status: 'confirmed' },
            { user_id: 'b', status: 'pending' },
          ]
        : [
            { user_id: 'a', status: 'confirmed' },
            { user_id: 'c', status: 'confirmed' },
          ]) as never,
  };

  it('counts a person once per sport across games and redeliveries; answers the six sports in order', async () => {
    const store = memoryStore();
    const service = createSportPlayersService({ store, requests });
    const at = '2026-11-26T10:00:00.000Z';
    expect(await service.onGameStatusChanged({ gameId: 'g1', sport: 'tennis', status: 'completed' }, at)).toBe(1);
    expect(await service.onGameStatusChanged({ gameId: 'g1', sport: 'tennis', status: 'completed' }, at)).toBe(0);
    expect(await service.onGameStatusChanged({ gameId: 'g2', sport: 'tennis', status: 'completed' }, at)).toBe(1);
    expect(await service.onGameStatusChanged({ gameId: 'g2', sport: 'cricket', status: 'completed' }, at)).toBe(2);
    expect(await service.onGameStatusChanged({ gameId: 'g2', sport: 'football', status: 'ongoing' }, at)).toBe(0);
    expect(await service.onGameStatusChanged({ gameId: 'g2', sport: 'quidditch', status: 'completed' }, at)).toBe(0);
    const { sports } = await service.popular();
    expect(sports).toEqual(
      POPULAR_SPORTS.map((sport) => ({ sport, players: sport === 'tennis' || sport === 'cricket' ? 2 : 0 })),
    );
  });
});

describe("Home's reading of the counts", () => {
  it('takes the six counts by sport', () => {
    const counts = parsePopularSports({
      sports: [
        { sport: 'cricket', players: 12 },
        { sport: 'tennis', players: 0 },
      ],
    });
    expect(counts?.get('cricket')).toBe(12);
    expect(counts?.get('tennis')).toBe(0);
  });
  it('refuses an answer of another shape rather than show a wrong number', () => {
    expect(parsePopularSports(null)).toBeNull();
    expect(parsePopularSports({ sports: [{ sport: 'cricket', players: '12' }] })).toBeNull();
    expect(parsePopularSports({ sports: [{ sport: 'chess', players: 1 }] })).toBeNull();
  });
});

describe('footer social links', () => {
  it('a profile with an https address is a link to it', () => {
    expect(socialLinkView({ name: 'Instagram', url: 'https://instagram.com/yaktiv' })).toEqual({
      name: 'Instagram',
      href: 'https://instagram.com/yaktiv',
    });
  });
  it('a profile without one (or with something that is not a web address) is not shown', () => {
    expect(socialLinkView({ name: 'YouTube', url: null })).toBeNull();
    expect(socialLinkView({ name: 'YouTube', url: '  ' })).toBeNull();
    expect(socialLinkView({ name: 'YouTube', url: 'javascript:alert(1)' })).toBeNull();
    expect(socialLinkView({ name: 'YouTube', url: 'http://youtube.com/x' })).toBeNull();
  });
});
