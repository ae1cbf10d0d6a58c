// How many requests a second API Gateway lets through, for the whole stage and per route. The
// CDK stage (infra/constructs/http-api.ts) and the local server (infra/local/api-router.ts) both
// read this table, so a load measured locally is throttled where the deployed API would throttle
// it. Limits are per route for everyone together (API Gateway counts per account, not per
// caller); the WAF in front of CloudFront limits each caller (infra/constructs/edge-firewall.ts).

export interface Throttle {
  /** Steady requests a second. */
  rateLimit: number;
  /** Requests let through at once before the steady rate applies (the token bucket's size). */
  burstLimit: number;
}

// The stage's default, which API Gateway applies to each route separately: sized for a launch
// Saturday morning, about 2,000 join requests a second on top of the reads that go with them.
export const STAGE_THROTTLE: Throttle = { rateLimit: 5000, burstLimit: 5000 };
/** API Gateway's own quota for all routes of the account in a region together (its default). */
export const ACCOUNT_THROTTLE: Throttle = { rateLimit: 10000, burstLimit: 5000 };

/** Each class of route and why it gets its limit. */
const LIMITS = {
  // Each call texts or mails someone and looks the user up in Cognito (ListUsers: 120 a second
  // per account), so a flood costs money and starves real sign-ins: kept under Cognito's quota.
  signIn: { rateLimit: 100, burstLimit: 200 },
  // Presigned upload grants: each leads to an image processed by a 1 GB Lambda.
  uploads: { rateLimit: 50, burstLimit: 100 },
  // Each creates or checks an order at Razorpay, whose API has its own rate limit.
  payments: { rateLimit: 200, burstLimit: 400 },
  // Razorpay retries a refused webhook for a day, so a tight limit loses nothing; it is still
  // above what Razorpay sends when many players pay at once.
  paymentWebhook: { rateLimit: 500, burstLimit: 1000 },
  // A full export or an erasure walks every item of one user: rare, heavy, and never urgent.
  accountData: { rateLimit: 10, burstLimit: 20 },
  // Reports and host applications wait for a person (an admin); a few a second is plenty.
  moderation: { rateLimit: 20, burstLimit: 40 },
  // Host analytics aggregate a host's history: heavier than a dashboard read.
  hostAnalytics: { rateLimit: 50, burstLimit: 100 },
  // Creating games and communities writes index items per cell and sport.
  hosting: { rateLimit: 100, burstLimit: 200 },
  // The join write path at launch: a viral game gets most of it.
  joins: { rateLimit: 2000, burstLimit: 4000 },
  // Shared public reads, mostly answered by CloudFront's cache (infra/constructs/cdn.ts): the
  // origin sees what the edge misses, so these get the whole stage.
  publicReads: STAGE_THROTTLE,
} satisfies Record<string, Throttle>;

/** Route keys ('POST /api/auth/phone') as the manifest declares them, by class. */
const ROUTES_BY_CLASS: Record<keyof typeof LIMITS, string[]> = {
  signIn: ['POST /api/auth/magic-link', 'POST /api/auth/phone'],
  uploads: ['POST /api/uploads/cover-image', 'POST /api/uploads/community-image'],
  payments: ['POST /api/payments/orders', 'POST /api/payments/verify'],
  paymentWebhook: ['POST /api/payments/razorpay-webhook'],
  accountData: ['GET /api/me/data', 'DELETE /api/me'],
  moderation: [
    'POST /api/games/{id}/reports',
    'POST /api/communities/{id}/reviews/{userId}/reports',
    'POST /api/host-applications',
  ],
  hostAnalytics: ['GET /api/host/analytics'],
  hosting: ['POST /api/games', 'POST /api/communities'],
  joins: ['POST /api/games/{id}/join'],
  publicReads: [
    'GET /api/games',
    'GET /api/games/featured',
    'GET /api/games/{id}',
    'GET /api/games/going',
    'GET /api/games/{id}/going',
    'GET /api/communities',
    'GET /api/communities/{id}',
    'GET /api/search',
    'GET /api/sports/popular',
    'GET /game/{id}',
    'GET /game/{id}/{view}',
    'GET /community/{id}',
    'GET /community/{id}/{view}',
  ],
};

/** Per-route limits by route key; a route not named here gets the stage's. */
export const ROUTE_THROTTLES: Readonly<Record<string, Throttle>> = Object.freeze(
  Object.fromEntries(
    (Object.entries(ROUTES_BY_CLASS) as [keyof typeof LIMITS, string[]][]).flatMap(([kind, keys]) =>
      keys.map((key) => [key, LIMITS[kind]]),
    ),
  ),
);

/** The limit API Gateway applies to a route key: its own, or the stage's. */
export const throttleFor = (routeKey: string): Throttle => ROUTE_THROTTLES[routeKey] ?? STAGE_THROTTLE;
