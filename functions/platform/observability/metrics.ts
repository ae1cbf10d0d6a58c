import { businessMetrics } from './business-metrics';
import { log, logEntry } from './observability';
import type { BusinessMetric, BusinessMetrics } from './metrics-port';

// What composition hands services for logs and metrics (functions/platform/observability/observability.ts and
// business-metrics.ts). Business
// counts are added here, around service calls, so services stay as they are and never learn
// about Powertools; a service that must count something mid-call takes the `metrics` port.
export const metrics: BusinessMetrics = businessMetrics;
/** The `log` port services take: `{ level, msg, ...details }` with the invocation's ids added. */
export const logPort = logEntry;
/** The upload services' `Logger` shape. */
export const uploadLogger = { info: log.info, warn: log.warn };

type AsyncFn = (...args: never[]) => Promise<unknown>;

/** The same function, counting what `countsOf` reads from each call that succeeded. */
export function counted<F extends AsyncFn>(
  fn: F,
  countsOf: (result: Awaited<ReturnType<F>>, ...args: Parameters<F>) => BusinessMetric[],
  port: BusinessMetrics = metrics,
): F {
  return (async (...args: Parameters<F>) => {
    const result = (await fn(...args)) as Awaited<ReturnType<F>>;
    for (const metric of countsOf(result, ...args)) port.count(metric);
    return result;
  }) as F;
}
