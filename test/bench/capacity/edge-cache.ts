import {
  PER_USER_PATHS_UNDER_SHARED,
  SHARED_READ_MAX_SECONDS,
  SHARED_READ_PATHS,
  SHARED_READS_BENEATH_PER_USER,
} from '@infra/constructs/cdn';
import { SHARED_READ_SECONDS } from '@functions/platform/http/shared-cache';
import { SPORTS } from '@shared/constants';
import { COMMUNITY_SORTS } from '@shared/rules/community-rules';

// Public reads that CloudFront keeps (infra/constructs/cdn.ts) reach the API, and so DynamoDB, once
// per cache lifetime per edge cache that is asked for them, not once per viewer. The launch-day
// model counts those origin requests for the operations below, and every other read (signed in,
// per user, or on a path CloudFront passes through) in full. Pure, so the arithmetic is tested.

/**
 * CloudFront's edge locations (points of presence) in India, all inside the distribution's price
 * class 200: ~60 in seven cities (New Delhi 16, Mumbai 13, Hyderabad 9, Chennai 8, Bengaluru 5,
 * Kolkata 5, Pune 4). Each keeps its own copy. Their misses pass through a regional edge cache
 * that collapses them further; counting each location as its own cache is the upper bound.
 */
export const INDIA_EDGE_LOCATIONS = 60;
/**
 * The shared reads' cache policy keys on the accepted encoding (Brotli and gzip both enabled), so a
 * location may keep a Brotli and a gzip copy of one answer: two caches per location at most.
 */
export const ENCODINGS_KEPT = 2;
/** Independent copies of one answer across India: the most origin requests one cache lifetime can cost. */
export const EDGE_CACHES = INDIA_EDGE_LOCATIONS * ENCODINGS_KEPT;

/**
 * How long an edge keeps each shared read: the s-maxage its function sends (functions/platform/http/
 * shared-cache.ts), never longer than the cache policy's max TTL.
 */
export const EDGE_SECONDS = Object.fromEntries(
  Object.entries(SHARED_READ_SECONDS).map(([read, seconds]) => [read, Math.min(seconds, SHARED_READ_MAX_SECONDS)]),
) as Record<keyof typeof SHARED_READ_SECONDS, number>;

/**
 * The communities list's first pages a viewer can ask for: each sort, for all sports or one. Each is
 * a cache key of its own (query strings are in the key); counted as equally asked, the upper bound.
 */
export const COMMUNITY_LIST_KEYS = COMMUNITY_SORTS.length * (SPORTS.length + 1);

export interface EdgeCachedRead {
  /** The path the bench asks, with the placeholders of the ids in it. */
  path: string;
  seconds: number;
  /** The placeholders whose values make different cache keys (a game, a community…). */
  key: string[];
}

/** The bench's operations that CloudFront answers from an edge copy, by operation name. */
export const EDGE_CACHED_READS: Record<string, EdgeCachedRead> = {
  'game page': { path: '/api/games/{game}', seconds: EDGE_SECONDS.game, key: ['game'] },
  'who is going': { path: '/api/games/{game}/going', seconds: EDGE_SECONDS.going, key: ['game'] },
  featured: { path: '/api/games/featured', seconds: EDGE_SECONDS.featured, key: [] },
  'community page': { path: '/api/communities/{community}', seconds: EDGE_SECONDS.community, key: ['community'] },
  'community list': { path: '/api/communities', seconds: EDGE_SECONDS.communities, key: ['listing'] },
  // Discover is asked by the viewer's ~1.2 × 0.6 km cell (shared/rules/discover-cell.ts): neighbours share it.
  'discover 5 km': { path: '/api/games', seconds: EDGE_SECONDS.discoverCell, key: ['discoverCell'] },
  'discover 50 km': { path: '/api/games', seconds: EDGE_SECONDS.discoverCell, key: ['discoverCell'] },
};

/** How CloudFront matches a path pattern: `*` is any run of characters, `/` included. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

/**
 * Whether CloudFront keeps a GET of this path: the first behaviour whose pattern matches decides, and
 * the per-user paths come before the shared ones (a shared read beneath them before those), as the
 * distribution orders them.
 */
export function keptAtEdge(path: string): boolean {
  const concrete = path.replace(/\{\w+\}/g, 'x1');
  if (SHARED_READS_BENEATH_PER_USER.some((pattern) => matches(pattern, concrete))) return true;
  if (PER_USER_PATHS_UNDER_SHARED.some((pattern) => matches(pattern, concrete))) return false;
  return SHARED_READ_PATHS.some((pattern) => matches(pattern, concrete));
}

/**
 * Requests a second that reach the origin for one cache key asked `perSecond` times a second across
 * India, kept `seconds` at `caches` independent edge caches with the viewers spread evenly over
 * them. Each cache misses once, then answers for `seconds`: at a rate r it sends r / (1 + r·T) a
 * second to the origin, never more than r and never more than once per lifetime (1/T).
 */
export function originPerSecond(perSecond: number, seconds: number, caches = EDGE_CACHES): number {
  if (perSecond <= 0 || seconds <= 0) return perSecond;
  const atEach = perSecond / caches;
  return (caches * atEach) / (1 + atEach * seconds);
}

/** The s-maxage of a Cache-Control header, or undefined when it has none. */
export const sharedMaxAge = (cacheControl: string | undefined) => {
  const match = /(?:^|[,\s])s-maxage=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * What the model assumes against what the measured answers said: a line per kept read whose answer
 * did not carry the s-maxage the model keeps it for (the model would then count too few reads).
 */
export function edgeMismatches(measured: { name: string; cacheControl?: string }[]): string[] {
  return Object.entries(EDGE_CACHED_READS).flatMap(([name, read]) => {
    const answer = measured.find((m) => m.name === name);
    if (!answer) return [`${name}: not measured`];
    const said = sharedMaxAge(answer.cacheControl);
    const kept = said === undefined ? 0 : Math.min(said, SHARED_READ_MAX_SECONDS);
    if (!keptAtEdge(read.path)) return [`${name}: ${read.path} is not on a path CloudFront keeps`];
    return kept === read.seconds
      ? []
      : [`${name}: answered "${answer.cacheControl ?? ''}", modelled as kept ${read.seconds} s`];
  });
}
