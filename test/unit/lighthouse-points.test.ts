import { describe, expect, it } from 'vitest';
import { pointsByMetric, type ScoredResult } from '../bench/lighthouse-points';

// Lighthouse 10+ mobile weights: FCP 10, SI 10, LCP 25, TBT 30, CLS 25 (diagnostics weigh 0).
const refs = [
  { id: 'first-contentful-paint', weight: 10 },
  { id: 'speed-index', weight: 10 },
  { id: 'largest-contentful-paint', weight: 25 },
  { id: 'total-blocking-time', weight: 30 },
  { id: 'cumulative-layout-shift', weight: 25 },
  { id: 'bootup-time', weight: 0 },
];
const result = (scores: Record<string, [number, number]>): ScoredResult => ({
  categories: { performance: { auditRefs: refs } },
  audits: Object.fromEntries(
    Object.entries(scores).map(([id, [score, value]]) => [id, { score, numericValue: value }]),
  ),
});

describe('points each Lighthouse metric cost', () => {
  it('charges each metric (1 − score) × its share of the weights', () => {
    const points = pointsByMetric(
      result({
        'first-contentful-paint': [0.99, 1100],
        'speed-index': [1, 1200],
        'largest-contentful-paint': [1, 1300],
        'total-blocking-time': [0.75, 330],
        'cumulative-layout-shift': [1, 0.007],
      }),
    );
    expect(points.TBT).toEqual({ value: 330, score: 0.75, weight: 30, lost: expect.closeTo(7.5, 6) });
    expect(points.FCP.lost).toBeCloseTo(0.1, 6);
    expect(points.LCP.lost).toBe(0);
    expect(points.CLS.value).toBe(0.007);
    // The losses add up to what separates the score (weighted mean) from 100.
    const lost = Object.values(points).reduce((sum, metric) => sum + metric.lost, 0);
    expect(100 - lost).toBeCloseTo(92.4, 6);
  });

  it('charges a metric missing from the result its whole weight', () => {
    const points = pointsByMetric(result({ 'total-blocking-time': [1, 0] }));
    expect(points.LCP).toMatchObject({ score: 0, weight: 25, lost: 25 });
    expect(Number.isNaN(points.LCP.value)).toBe(true);
    expect(points.TBT.lost).toBe(0);
  });
});
