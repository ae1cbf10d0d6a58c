// What a consumer under test gets from Lambda and EventBridge: a context whose remaining time
// decides whether an effect may still start, a pause to let an invocation run out of time, and
// one event as EventBridge delivers it.

/** A Lambda context with this much time left. */
export const clockWith = (ms: number) => ({ getRemainingTimeInMillis: () => ms });

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One event as EventBridge delivers it to a consumer, sent at a fixed time. */
export const delivery = <D>(detailType: string, detail: D) => ({
  'detail-type': detailType,
  time: '2026-11-20T10:00:00Z',
  detail,
});
