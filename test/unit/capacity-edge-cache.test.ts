import { describe, expect, it } from 'vitest';
import { SHARED_READ_MAX_SECONDS } from '@infra/constructs/cdn';
import { SHARED_READ_SECONDS } from '@functions/platform/http/shared-cache';
import {
  EDGE_CACHED_READS,
  EDGE_CACHES,
  EDGE_SECONDS,
  edgeMismatches,
  keptAtEdge,
  originPerSecond,
  sharedMaxAge,
} from '../bench/capacity/edge-cache';
import { SATURDAY_MORNING, VIRAL_GAME } from '../bench/capacity/launch-scenarios';
import { edgeLines, keyLoads, type OperationCost, originRate } from '../bench/capacity/scenario';

// The launch-day model of the public reads CloudFront keeps: what reaches the API per cache key,
// the lifetimes taken from the functions' s-maxage and the CDK cache policy, and which paths the
// distribution keeps at all.

describe('origin requests of a read kept at the edges', () => {
  it('a rarely asked key reaches the API almost every time', () => {
    expect(originPerSecond(0.01, 10)).toBeCloseTo(0.01, 4);
  });

  it('a crowd reaches it at most once per lifetime per edge cache', () => {
    const origin = originPerSecond(1_000_000, 10);
    expect(origin).toBeLessThan(EDGE_CACHES / 10);
    expect(origin).toBeGreaterThan(0.99 * (EDGE_CACHES / 10));
    // r / (1 + r·T) at each of the caches.
    expect(originPerSecond(120, 10, 120)).toBeCloseTo(120 / 11);
  });

  it('nothing kept, nothing saved', () => {
    expect(originPerSecond(50, 0)).toBe(50);
  });
});

describe('lifetimes and paths from the CDK config', () => {
  it("keeps each read for its function's s-maxage, capped by the cache policy's max TTL", () => {
    for (const [read, seconds] of Object.entries(SHARED_READ_SECONDS))
      expect(EDGE_SECONDS[read as keyof typeof SHARED_READ_SECONDS]).toBe(Math.min(seconds, SHARED_READ_MAX_SECONDS));
    expect(EDGE_CACHED_READS['game page']!.seconds).toBe(EDGE_SECONDS.game);
  });

  it('knows which paths the distribution keeps: the shared reads, not the per-user paths under them', () => {
    expect(keptAtEdge('/api/games/{game}')).toBe(true);
    expect(keptAtEdge('/api/games/featured')).toBe(true);
    expect(keptAtEdge('/api/communities')).toBe(true);
    expect(keptAtEdge('/api/games')).toBe(true);
    expect(keptAtEdge('/api/games/{game}/my-request')).toBe(false);
    // Who is going is public and the same for everyone: kept, though beneath a per-user pattern.
    expect(keptAtEdge('/api/games/{game}/going')).toBe(true);
    expect(keptAtEdge('/api/games/{game}/requests')).toBe(false);
    expect(keptAtEdge('/api/search')).toBe(false);
    for (const read of Object.values(EDGE_CACHED_READS)) expect(keptAtEdge(read.path)).toBe(true);
  });

  it('reads the s-maxage of an answer, and says where the model and the answers disagree', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=30')).toBe(30);
    expect(sharedMaxAge('no-store')).toBeUndefined();
    const answers = Object.entries(EDGE_CACHED_READS).map(([name, read]) => ({
      name,
      cacheControl: `public, max-age=0, s-maxage=${read.seconds}`,
    }));
    expect(edgeMismatches(answers)).toEqual([]);
    const uncached = answers.map((a) => (a.name === 'featured' ? { name: a.name, cacheControl: 'no-store' } : a));
    expect(edgeMismatches(uncached)).toEqual([expect.stringMatching(/^featured: answered "no-store"/)]);
    expect(edgeMismatches(answers.slice(1))).toHaveLength(1);
  });
});

describe('the launch scenarios with the edges', () => {
  const flowOf = (scenario: typeof VIRAL_GAME, operation: string) =>
    scenario.flows.find((f) => f.operation === operation)!;

  it("the viral game's page views reach the API once per lifetime per edge cache; signed-in reads in full", () => {
    const page = flowOf(VIRAL_GAME, 'game page');
    expect(page.edge).toEqual({ seconds: EDGE_SECONDS.game, key: ['game'] });
    expect(originRate(page)).toBeLessThan(EDGE_CACHES / EDGE_SECONDS.game);
    expect(originRate(page)).toBeCloseTo(page.perSecond / (1 + (page.perSecond * EDGE_SECONDS.game) / EDGE_CACHES));
    const mine = flowOf(VIRAL_GAME, 'my request');
    expect(mine.edge).toBeUndefined();
    expect(originRate(mine)).toBe(mine.perSecond);
    const going = flowOf(VIRAL_GAME, 'who is going');
    expect(going.edge).toEqual({ seconds: EDGE_SECONDS.going, key: ['game'] });
    expect(edgeLines(VIRAL_GAME)).toEqual([
      expect.stringMatching(/^game page: 1666\.7\/s asked, 11\.\d\/s reach the API \(kept 10 s\)$/),
      expect.stringMatching(/^who is going: 1666\.7\/s asked, 11\.\d\/s reach the API \(kept 10 s\)$/),
    ]);
  });

  it("a Saturday's game pages spread over 30,000 games: each game's few views mostly reach the API", () => {
    const page = flowOf(SATURDAY_MORNING, 'game page');
    expect(originRate(page)).toBeGreaterThan(0.95 * page.perSecond);
    // Featured is one key for everyone: the edges take nearly all of it.
    const featured = flowOf(SATURDAY_MORNING, 'featured');
    expect(originRate(featured)).toBeLessThan(EDGE_CACHES / EDGE_SECONDS.featured);
    // Discover asked by cell: one key per cell, so a busy Saturday's neighbours share answers.
    const discover = flowOf(SATURDAY_MORNING, 'discover 5 km');
    expect(discover.edge).toEqual({ seconds: EDGE_SECONDS.discoverCell, key: ['discoverCell'] });
    expect(originRate(discover)).toBeLessThan(discover.perSecond);
    expect(originRate(flowOf(SATURDAY_MORNING, 'search'))).toBe(flowOf(SATURDAY_MORNING, 'search').perSecond);
  });

  it("a key's load counts the reads that reach the API", () => {
    const costs: OperationCost[] = [
      { name: 'game page', accesses: [{ kind: 'read', target: 'table', key: 'GAME#{game}', units: 2 }] },
    ];
    const scenario = { name: 'Viral', flows: [flowOf(VIRAL_GAME, 'game page')] };
    const [load] = keyLoads(costs, scenario);
    expect(load).toMatchObject({ key: 'GAME#{game:viral}' });
    expect(load!.perSecond).toBeCloseTo(2 * originRate(scenario.flows[0]!));
    expect(load!.perSecond).toBeLessThan(30);
  });
});
