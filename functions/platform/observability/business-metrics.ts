import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { OBSERVABILITY_ENV } from '../env-names';
import type { BusinessMetrics } from './metrics-port';
import { currentInvocation, SERVICE_NAME, type Invocation } from './observability';

// Business counts as CloudWatch embedded metric format (Powertools Metrics): one JSON line per
// invocation that counted something, written when it ends; CloudWatch turns it into metrics in
// Yaktiv/<stage> with the one dimension service=yaktiv (what the dashboard reads).

/** Without POWERTOOLS_METRICS_NAMESPACE (the stack sets Yaktiv/<stage>), e.g. locally. */
export const DEFAULT_METRICS_NAMESPACE = 'Yaktiv/local';

const newMetrics = () =>
  new Metrics({
    namespace: process.env[OBSERVABILITY_ENV.metricsNamespace] || DEFAULT_METRICS_NAMESPACE,
    serviceName: process.env[OBSERVABILITY_ENV.serviceName] || SERVICE_NAME,
  });

const byInvocation = new WeakMap<Invocation, Metrics>();

function metricsOf(invocation: Invocation): Metrics {
  let metrics = byInvocation.get(invocation);
  if (!metrics) {
    const created = newMetrics();
    // Not dimensions (each would be a metric of its own): searchable fields of the EMF line.
    created.addMetadata('function_request_id', invocation.requestId);
    created.addMetadata('correlation_id', invocation.correlationId);
    invocation.atEnd.push(() => created.publishStoredMetrics());
    byInvocation.set(invocation, created);
    metrics = created;
  }
  return metrics;
}

/** The metrics port: counted into the invocation's EMF line; outside an invocation, a line now. */
export const businessMetrics: BusinessMetrics = {
  count(metric, value = 1) {
    const invocation = currentInvocation();
    const metrics = invocation ? metricsOf(invocation) : newMetrics();
    metrics.addMetric(metric, MetricUnit.Count, value);
    if (!invocation) metrics.publishStoredMetrics();
  },
};
