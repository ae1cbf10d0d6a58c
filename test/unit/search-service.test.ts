import { describe, expect, it } from 'vitest';
import { createSearchService } from '@functions/search/search-service';
import type { GameRepository, StoredGame } from '@functions/games/ports';
import type { StoredCommunity } from '@functions/communities/ports';
import { fakeClock, fakeCommunities, fakeGames, fakeSearchIndex, storedCommunity } from '../support/fakes';
import { unsetGameExtras } from '../support/record-defaults';

// The search index kept from stored state, and prefix queries over it.
const NOW = '2026-11-21T10:00:00.000Z';
const game = (over: Partial<StoredGame>): StoredGame =>
  ({
    id: 'g1',
    host_id: 'h',
    title: 'Indiranagar Badminton Doubles',
    sport: 'badminton',
    custom_sport: null,
    description: null,
    location: 'Indiranagar, Bengaluru',
    maps_link: '1,1',
    latitude: 1,
    longitude: 1,
    game_datetime: '2026-11-25T13:00:00.000Z',
    game_date: '2026-11-25',
    game_time: '18:30',
    max_players: 8,
    current_players: 0,
    price: 200,
    status: 'upcoming',
    skill_level: 'advanced',
    ...unsetGameExtras(),
    created_at: NOW,
    updated_at: NOW,
    questions: [],
    ...over,
  }) as StoredGame;
const community: StoredCommunity = storedCommunity({ created_at: NOW, updated_at: NOW });

function setup() {
  const clock = fakeClock(NOW);
  const store = fakeGames();
  const { index, docs } = fakeSearchIndex();
  const communities = fakeCommunities([community]);
  const service = createSearchService({ index, games: store.repository, communities: communities.repository, clock });
  return { clock, store, docs, service };
}

describe('search service', () => {
  it('finds games by title, sport and place prefixes, and communities by name and place', async () => {
    const { store, service } = setup();
    store.games.set('g1', game({}));
    store.games.set(
      'g2',
      game({
        id: 'g2',
        title: 'Sunday Football',
        sport: 'football',
        location: 'Koramangala 5th Block, Bengaluru',
        price: 0,
      }),
    );
    await service.reindex('game', 'g1');
    await service.reindex('game', 'g2');
    await service.reindex('community', 'c1');
    expect((await service.search('badm')).results.map((r) => `${r.kind}:${r.id}`)).toEqual(['game:g1', 'community:c1']);
    expect((await service.search('kora')).results.map((r) => r.id)).toEqual(['g2']);
    expect((await service.search('circle')).results.map((r) => r.id)).toEqual(['c1']);
    expect((await service.search('Bandra')).results.map((r) => r.id)).toEqual(['c1']);
    expect((await service.search('KORA  beng')).results).toEqual([
      {
        kind: 'game',
        id: 'g2',
        title: 'Sunday Football',
        sport: 'football',
        location: 'Koramangala 5th Block, Bengaluru',
        game_datetime: '2026-11-25T13:00:00.000Z',
        price: 0,
      },
    ]);
    expect((await service.search('kora mumbai')).results).toEqual([]);
    expect((await service.search('b')).results).toEqual([]);
    expect((await service.search('   ')).results).toEqual([]);
  });

  it('drops cancelled and deleted games from the index, and hides games once they start', async () => {
    const { store, docs, service, clock } = setup();
    store.games.set('g1', game({}));
    await service.reindex('game', 'g1');
    expect(docs.size).toBe(1);
    store.games.set('g1', game({ status: 'cancelled' }));
    await service.reindex('game', 'g1');
    expect(docs.size).toBe(0);
    store.games.set('g1', game({}));
    await service.reindex('game', 'g1');
    store.games.delete('g1');
    await service.reindex('game', 'g1');
    expect(docs.size).toBe(0);
    store.games.set('g1', game({}));
    await service.reindex('game', 'g1');
    clock.advance(5 * 24 * 3600 * 1000);
    expect((await service.search('badm')).results).toEqual([]);
  });

  it('re-checks after writing, so a change that lands meanwhile is not overwritten by stale state', async () => {
    const store = fakeGames();
    const { index, docs } = fakeSearchIndex();
    store.games.set('g1', game({}));
    let reads = 0;
    // The game is deleted right after the consumer's first read (its own event may be handled first).
    const racing: GameRepository = {
      ...store.repository,
      get: async (id) => {
        const found = await store.repository.get(id);
        if (++reads === 1) store.games.delete(id);
        return found;
      },
    };
    const service = createSearchService({
      index,
      games: racing,
      communities: fakeCommunities().repository,
      clock: fakeClock(NOW),
    });
    await service.reindex('game', 'g1');
    expect(docs.size).toBe(0);
  });

  it('answers at most 20 results', async () => {
    const { store, service } = setup();
    for (let i = 0; i < 25; i++) {
      store.games.set(
        `g${i}`,
        game({ id: `g${i}`, game_datetime: `2026-11-${String(22 + (i % 5)).padStart(2, '0')}T10:00:00.000Z` }),
      );
      await service.reindex('game', `g${i}`);
    }
    const { results } = await service.search('badminton');
    expect(results).toHaveLength(20);
    expect(results.map((r) => r.game_datetime)).toEqual([...results.map((r) => r.game_datetime)].sort());
  });
});
