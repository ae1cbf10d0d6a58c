// Business constants: limits, counts and timings. Web and functions read them from here only.
export const BRAND = {
  name: 'Yaktiv',
  wordmark: 'YAKTIV',
  tagline: 'Find Your Game - Connect, play, and level up together',
  version: '1.0.0',
} as const;

export const LIMITS = {
  featuredGames: 6,
  /** Home's 'Trending Games' ('Popular in your area'): games within this distance of the player. */
  trendingRadiusKm: 50,
  searchResults: 20,
  searchDebounceMs: 250,
  communitySearchDebounceMs: 300,
  carouselIntervalMs: 3500,
  topBarHideAfterPx: 100,
  discoverFetchLimit: 100,
  discoverPageSize: 20,
  notifications: 20,
  dashboardGames: 50,
  dashboardCommunities: 20,
  communityListRequest: 50,
  communityEvents: 5,
  communityMembers: 20,
  communityReviews: 10,
  distanceKm: { min: 1, max: 100, step: 1, default: 50 },
  minPlayers: 2,
  nudgesPerRequest: 3,
  nudgeGapHours: 24,
  passwordMinLength: 8,
  phoneCodeLength: 6,
  phoneResendSeconds: 60,
  /** Sign-in codes one number may receive in any hour (against SMS pumping and guessing codes). */
  smsCodesPerNumberPerHour: 5,
  /**
   * Sign-in codes the whole app may text in one clock hour: a ceiling on what SMS pumping costs,
   * 2.5× a launch-day peak hour (the cost model is in docs/decisions/050-sign-in-at-scale.md).
   */
  smsCodesPerAppPerHour: 20_000,
  /** Wrong answers a sign-in code survives across all sessions; the third burns it. */
  smsCodeAttempts: 3,
  magicLinkValidityHours: 1,
  callbackErrorRedirectMs: 3000,
  qrImagePx: 200,
  profileRequestsShown: 3,
  skeletons: { requests: 3, home: 3, discover: 6 },
  geolocationTimeoutMs: 10_000,
  communityImageMaxBytes: { create: 10 * 1024 * 1024, edit: 5 * 1024 * 1024 },
  communityName: { min: 3, max: 100 },
  communityDescriptionMax: 500,
  communityMaxMembers: { create: 10_000, edit: 1000, editDefault: 50 },
  rating: { min: 1, max: 5, default: 5 },
} as const;

export const SPORTS = [
  'football',
  'cricket',
  'basketball',
  'tennis',
  'badminton',
  'pickleball',
  'swimming',
  'run',
  'surfing',
  'weight_training',
  'other',
] as const;
export type Sport = (typeof SPORTS)[number];

export const ROLES = ['player', 'host'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'player';
export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'all_levels'] as const;
export const DEFAULT_SKILL_LEVEL = 'intermediate';
export const PLATFORM_FEE_TYPES = ['none', 'fixed', 'percentage'] as const;
export const CURRENCY = { code: 'INR', symbol: '₹' } as const;

/** The user-pool group of operators: its members review host applications and reports. */
export const ADMINS_GROUP = 'admins';
