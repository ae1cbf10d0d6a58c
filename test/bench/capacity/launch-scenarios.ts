import { UPCOMING_SHARDS } from '@functions/games/adapters/keys';
import { OPEN_PAYMENT_PARTS } from '@functions/payments/adapters/keys';
import { COMMUNITY_LIST_KEYS, EDGE_CACHED_READS } from './edge-cache';
import type { Flow, Scenario } from './scenario';

// Launch day, as rates per operation. The given figures: 1 million players in 50 cities, 200,000
// games a week, 2,000 join requests a second on a Saturday morning, one viral game taking 5,000
// join requests in a minute, a community of 100,000 members. The rest are assumptions, stated
// next to each number so they can be argued with:
//
// - Saturday morning: the 2,000 joins/s land on the ~30,000 games open that morning (200,000 a
//   week, most of them at weekends), from distinct players. Each join is preceded by browsing:
//   5 discovers within 5 km and 1 within 50 km, 3 game pages, 1 featured, ½ a search, 1 look at
//   notifications. Hosts decide ~80 % of requests in the same hour; half the accepted pay;
//   check-ins run at a quarter of the join rate (games that morning starting). Games are created
//   at 5/s (200,000 a week with a weekend peak), edited at 2/s, cancelled at 0.5/s. Every game
//   page view also asks who is going, and a signed-in viewer (4 in 5 that morning: players about
//   to join) their own request.
// - Players come from 50 cities but not evenly: the busiest city has ~15 % of them. Within it, a
//   5 km cell (geohash 5) is one of ~150 with games, so ~1/1,000 of all discover traffic lands on
//   the busiest 5 km cell, ~1/300 on a 39 km cell (geohash 4), ~1/60 on a 156 km one (geohash 3).
// - The viral game: 5,000 joins in a minute (83/s) on one game of one host; 20 page views per
//   join (1,700/s), half of them signed in (a link going round reaches people without an
//   account), the host refreshing the dashboard every 2 s and deciding 5 requests a second.
// - The big community: 100,000 members; its page is opened 100 times a second, 20 people a
//   second join, 2 review.
// - Rates are viewers' requests. The public reads CloudFront keeps (a game's page, featured, a
//   community's page, the communities list, discover by cell: edge-cache.ts) reach the API once
//   per cache lifetime per edge cache at most; the model counts what reaches it. Everything
//   signed in or per user counts in full.
const SATURDAY_JOINS = 2_000;
const SATURDAY_SIGNED_IN = 0.8;
const VIRAL_PAGE_VIEWS = (5_000 / 60) * 20;
const VIRAL_SIGNED_IN = 0.5;
const OPEN_GAMES = 30_000;
const PLAYERS = 1_000_000;
const HOSTS = 20_000;
const COMMUNITIES = 5_000;
const CELLS = { cell5: 1_000, cell4: 300, cell3: 60 };
// Discover is asked by the viewer's ~1.2 × 0.6 km cell (geohash 6, 32 to a 5 km cell): the busy
// 5 km cells' viewers ask from ~32,000 of them, each a cache key of its own at the edge.
const DISCOVER_CELLS = CELLS.cell5 * 32;

// The national list of upcoming games is split by game id, the payment due lists by request or
// order id: a write lands on one part, a read of the whole list reads each (the accesses of one
// request add up over all of them).
const saturday = {
  shard: UPCOMING_SHARDS,
  duepart: OPEN_PAYMENT_PARTS,
  game: OPEN_GAMES,
  player: PLAYERS,
  host: HOSTS,
  community: COMMUNITIES,
  listing: COMMUNITY_LIST_KEYS,
  discoverCell: DISCOVER_CELLS,
  ...CELLS,
};

/** A flow of an operation, kept at the edges if CloudFront keeps its answer. */
const flow = (operation: string, perSecond: number, spread: Flow['spread']): Flow => {
  const edge = EDGE_CACHED_READS[operation];
  return { operation, perSecond, spread, ...(edge ? { edge: { seconds: edge.seconds, key: edge.key } } : {}) };
};

export const SATURDAY_MORNING: Scenario = {
  name: 'Saturday morning',
  flows: [
    flow('join', SATURDAY_JOINS, saturday),
    flow('decision: accept', SATURDAY_JOINS * 0.6, saturday),
    flow('decision: waitlist', SATURDAY_JOINS * 0.1, saturday),
    flow('decision: reject', SATURDAY_JOINS * 0.1, saturday),
    flow('pay (order + checkout + verify)', SATURDAY_JOINS * 0.3, saturday),
    flow('withdraw', SATURDAY_JOINS * 0.05, saturday),
    flow('nudge', SATURDAY_JOINS * 0.05, saturday),
    flow('check-in', SATURDAY_JOINS * 0.25, saturday),
    flow('game create', 5, saturday),
    flow('game edit', 2, saturday),
    flow('game cancel', 0.5, saturday),
    // A kept page is rebuilt at most once per 15 s per cell while it is read.
    flow('discover 5 km (page rebuilt)', CELLS.cell5 / 15, saturday),
    flow('discover 50 km (page rebuilt)', CELLS.cell4 / 15, saturday),
    flow('discover 5 km', SATURDAY_JOINS * 5, saturday),
    flow('discover 50 km', SATURDAY_JOINS, saturday),
    flow('featured', SATURDAY_JOINS, saturday),
    // Each list on screen (5 discovers, 1 wider, 1 featured) asks who is going to its cards, once.
    flow('who is going (cards)', SATURDAY_JOINS * 7, saturday),
    flow('search', SATURDAY_JOINS / 2, saturday),
    flow('game page', SATURDAY_JOINS * 3, saturday),
    flow('who is going', SATURDAY_JOINS * 3, saturday),
    flow('my request', SATURDAY_JOINS * 3 * SATURDAY_SIGNED_IN, saturday),
    flow('notifications', SATURDAY_JOINS, saturday),
    flow('host dashboard', 200, saturday),
    flow('host analytics', 20, saturday),
    flow('community list', 200, saturday),
    flow('community page', 300, saturday),
    flow('community join', 50, saturday),
    flow('community review', 5, saturday),
    flow('sign-up (player)', 20, saturday),
  ],
};

const viral = { ...saturday, game: 'viral', host: 'viral-host' };

export const VIRAL_GAME: Scenario = {
  name: 'Viral game',
  flows: [
    flow('join', 5_000 / 60, viral),
    flow('game page', VIRAL_PAGE_VIEWS, viral),
    flow('who is going', VIRAL_PAGE_VIEWS, viral),
    flow('my request', VIRAL_PAGE_VIEWS * VIRAL_SIGNED_IN, viral),
    flow('host dashboard', 0.5, viral),
    flow('decision: accept', 4, viral),
    flow('decision: reject', 1, viral),
  ],
};

const big = { ...saturday, community: 'big' };

export const BIG_COMMUNITY: Scenario = {
  name: '100,000-member community',
  flows: [flow('community page', 100, big), flow('community join', 20, big), flow('community review', 2, big)],
};

export const SCENARIOS = [SATURDAY_MORNING, VIRAL_GAME, BIG_COMMUNITY];
