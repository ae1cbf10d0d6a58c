import { UPCOMING_SHARDS } from '@functions/games/adapters/keys';
import type { Scenario } from './scenario';

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
//   at 5/s (200,000 a week with a weekend peak), edited at 2/s, cancelled at 0.5/s.
// - Players come from 50 cities but not evenly: the busiest city has ~15 % of them. Within it, a
//   5 km cell (geohash 5) is one of ~150 with games, so ~1/1,000 of all discover traffic lands on
//   the busiest 5 km cell, ~1/300 on a 39 km cell (geohash 4), ~1/60 on a 156 km one (geohash 3).
// - The viral game: 5,000 joins in a minute (83/s) on one game of one host; 20 page views per
//   join (1,700/s), the host refreshing the dashboard every 2 s and deciding 5 requests a second.
// - The big community: 100,000 members; its page is opened 100 times a second, 20 people a
//   second join, 2 review.
const SATURDAY_JOINS = 2_000;
const OPEN_GAMES = 30_000;
const PLAYERS = 1_000_000;
const HOSTS = 20_000;
const COMMUNITIES = 5_000;
const CELLS = { cell5: 1_000, cell4: 300, cell3: 60 };

// The national list of upcoming games is split by game id: a write lands on one shard, a read of
// the whole list reads each (the accesses of one request add up over all of them).
const saturday = {
  shard: UPCOMING_SHARDS,
  game: OPEN_GAMES,
  player: PLAYERS,
  host: HOSTS,
  community: COMMUNITIES,
  ...CELLS,
};

export const SATURDAY_MORNING: Scenario = {
  name: 'Saturday morning',
  flows: [
    { operation: 'join', perSecond: SATURDAY_JOINS, spread: saturday },
    { operation: 'decision: accept', perSecond: SATURDAY_JOINS * 0.6, spread: saturday },
    { operation: 'decision: waitlist', perSecond: SATURDAY_JOINS * 0.1, spread: saturday },
    { operation: 'decision: reject', perSecond: SATURDAY_JOINS * 0.1, spread: saturday },
    { operation: 'pay (order + checkout + verify)', perSecond: SATURDAY_JOINS * 0.3, spread: saturday },
    { operation: 'withdraw', perSecond: SATURDAY_JOINS * 0.05, spread: saturday },
    { operation: 'nudge', perSecond: SATURDAY_JOINS * 0.05, spread: saturday },
    { operation: 'check-in', perSecond: SATURDAY_JOINS * 0.25, spread: saturday },
    { operation: 'game create', perSecond: 5, spread: saturday },
    { operation: 'game edit', perSecond: 2, spread: saturday },
    { operation: 'game cancel', perSecond: 0.5, spread: saturday },
    // A kept page is rebuilt at most once per 15 s per cell while it is read.
    { operation: 'discover 5 km (page rebuilt)', perSecond: CELLS.cell5 / 15, spread: saturday },
    { operation: 'discover 50 km (page rebuilt)', perSecond: CELLS.cell4 / 15, spread: saturday },
    { operation: 'featured (page rebuilt)', perSecond: 1 / 15, spread: saturday },
    { operation: 'discover 5 km', perSecond: SATURDAY_JOINS * 5, spread: saturday },
    { operation: 'discover 50 km', perSecond: SATURDAY_JOINS, spread: saturday },
    { operation: 'featured', perSecond: SATURDAY_JOINS, spread: saturday },
    { operation: 'search', perSecond: SATURDAY_JOINS / 2, spread: saturday },
    { operation: 'game page', perSecond: SATURDAY_JOINS * 3, spread: saturday },
    { operation: 'notifications', perSecond: SATURDAY_JOINS, spread: saturday },
    { operation: 'host dashboard', perSecond: 200, spread: saturday },
    { operation: 'host analytics', perSecond: 20, spread: saturday },
    { operation: 'community list', perSecond: 200, spread: saturday },
    { operation: 'community page', perSecond: 300, spread: saturday },
    { operation: 'community join', perSecond: 50, spread: saturday },
    { operation: 'community review', perSecond: 5, spread: saturday },
    { operation: 'sign-up (player)', perSecond: 20, spread: saturday },
  ],
};

const viral = { ...saturday, game: 'viral', host: 'viral-host' };

export const VIRAL_GAME: Scenario = {
  name: 'Viral game',
  flows: [
    { operation: 'join', perSecond: 5_000 / 60, spread: viral },
    { operation: 'game page', perSecond: (5_000 / 60) * 20, spread: viral },
    { operation: 'host dashboard', perSecond: 0.5, spread: viral },
    { operation: 'decision: accept', perSecond: 4, spread: viral },
    { operation: 'decision: reject', perSecond: 1, spread: viral },
  ],
};

const big = { ...saturday, community: 'big' };

export const BIG_COMMUNITY: Scenario = {
  name: '100,000-member community',
  flows: [
    { operation: 'community page', perSecond: 100, spread: big },
    { operation: 'community join', perSecond: 20, spread: big },
    { operation: 'community review', perSecond: 2, spread: big },
  ],
};

export const SCENARIOS = [SATURDAY_MORNING, VIRAL_GAME, BIG_COMMUNITY];
