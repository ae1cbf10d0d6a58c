import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import { OBSERVABILITY_ENV } from '../env-names';
import type { LogEntry } from './metrics-port';
import { acceptableCorrelationId, CORRELATION_HEADER, withCorrelationId } from './correlation';

// Logs for every Lambda, in one place. Handlers are not edited: infra/bundle.ts and the
// local stack wrap each manifest function's handler in `observed`, which puts the request id and
// the correlation id on every Powertools log line of the invocation, and runs what the invocation
// asked to run at its end (business-metrics.ts flushes its EMF line there; it is a module of its
// own so that only the functions that count carry Powertools Metrics). The same code prints the
// same JSON lines locally. Tracing is X-Ray active tracing on the functions (infra), not Powertools
// Tracer: its X-Ray SDK adds ~120 kB to bundles that have ~30 kB left under the 500 kB budget.

/** How a function is invoked, which says where its correlation id comes from. */
export type InvocationKind = 'http' | 'event' | 'other';

/** The `service` of every log line and the one dimension of every business metric. */
export const SERVICE_NAME = 'yaktiv';

interface LambdaContextLike {
  awsRequestId?: string;
  functionName?: string;
}

export interface Invocation {
  /** On every line logged while it runs. */
  keys: Record<string, unknown>;
  requestId: string;
  correlationId: string;
  /** Run once the handler is done, whether it succeeded or not. */
  atEnd: (() => void)[];
}

const invocations = new AsyncLocalStorage<Invocation>();
let rootLogger: Logger | undefined;
const root = () =>
  (rootLogger ??= new Logger({ serviceName: process.env[OBSERVABILITY_ENV.serviceName] || SERVICE_NAME }));
// One logger for the process; each line gets its invocation's keys. (A child logger per
// invocation would do the same at ~100 µs a request, a Logger construction each time.)
const write = (level: 'debug' | 'info' | 'warn' | 'error', message: string, attributes: Record<string, unknown>) =>
  root()[level](message, { ...invocations.getStore()?.keys, ...attributes });

/** The invocation running now, if any (this async context's). */
export const currentInvocation = (): Invocation | undefined => invocations.getStore();

/** Structured log lines with the current invocation's ids (outside one: without them). */
export const log = {
  debug: (message: string, attributes: Record<string, unknown> = {}) => write('debug', message, attributes),
  info: (message: string, attributes: Record<string, unknown> = {}) => write('info', message, attributes),
  warn: (message: string, attributes: Record<string, unknown> = {}) => write('warn', message, attributes),
  error: (message: string, attributes: Record<string, unknown> = {}) => write('error', message, attributes),
};

/** The `log` port of services that take one (`{ level, msg, ...details }`). */
export const logEntry = (entry: LogEntry | Record<string, unknown>) => {
  const { level, msg, ...details } = entry;
  const at = level === 'debug' || level === 'warn' || level === 'error' ? level : 'info';
  log[at](typeof msg === 'string' ? msg : 'log', details);
};

let coldStart = true;

/** Wraps a handler: its ids on every log line, the correlation id set for what it calls, `atEnd` run after. */
export function observed<E, R>(
  kind: InvocationKind,
  handler: (event: E, context?: LambdaContextLike) => Promise<R> | R,
) {
  return async (event: E, context?: LambdaContextLike): Promise<R> => {
    const requestId = context?.awsRequestId ?? randomUUID();
    const correlationId = correlationIdOf(kind, event) ?? requestId;
    const invocation: Invocation = {
      keys: {
        function_name: context?.functionName ?? process.env.AWS_LAMBDA_FUNCTION_NAME,
        function_request_id: requestId,
        correlation_id: correlationId,
        cold_start: coldStart,
      },
      requestId,
      correlationId,
      atEnd: [],
    };
    coldStart = false;
    try {
      const result = await invocations.run(invocation, () =>
        withCorrelationId(correlationId, () => handler(event, context)),
      );
      return kind === 'http' ? withCorrelationHeader(result, correlationId) : result;
    } catch (error) {
      root().error('invocation failed', { ...invocation.keys, error: error as Error });
      throw error;
    } finally {
      for (const end of invocation.atEnd) end();
    }
  };
}

/**
 * HTTP: the caller's x-correlation-id when it is sane, else API Gateway's request id. Domain
 * events: the id the request that recorded them wrote into the detail (functions/adapters/dynamo/
 * outbox.ts), else the event's own id. Everything else starts its own (the Lambda request id).
 */
function correlationIdOf(kind: InvocationKind, event: unknown): string | undefined {
  const e = event as {
    headers?: Record<string, string | undefined>;
    requestContext?: { requestId?: string };
    detail?: { correlationId?: unknown };
    id?: string;
  } | null;
  if (!e) return undefined;
  if (kind === 'http') return acceptableCorrelationId(e.headers?.[CORRELATION_HEADER]) ?? e.requestContext?.requestId;
  if (kind === 'event') return acceptableCorrelationId(e.detail?.correlationId) ?? e.id;
  return undefined;
}

/** The caller (and support, from a screenshot of the network tab) can quote the id the logs carry. */
function withCorrelationHeader<R>(result: R, correlationId: string): R {
  if (!result || typeof result !== 'object' || !('statusCode' in result)) return result;
  const response = result as { headers?: Record<string, string | number | boolean> };
  return { ...result, headers: { ...response.headers, [CORRELATION_HEADER]: correlationId } };
}
