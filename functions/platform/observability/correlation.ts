import { AsyncLocalStorage } from 'node:async_hooks';

// The id that follows one user action through every Lambda it touches: the API request's id
// (or the caller's x-correlation-id), written into each domain event the request records, and
// picked up again by the consumers of those events. Kept per invocation, not per process: the
// local stack runs many invocations in one process at once.
const current = new AsyncLocalStorage<string>();

export const CORRELATION_HEADER = 'x-correlation-id';

export const withCorrelationId = <T>(id: string, run: () => T): T => current.run(id, run);
export const currentCorrelationId = (): string | undefined => current.getStore();

/** A caller-supplied id is taken only when it looks like one: short, and nothing to inject into a log. */
export const acceptableCorrelationId = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\w.:/=+-]{1,128}$/.test(value) ? value : undefined;
