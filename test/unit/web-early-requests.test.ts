import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, gamesQuery } from '@web/features/discover/discover-query';
import { mayHaveSession } from '@web/lib/auth/amplify-loader';
import { earlyReadsFor } from '@web/lib/early-requests';
import { EARLY_READS_SCRIPT } from '@shared/boot/early-reads';
import { CITIES, REMEMBERED_CITY_KEY } from '@shared/cities';
import { gameCoverPath } from '@shared/rules/sport-images';
import { byDistance } from '@web/lib/games/by-distance';
import { earlyCoverPath } from '@web/lib/games/early-covers';
import { featuredGamesPath } from '@web/lib/games/near-queries';

// Decision 022: what the entry requests before React renders must be exactly what the screen
// will ask for, and Amplify is loaded only when storage says someone may be signed in.
describe('early requests of the landing routes', () => {
  it("asks for Discover's first list exactly as the screen will", () => {
    expect(earlyReadsFor('/discover')).toEqual([`/api/games?${gamesQuery(DEFAULT_FILTERS, null)}`]);
  });

  it.each(CITIES.map((city) => [city.id, city] as const))(
    'asks for the lists near a remembered city (%s) exactly as Home and Discover will',
    (_, city) => {
      const point = { lat: city.lat, lng: city.lng };
      expect(earlyReadsFor('/discover', point)).toEqual([`/api/games?${gamesQuery(DEFAULT_FILTERS, point)}`]);
      expect(earlyReadsFor('/discover', point)[0]).toContain('radius_km=');
      expect(earlyReadsFor('/', point)).toEqual([featuredGamesPath(point)]);
      expect(featuredGamesPath(point)).toMatch(/^\/api\/games\/featured\?lat=-?\d+\.\d{3}&lng=-?\d+\.\d{3}$/);
    },
  );

  it('asks for the featured games on / and the game on /game/{id}', () => {
    expect(earlyReadsFor('/')).toEqual(['/api/games/featured']);
    expect(earlyReadsFor('/game/abc-123')).toEqual(['/api/games/abc-123']);
    expect(earlyReadsFor('/game/abc-123/')).toEqual(['/api/games/abc-123']);
  });

  it.each(['/game/abc/edit', '/game/abc/manage', '/profile', '/auth/signin', '/discovery'])(
    'asks for nothing on %s',
    (path) => {
      expect(earlyReadsFor(path)).toEqual([]);
    },
  );
});

/** What the prerendered page's inline read asks for at this address, with this storage. */
function inlineReads(href: string, stored: Record<string, string> = {}): string[] {
  const { pathname, search } = new URL(href, 'https://yaktiv.test');
  const keys = Object.keys(stored);
  const window: { fetch: unknown; __earlyReads?: Record<string, Promise<unknown>> } = {
    fetch: () => Promise.resolve(),
  };
  const localStorage = { length: keys.length, key: (i: number) => keys[i] ?? null };
  new Function('window', 'location', 'localStorage', 'fetch', EARLY_READS_SCRIPT)(
    window,
    { pathname, search },
    localStorage,
    window.fetch,
  );
  return Object.keys(window.__earlyReads ?? {});
}

describe("the prerendered page's inline first read", () => {
  it.each(['/', '/discover', '/discover/', '/game/abc-123', '/game/abc-123/', '/game/abc/edit', '/profile'])(
    'asks on %s for exactly what the entry would',
    (path) => {
      expect(inlineReads(path)).toEqual(earlyReadsFor(path));
    },
  );

  it('asks for nothing with a query (filters, the map) or when someone may be signed in', () => {
    expect(inlineReads('/discover?view=map')).toEqual([]);
    expect(inlineReads('/discover', { 'CognitoIdentityServiceProvider.client1.LastAuthUser': 'abc' })).toEqual([]);
    expect(inlineReads('/discover', { 'CognitoIdentityServiceProvider.client1.inflightOAuth': 'true' })).toEqual([]);
  });

  it('leaves Home and Discover to the entry when a city is remembered (their reads are near it)', () => {
    const city = { [REMEMBERED_CITY_KEY]: 'bengaluru' };
    expect(inlineReads('/discover', city)).toEqual([]);
    expect(inlineReads('/', city)).toEqual([]);
    expect(inlineReads('/game/abc-123', city)).toEqual(['/api/games/abc-123']);
    expect(inlineReads('/discover', { 'yaktiv.other': 'x' })).toEqual(['/api/games?limit=100']);
  });
});

function storage(entries: Record<string, string>, broken = false): Pick<Storage, 'length' | 'key' | 'getItem'> {
  const keys = Object.keys(entries);
  return {
    get length() {
      if (broken) throw new Error('SecurityError');
      return keys.length;
    },
    key: (i) => keys[i] ?? null,
    getItem: (key) => entries[key] ?? null,
  };
}

describe('mayHaveSession (whether Amplify must be loaded at all)', () => {
  it('is false for a visitor with nothing of Amplify stored, or with other apps data', () => {
    expect(mayHaveSession('client1', storage({}))).toBe(false);
    expect(
      mayHaveSession(
        'client1',
        storage({
          'yaktiv.discover.city': 'bengaluru',
          'CognitoIdentityServiceProvider.client1.inflightOAuth': 'false',
        }),
      ),
    ).toBe(false);
  });

  it('is true when Amplify stored a last signed-in user for this app client', () => {
    const stored = storage({
      'CognitoIdentityServiceProvider.client1.LastAuthUser': 'abc',
      'CognitoIdentityServiceProvider.client1.abc.accessToken': 'x',
    });
    expect(mayHaveSession('client1', stored)).toBe(true);
    expect(mayHaveSession(undefined, stored)).toBe(true);
    expect(mayHaveSession('client2', stored)).toBe(false);
  });

  it('is true in the middle of a managed-login redirect', () => {
    expect(mayHaveSession('client1', storage({ 'CognitoIdentityServiceProvider.client1.inflightOAuth': 'true' }))).toBe(
      true,
    );
  });

  it('is true when storage cannot be read (Amplify is asked instead)', () => {
    expect(mayHaveSession('client1', storage({}, true))).toBe(true);
  });
});

describe("the pictures the entry paints into Discover's placeholders", () => {
  it('are the pictures the cards will show: the cover, else the game’s own sport picture', () => {
    expect(earlyCoverPath({ id: 'g1', sport: 'cricket', cover_image: '/media/covers/g1.webp' })).toBe(
      '/media/covers/g1.webp',
    );
    expect(earlyCoverPath({ id: 'g1', sport: 'cricket', cover_image: null })).toBe(
      gameCoverPath({ id: 'g1', sport: 'cricket', cover_image: null }),
    );
    expect(earlyCoverPath({ sport: 'cricket' })).toBeNull();
    expect(earlyCoverPath(null)).toBeNull();
  });

  it('follow the order the screen shows: nearest first with a point, the soonest first on a tie', () => {
    const games = [
      { id: 'far', distance_km: 9 },
      { id: 'near-sooner', distance_km: 1 },
      { id: 'unknown', distance_km: null },
      { id: 'near-later', distance_km: 1 },
    ];
    expect(byDistance(games).map((game) => game.id)).toEqual(['near-sooner', 'near-later', 'far', 'unknown']);
    const noPoint = [{ id: 'b', distance_km: null }, { id: 'a' }];
    expect(byDistance(noPoint).map((game) => game.id)).toEqual(['b', 'a']);
  });
});
