// Where a Lighthouse Performance score lost its points. The score is the weighted mean of its
// metrics' scores (FCP, Speed Index, LCP, TBT, CLS), so a metric with score s and weight w costs
// (1 − s) × w / Σw × 100 points; the sum of those is what separates the score from 100. Reading
// a median run's losses says which audit to work on, where the headline number does not.

/** The metrics of Lighthouse's mobile Performance score, by their short names. */
export const SCORED_METRICS = {
  FCP: 'first-contentful-paint',
  SI: 'speed-index',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
export type MetricName = keyof typeof SCORED_METRICS;

/** The parts of a Lighthouse result (`lhr`) this reads. */
export interface ScoredResult {
  categories: { performance?: { auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null; numericValue?: number } | undefined>;
}

export interface MetricPoints {
  /** The metric's value: milliseconds, or the layout shift score for CLS. */
  value: number;
  /** The metric's own score, 0–1. */
  score: number;
  /** Its share of the Performance score, in percent (e.g. TBT 30). */
  weight: number;
  /** Points of the Performance score (0–100) this metric cost. */
  lost: number;
}

/** Each scored metric's value, score, weight and the points it cost; a metric the result lacks costs its whole weight. */
export function pointsByMetric(result: ScoredResult): Record<MetricName, MetricPoints> {
  const refs = result.categories.performance?.auditRefs ?? [];
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const entries = (Object.entries(SCORED_METRICS) as [MetricName, string][]).map(([name, id]) => {
    const weight = totalWeight ? ((refs.find((ref) => ref.id === id)?.weight ?? 0) / totalWeight) * 100 : 0;
    const audit = result.audits[id];
    const score = audit?.score ?? 0;
    return [name, { value: audit?.numericValue ?? Number.NaN, score, weight, lost: (1 - score) * weight }] as const;
  });
  return Object.fromEntries(entries) as Record<MetricName, MetricPoints>;
}
