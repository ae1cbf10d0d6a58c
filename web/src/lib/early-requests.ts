import { LIMITS } from '@shared/constants';
import type { LatLng } from '@shared/rules/maps-link';
import { mayHaveSession } from './auth/amplify-loader';
import { rememberedCity } from './cities';
import { earlyCoverPath, paintEarlyCovers, settledImage } from './games/early-covers';
import { byDistance } from './games/by-distance';
import { measuredFrom } from './games/measured-from';
import { featuredGamesPath, nearParams } from './games/near-queries';
import { isNumber, isRecord } from './shape-check';

// The data a landing page shows first is requested as soon as the entry script runs, while
// React and the screen's chunk are still on their way (decision 022); the screen's own request
// then picks up the answer instead of asking again. Only for signed-out visitors: their
// requests carry no token, so the early answer is the one the screen would have got.
const pending = new Map<string, Promise<Response>>();

/**
 * The API reads each landing route starts with. `near`: the city the visitor picked before,
 * which Home's trending games and Discover's first list are near.
 */
export function earlyReadsFor(pathname: string, near: LatLng | null = null): string[] {
  if (pathname === '/') return [featuredGamesPath(near)];
  // Discover's first list: gamesQuery(DEFAULT_FILTERS, near), which
  // test/unit/web-early-requests.test.ts keeps equal. A device position found later changes the
  // list; the screen then asks again.
  if (/^\/discover\/?$/.test(pathname)) {
    const params = nearParams(near, LIMITS.distanceKm.default);
    params.set('limit', String(LIMITS.discoverFetchLimit));
    return [`/api/games?${params}`];
  }
  const game = /^\/game\/([^/]+)\/?$/.exec(pathname);
  return game ? [`/api/games/${game[1]}`] : [];
}

/**
 * Starts the landing route's first reads. Resolves once the page's first picture is on screen
 * (Discover's, painted from the early list: early-covers.ts), or at once when there is none to
 * wait for; never rejects.
 */
export function startEarlyRequests({ pathname, search }: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  // A query (filters, a map view) changes what the screen asks for.
  if (search || mayHaveSession()) return Promise.resolve();
  const city = rememberedCity();
  const nearPoint = city && { lat: city.lat, lng: city.lng };
  const reads = earlyReadsFor(pathname, nearPoint);
  for (const path of reads) {
    // A prerendered page started its read before this script arrived (shared/boot/early-reads.ts);
    // it leaves a visitor with a remembered city to this script, which knows the city's point.
    const request = window.__earlyReads?.[path] ?? fetch(path, { headers: { Accept: 'application/json' } });
    // A failure is the screen's to report when it takes the answer.
    request.catch(() => undefined);
    pending.set(path, request);
  }
  // The largest paint is a cover: the game page's, or Discover's first card's (in the order the
  // screen will show the list). Fetch it as soon as its address is known.
  const discover = /^\/discover\/?$/.test(pathname);
  const coverRead = discover || /^\/game\/[^/]+\/?$/.test(pathname) ? reads[0] : undefined;
  const coverReady = (coverRead ? pending.get(coverRead) : undefined)
    ?.then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      // Discover's list as the screen will order it: measured from the city's point (the answer is the cell's).
      const games: unknown[] =
        isRecord(body) && Array.isArray(body.games)
          ? byDistance(
              measuredFrom(
                body.games.filter(isRecord).map((game) => ({
                  ...game,
                  latitude: isNumber(game.latitude) ? game.latitude : null,
                  longitude: isNumber(game.longitude) ? game.longitude : null,
                  distance_km: isNumber(game.distance_km) ? game.distance_km : null,
                })),
                discover && nearPoint ? { point: nearPoint, radiusKm: LIMITS.distanceKm.default } : null,
              ),
            )
          : [body];
      // Discover's placeholders get the pictures themselves, which fetches them (early-covers.ts).
      const first = discover && coverRead !== undefined ? paintEarlyCovers(coverRead, games) : null;
      if (first) return settledImage(first);
      const href = earlyCoverPath(games[0]);
      // The server names the game's cover in the page's head when it could read the game (decision 033).
      if (
        !href ||
        [...document.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === href)
      )
        return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    })
    .catch(() => undefined);
  // Only Discover paints a picture of its own; the others' covers are in their HTML or React's.
  return (discover && coverReady) || Promise.resolve();
}

declare global {
  interface Window {
    __earlyReads?: Record<string, Promise<Response>>;
  }
}

/** The early answer for this GET, once: a refetch later goes to the network. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const request = pending.get(path);
  pending.delete(path);
  return request;
}
