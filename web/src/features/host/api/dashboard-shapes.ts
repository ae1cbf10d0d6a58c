import { SPORTS } from '@shared/constants';
import type {
  DashboardGame,
  DashboardRequest,
  HostAnalytics,
  HostDashboard,
  HostRequestsPage,
  HostStats,
  NudgedRequest,
} from '@shared/schemas/host-dashboard';
import { GAME_STATUSES } from '@shared/rules/game-rules';
import { pickAnswers, REQUEST } from '@web/lib/requests/request-shape';
import {
  isArrayOf,
  isNullableNumber,
  isNullableString,
  isNumber,
  isOneOf,
  isRecord,
  isShape,
  isString,
  pickShape,
  type Guard,
  type ShapeChecks,
} from '@web/lib/shape-check';

// The dashboard's answers read without zod (decision 009: the screen is a route's first load).
// The check maps name every key of the shared types, and test/unit/web-host-dashboard.test.ts
// holds them to shared/schemas/host-dashboard.ts: what the schema accepts comes back unchanged,
// what it refuses is refused.

const isMonth: Guard<string> = (value): value is string => isString(value) && /^\d{4}-\d{2}$/.test(value);

const STATS: ShapeChecks<HostStats> = {
  revenue_paise: isNumber,
  platform_fees_paise: isNumber,
  refunded_paise: isNumber,
  games_hosted: isNumber,
  completed_games: isNumber,
  avg_attendance: isNullableNumber,
  popular_sport: (value): value is HostStats['popular_sport'] => value === null || isOneOf(SPORTS)(value),
};

const GAME: ShapeChecks<DashboardGame> = {
  id: isString,
  title: isString,
  sport: isOneOf(SPORTS),
  status: isOneOf(GAME_STATUSES),
  game_datetime: isString,
  ends_at: isNullableString,
  location: isString,
  current_players: isNumber,
  max_players: isNumber,
  price: isNumber,
  pending_count: isNumber,
};

const DASHBOARD_REQUEST: ShapeChecks<DashboardRequest> = { ...REQUEST, game_title: isString, game_datetime: isString };

const NUDGED: ShapeChecks<NudgedRequest> = {
  request_id: isString,
  game_id: isString,
  game_title: isString,
  player_name: isString,
  nudge_count: isNumber,
  last_nudge_at: isNullableString,
};

const DASHBOARD: ShapeChecks<HostDashboard> = {
  stats: isShape(STATS),
  nudged: isArrayOf(isShape(NUDGED)),
  games: isArrayOf(isShape(GAME)),
  pending_requests: isArrayOf(isShape(DASHBOARD_REQUEST)),
  pending_cursor: isNullableString,
  pending_total: isNumber,
};

const REQUESTS_PAGE: ShapeChecks<HostRequestsPage> = {
  requests: isArrayOf(isShape(DASHBOARD_REQUEST)),
  cursor: isNullableString,
};

const dashboardRequest = (item: unknown): DashboardRequest => {
  const request = pickShape(item, DASHBOARD_REQUEST)!;
  return { ...request, answers: pickAnswers(request.answers) };
};

type PlayersPoint = HostAnalytics['players_per_game'][number];
type RevenuePoint = HostAnalytics['revenue_per_month'][number];
const PLAYERS_POINT: ShapeChecks<PlayersPoint> = {
  game_id: isString,
  title: isString,
  game_datetime: isString,
  confirmed: isNumber,
  checked_in: isNumber,
  max_players: isNumber,
};
const REVENUE_POINT: ShapeChecks<RevenuePoint> = { month: isMonth, revenue_paise: isNumber, refunded_paise: isNumber };
const ANALYTICS: ShapeChecks<HostAnalytics> = {
  players_per_game: isArrayOf(isShape(PLAYERS_POINT)),
  revenue_per_month: isArrayOf(isShape(REVENUE_POINT)),
};

/** GET /api/host/dashboard's answer (hostDashboardSchema), with unknown keys dropped at every level, or null. */
export function parseHostDashboard(body: unknown): HostDashboard | null {
  const dashboard = pickShape(body, DASHBOARD);
  if (!dashboard) return null;
  return {
    stats: pickShape(dashboard.stats, STATS)!,
    nudged: dashboard.nudged.map((item) => pickShape(item, NUDGED)!),
    games: dashboard.games.map((item) => pickShape(item, GAME)!),
    pending_requests: dashboard.pending_requests.map(dashboardRequest),
    pending_cursor: dashboard.pending_cursor,
    pending_total: dashboard.pending_total,
  };
}

/** GET /api/host/requests's answer (hostRequestsPageSchema), or null. */
export function parseHostRequestsPage(body: unknown): HostRequestsPage | null {
  const page = pickShape(body, REQUESTS_PAGE);
  return page && { requests: page.requests.map(dashboardRequest), cursor: page.cursor };
}

/** GET /api/host/analytics's answer (hostAnalyticsSchema), or null. */
export function parseHostAnalytics(body: unknown): HostAnalytics | null {
  const analytics = isRecord(body) ? pickShape(body, ANALYTICS) : null;
  if (!analytics) return null;
  return {
    players_per_game: analytics.players_per_game.map((item) => pickShape(item, PLAYERS_POINT)!),
    revenue_per_month: analytics.revenue_per_month.map((item) => pickShape(item, REVENUE_POINT)!),
  };
}
