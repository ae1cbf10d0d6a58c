import { averageAttendance, lastMonths, popularSport } from '../../shared/rules/host-stats';
import { DASHBOARD_LIMITS, HOST_DASHBOARD_MESSAGES, type HostAnalytics, type HostDashboard, type HostStats } from '../../shared/schemas/host-dashboard';
import { ForbiddenError } from './errors';
import { hostView } from './host-request-service';
import type { HostStatsStore, HostTotals } from './host-stats-ports';
import type { Clock, ProfileRepository } from './ports';

// GET /api/host/dashboard and /api/host/analytics (issue 12, docs/api-host.md). Every number comes
// from kept aggregates: the totals item, the latest games (with their own counters), and the
// sparse pending and nudged lists — never every request of every game.

export interface HostDashboardDeps {
  store: HostStatsStore;
  profiles: Pick<ProfileRepository, 'get'>;
  clock: Clock;
}

const NOTHING_YET: HostTotals = { captured_paise: 0, refunded_paise: 0, fees_paise: 0, games_hosted: 0, completed_games: 0, completed_checked_in: 0, pending_total: 0, sports: {} };

export function statsOf(totals: HostTotals): HostStats {
  return {
    revenue_paise: totals.captured_paise - totals.refunded_paise,
    platform_fees_paise: totals.fees_paise,
    refunded_paise: totals.refunded_paise,
    games_hosted: totals.games_hosted,
    completed_games: totals.completed_games,
    avg_attendance: averageAttendance(totals.completed_checked_in, totals.completed_games),
    popular_sport: popularSport(totals.sports),
  };
}

export function createHostDashboardService(deps: HostDashboardDeps) {
  const { store, profiles, clock } = deps;

  /** The role comes from the stored profile, never from the request. */
  async function requireHost(userId: string) {
    const profile = await profiles.get(userId);
    if (profile?.role !== 'host') throw new ForbiddenError(HOST_DASHBOARD_MESSAGES.hostsOnly);
  }

  async function dashboard(hostId: string): Promise<HostDashboard> {
    const [, totals, games, pending, nudged] = await Promise.all([
      requireHost(hostId),
      store.totals(hostId),
      store.latestGames(hostId, DASHBOARD_LIMITS.games),
      store.pendingRequests(hostId, DASHBOARD_LIMITS.pendingRequests),
      store.nudgedRequests(hostId, DASHBOARD_LIMITS.nudged),
    ]);
    const titles = new Map(games.map((g) => [g.id, { title: g.title, game_datetime: g.game_datetime }]));
    const missing = [...pending, ...nudged].map((r) => r.game_id).filter((id) => !titles.has(id));
    for (const [id, title] of await store.gameTitles(missing)) titles.set(id, title);
    const titleOf = (gameId: string) => titles.get(gameId) ?? { title: '', game_datetime: '' };
    // A list shorter than its limit is every pending request: then its length is the exact total.
    const keptTotal = Math.max(totals?.pending_total ?? 0, pending.length);
    return {
      stats: statsOf(totals ?? NOTHING_YET),
      nudged: nudged.map((r) => ({ request_id: r.id, game_id: r.game_id, game_title: titleOf(r.game_id).title, player_name: r.contact_name, nudge_count: r.nudge_count, last_nudge_at: r.last_nudge_at })),
      games: games.map((g) => ({
        id: g.id, title: g.title, sport: g.sport, status: g.status, game_datetime: g.game_datetime, ends_at: g.ends_at, location: g.location,
        current_players: g.current_players, max_players: g.max_players, price: g.price, pending_count: Math.max(0, g.pending_count),
      })),
      pending_requests: pending.map((r) => ({ ...hostView(r), game_title: titleOf(r.game_id).title, game_datetime: titleOf(r.game_id).game_datetime })),
      pending_total: pending.length < DASHBOARD_LIMITS.pendingRequests ? pending.length : keptTotal,
    };
  }

  async function analytics(hostId: string): Promise<HostAnalytics> {
    const months = lastMonths(clock.now(), DASHBOARD_LIMITS.analyticsMonths);
    const [, played, money] = await Promise.all([
      requireHost(hostId),
      store.playedGames(hostId, DASHBOARD_LIMITS.analyticsGames),
      store.months(hostId, months[0]!, months[months.length - 1]!),
    ]);
    return {
      players_per_game: played
        .map((g) => ({ game_id: g.id, title: g.title, game_datetime: g.game_datetime, confirmed: g.current_players, checked_in: g.checked_in_count, max_players: g.max_players }))
        .reverse(),
      revenue_per_month: months.map((month) => {
        const m = money.get(month) ?? { captured_paise: 0, refunded_paise: 0 };
        return { month, revenue_paise: m.captured_paise - m.refunded_paise, refunded_paise: m.refunded_paise };
      }),
    };
  }

  return { dashboard, analytics };
}
export type HostDashboardService = ReturnType<typeof createHostDashboardService>;

