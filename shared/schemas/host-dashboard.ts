import * as z from 'zod';
import { GAME_STATUSES } from './game';
import { hostJoinRequestSchema } from './join';
import { SPORTS } from '../constants';

// The host dashboard's answers. One call loads the page (GET /api/host/dashboard) from
// kept per-host aggregates; the Analytics tab loads its own (GET /api/host/analytics) when opened.
// Money is integer paise, as everywhere money moves (docs/decisions/015); the screen formats ₹.

export const DASHBOARD_LIMITS = {
  games: 50,
  pendingRequests: 20,
  nudged: 20,
  analyticsMonths: 12,
  analyticsGames: 20,
} as const;

export const hostStatsSchema = z.object({
  /** Captured for the host's games minus refunds, before platform fees are taken. */
  revenue_paise: z.number(),
  /** Platform fees of the captured payments that were not refunded, shown apart. */
  platform_fees_paise: z.number(),
  refunded_paise: z.number(),
  /** Games not cancelled (upcoming, ongoing and completed). */
  games_hosted: z.number(),
  completed_games: z.number(),
  /** Checked-in players per completed game; null when no game has finished yet. */
  avg_attendance: z.number().nullable(),
  /** The sport hosted most (not cancelled); null before the first game. */
  popular_sport: z.enum(SPORTS).nullable(),
});
export type HostStats = z.infer<typeof hostStatsSchema>;

export const dashboardGameSchema = z.object({
  id: z.string(),
  title: z.string(),
  sport: z.enum(SPORTS),
  status: z.enum(GAME_STATUSES),
  game_datetime: z.string(),
  /** Start + duration; null for a game saved before durations existed. */
  ends_at: z.string().nullable(),
  location: z.string(),
  current_players: z.number(),
  max_players: z.number(),
  price: z.number(),
  pending_count: z.number(),
});
export type DashboardGame = z.infer<typeof dashboardGameSchema>;

/** A pending request as the manage page shows it, plus the game it belongs to. */
export const dashboardRequestSchema = hostJoinRequestSchema.extend({
  game_title: z.string(),
  game_datetime: z.string(),
});
export type DashboardRequest = z.infer<typeof dashboardRequestSchema>;

export const nudgedRequestSchema = z.object({
  request_id: z.string(),
  game_id: z.string(),
  game_title: z.string(),
  player_name: z.string(),
  nudge_count: z.number(),
  last_nudge_at: z.string().nullable(),
});
export type NudgedRequest = z.infer<typeof nudgedRequestSchema>;

export const hostDashboardSchema = z.object({
  stats: hostStatsSchema,
  /** Pending requests whose player nudged, newest nudge first (the orange alert). */
  nudged: z.array(nudgedRequestSchema),
  /** Latest 50 by start, newest first, past games included. */
  games: z.array(dashboardGameSchema),
  /** The oldest pending requests across the host's games (oldest first), up to the limit. */
  pending_requests: z.array(dashboardRequestSchema),
  /** Where the next page of pending requests starts (GET /api/host/requests?cursor=); null when this is all. */
  pending_cursor: z.string().nullable(),
  /** All pending requests, even beyond the list's limit (the Requests tab's red badge). */
  pending_total: z.number(),
});
export type HostDashboard = z.infer<typeof hostDashboardSchema>;

/** GET /api/host/requests?cursor=: the query (the cursor comes from the dashboard or the previous page). */
export const hostRequestsQuerySchema = z.object({ cursor: z.string().max(512, 'Invalid cursor').optional() });

/** GET /api/host/requests?cursor=: the next page of pending requests, oldest first. */
export const hostRequestsPageSchema = z.object({
  requests: z.array(dashboardRequestSchema),
  cursor: z.string().nullable(),
});
export type HostRequestsPage = z.infer<typeof hostRequestsPageSchema>;

export const hostAnalyticsSchema = z.object({
  /** The host's latest completed or ongoing games (up to 20), oldest first: confirmed and checked-in players. */
  players_per_game: z.array(
    z.object({
      game_id: z.string(),
      title: z.string(),
      game_datetime: z.string(),
      confirmed: z.number(),
      checked_in: z.number(),
      max_players: z.number(),
    }),
  ),
  /** The last 12 calendar months (IST), oldest first, every month present (0 when nothing moved). */
  revenue_per_month: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), revenue_paise: z.number(), refunded_paise: z.number() }),
  ),
});
export type HostAnalytics = z.infer<typeof hostAnalyticsSchema>;

/** What the dashboard routes answer a signed-in player (403). */
export const HOST_DASHBOARD_MESSAGES = {
  hostsOnly: 'Only hosts have a dashboard. Apply as a host to host games and see your numbers.',
} as const;
