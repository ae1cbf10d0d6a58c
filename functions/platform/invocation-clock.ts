import { AsyncLocalStorage } from 'node:async_hooks';

// How long the running invocation may still go on, for the once-records of the effects it runs
// (their in-progress expiry). Kept per async context rather than in one global, as the local stack
// runs many handlers' invocations in one process at once. A module of its own, free of Powertools,
// so consumers that keep no records don't bundle it.

/** What the records need of a Lambda context: the time the invocation has left. */
export interface InvocationClock {
  getRemainingTimeInMillis(): number;
}

const clocks = new AsyncLocalStorage<InvocationClock>();

/** The clock of the invocation running now, if its handler registered one. */
export const currentClock = (): InvocationClock | undefined => clocks.getStore();

/** Runs `work` with `context`'s deadline as that of the effects it guards. */
export const inInvocation = <R>(context: InvocationClock | undefined, work: () => Promise<R>): Promise<R> =>
  context ? clocks.run(context, work) : work();

/** A handler whose guarded effects expire with its invocation (for handlers without a wrapper that does it). */
export const withInvocation =
  <E, R>(handler: (event: E) => Promise<R>) =>
  (event: E, context?: InvocationClock): Promise<R> =>
    inInvocation(context, () => handler(event));
