import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, gamesQuery } from '@web/features/discover/discover-query';
import { mayHaveSession } from '@web/lib/auth/amplify-loader';
import { earlyReadsFor } from '@web/lib/early-requests';
import { EARLY_READS_SCRIPT } from '@shared/boot/early-reads';

// Decision 022: what the entry requests before React renders must be exactly what the screen
// will ask for, and Amplify is loaded only when storage says someone may be signed in.
describe('early requests of the landing routes', () => {
  it("asks for Discover's first list exactly as the screen will", () => {
    expect(earlyReadsFor('/discover')).toEqual([`/api/games?${gamesQuery(DEFAULT_FILTERS, null)}`]);
  });

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
    expect(inlineReads('/discover', { 'yaktiv.discover.city': 'bengaluru' })).toEqual(['/api/games?limit=100']);
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
