import { ACCOUNT_THROTTLE, type Throttle, throttleFor } from '../api-throttles';

// API Gateway's throttling, locally: a token bucket per route key, with the limits the deployed
// stage has (infra/api-throttles.ts), and one for the account's regional quota over all routes. A request over either limit
// is refused before it reaches a function, as API Gateway's 429 is.

interface Bucket {
  tokens: number;
  refilledAt: number;
}

/** Takes one token from the bucket if it has one, after refilling it for the time passed. */
function take(bucket: Bucket, limit: Throttle, now: number): boolean {
  const elapsedSeconds = Math.max(0, now - bucket.refilledAt) / 1000;
  bucket.tokens = Math.min(limit.burstLimit, bucket.tokens + elapsedSeconds * limit.rateLimit);
  bucket.refilledAt = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

export interface RouteThrottle {
  /** True when the request may go on; false when API Gateway would answer 429. */
  admit(routeKey: string): boolean;
  /** The limit applied to a route key (the same lookup the CDK stage's route settings come from). */
  limitOf(routeKey: string): Throttle;
}

export function createRouteThrottle(
  options: { limitOf?: (routeKey: string) => Throttle; account?: Throttle; now?: () => number } = {},
): RouteThrottle {
  const limitOf = options.limitOf ?? throttleFor;
  const accountLimit = options.account ?? ACCOUNT_THROTTLE;
  const now = options.now ?? Date.now;
  const full = (limit: Throttle): Bucket => ({ tokens: limit.burstLimit, refilledAt: now() });
  const account = full(accountLimit);
  const routes = new Map<string, Bucket>();
  return {
    limitOf,
    admit(routeKey) {
      const limit = limitOf(routeKey);
      let bucket = routes.get(routeKey);
      if (!bucket) {
        bucket = full(limit);
        routes.set(routeKey, bucket);
      }
      const at = now();
      // The route's own limit first, so a throttled sign-in does not use up the account's budget.
      return take(bucket, limit, at) && take(account, accountLimit, at);
    },
  };
}
