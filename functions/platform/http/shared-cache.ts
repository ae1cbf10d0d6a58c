import type { HttpResult } from './http';

// Public reads that many people ask for at once (a game's page when its link goes round, Home's
// trending games, a community) are the same for everyone, so CloudFront may keep them a few
// seconds and answer the crowd from its edge (infra/constructs/cdn.ts). Browsers keep nothing
// (max-age=0): only the edge shares the answer, and only for these seconds.
export const SHARED_READ_SECONDS = {
  /** A game's spots move as players join: a few seconds of staleness at most. */
  game: 10,
  /** Who is going on a game's page: as old as the page's own count of players beside it. */
  going: 10,
  featured: 30,
  community: 30,
  communities: 30,
  /** Discover asked by cell: new games and spots show within seconds, as on the game's page. */
  discoverCell: 10,
  /** A game's forecast changes by the hour: the longest the edge keeps anything (SHARED_READ_MAX_SECONDS). */
  forecast: 60,
} as const;

/** The answer, marked as the same for everyone for `seconds` at the edge. */
export function sharedFor(seconds: number, answer: HttpResult): HttpResult {
  return { ...answer, headers: { ...answer.headers, 'cache-control': `public, max-age=0, s-maxage=${seconds}` } };
}
