import * as z from 'zod';
import { ACTIVITY_KINDS } from '../rules/profile-stats';
import { showUpRecordSchema } from './show-up';

// The profile's stat tiles and Recent Activity: GET /api/me/stats. Every number comes
// from a kept aggregate (per-user counters, the host's community totals), never a recount.

// The activity kinds are written in shared/rules/profile-stats.ts, which has no zod, so the
// profile's first load can read them; they are re-exported here for the server.
export { ACTIVITY_KINDS, ACTIVITY_SHOWN } from '../rules/profile-stats';
export type { ActivityKind } from '../rules/profile-stats';

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

export const myStatsSchema = z.object({
  stats: profileStatsSchema,
  activity: z.array(activityItemSchema),
  /** The caller's show-up record (decision 056), kept by the games they played. */
  show_up: showUpRecordSchema,
});
export type MyStats = z.infer<typeof myStatsSchema>;
