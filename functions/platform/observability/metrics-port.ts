// What the business counts: one CloudWatch metric each, summed on the dashboard.
// Services and composition count through this port; only functions/platform/observability/observability.ts knows
// that it becomes Powertools Metrics / CloudWatch EMF.
export const BUSINESS_METRICS = [
  'JoinRequests',
  'JoinDecisions',
  'JoinAccepted',
  'JoinWaitlisted',
  'JoinRejected',
  'PaymentsCaptured',
  'PaymentsFailed',
  'PaymentsFlagged',
  'RefundsIssued',
  'RefundsFailed',
  'CacheWritesSkipped',
  'SmsCodesSent',
  'SmsBudgetRefusals',
] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

export interface BusinessMetrics {
  /** Counts one occurrence (or `value`) of what just happened. */
  count(metric: BusinessMetric, value?: number): void;
}

/** A structured log line, as services without a logger of their own write it. */
export type LogEntry = { level?: 'debug' | 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>;
