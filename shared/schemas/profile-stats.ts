import * as z from 'zod';

// The profile's stat tiles and Recent Activity: GET /api/me/stats. Every number comes
// from a kept aggregate (per-user counters, the host's community totals), never a recount.

export const ACTIVITY_KINDS = ['joined', 'accepted', 'paid', 'hosted', 'reviewed'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How many activity items the profile shows (newest first). */
export const ACTIVITY_SHOWN = 10;

export const profileStatsSchema = z.object({
  /** Confirmed requests of games that completed. */
  games_played: z.number().int(),
  /** Games created and not cancelled or deleted. */
  games_hosted: z.number().int(),
  /** Communities the user is a member of (their own included). */
  communities_joined: z.number().int(),
  /** Average of the reviews of the user's community, one decimal; null without reviews. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  text: z.string(),
  /** An in-app path: /game/{id} or /community/{id}. */
  link: z.string(),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const myStatsSchema = z.object({ stats: profileStatsSchema, activity: z.array(activityItemSchema) });
export type MyStats = z.infer<typeof myStatsSchema>;
