import { businessMetrics } from '../observability/business-metrics';
import { log } from '../observability/observability';

// Writes of copies kept only to save later reads (the dashboard's lists, discover's cell pages).
// Losing one costs the next reader a live read; failing the request over it would cost the user
// their answer. So a throttled, conflicted or refused keep is logged and counted, never thrown.

/** Runs `write`; true when it kept the copy, false when it did not or could not (logged and counted). */
export async function keptIfPossible(what: string, write: () => Promise<boolean>): Promise<boolean> {
  try {
    return await write();
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    log.warn('kept copy not written', { what, error: name, detail: message });
    businessMetrics.count('CacheWritesSkipped');
    return false;
  }
}
