import { LIMITS } from '@shared/constants';
import { gameCoverPath } from '@shared/rules/sport-images';
import { mayHaveSession } from './auth/amplify-loader';

// The data a landing page shows first is requested as soon as the entry script runs, while
// React and the screen's chunk are still on their way (decision 022); the screen's own request
// then picks up the answer instead of asking again. Only for signed-out visitors: their
// requests carry no token, so the early answer is the one the screen would have got.
const pending = new Map<string, Promise<Response>>();

/** The API reads each landing route starts with. */
export function earlyReadsFor(pathname: string): string[] {
  if (pathname === '/') return ['/api/games/featured'];
  // Discover's first list before a location is known: gamesQuery(DEFAULT_FILTERS, null), which
  // test/unit/web-early-requests.test.ts keeps equal. With a remembered city the screen asks
  // for another list and this answer goes unused.
  if (/^\/discover\/?$/.test(pathname)) return [`/api/games?limit=${LIMITS.discoverFetchLimit}`];
  const game = /^\/game\/([^/]+)\/?$/.exec(pathname);
  return game ? [`/api/games/${game[1]}`] : [];
}

export function startEarlyRequests({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  // A query (filters, a map view) changes what the screen asks for.
  if (search || mayHaveSession()) return;
  for (const path of earlyReadsFor(pathname)) {
    // A prerendered page started its read before this script arrived (shared/boot/early-reads.ts).
    const request = window.__earlyReads?.[path] ?? fetch(path, { headers: { Accept: 'application/json' } });
    // A failure is the screen's to report when it takes the answer.
    request.catch(() => undefined);
    pending.set(path, request);
  }
  // The largest paint is a cover: the game page's, or Discover's first card's (the early list
  // has no point, so the screen keeps the answer's order). Fetch it as soon as its address is known.
  const coverRead = /^\/(discover|game\/[^/]+)\/?$/.test(pathname) ? earlyReadsFor(pathname)[0] : undefined;
  void (coverRead ? pending.get(coverRead) : undefined)
    ?.then((response) => (response.ok ? response.clone().json() : null))
    .then((body: (Cover & { games?: Cover[] }) | null) => {
      const cover = body && (Array.isArray(body.games) ? body.games[0] : body);
      if (!cover) return;
      const href = gameCoverPath({
        cover_image: typeof cover.cover_image === 'string' ? cover.cover_image : null,
        sport: typeof cover.sport === 'string' ? cover.sport : null,
        id: typeof cover.id === 'string' ? cover.id : null,
      });
      // The server names the game's cover in the page's head when it could read the game (decision 033).
      if ([...document.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === href))
        return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    })
    .catch(() => undefined);
}

declare global {
  interface Window {
    __earlyReads?: Record<string, Promise<Response>>;
  }
}

interface Cover {
  id?: unknown;
  cover_image?: unknown;
  sport?: unknown;
}

/** The early answer for this GET, once: a refetch later goes to the network. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const request = pending.get(path);
  pending.delete(path);
  return request;
}
