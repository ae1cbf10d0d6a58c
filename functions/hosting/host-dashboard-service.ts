import { upcomingFirst } from '@shared/rules/upcoming-first';
import { averageAttendance, lastMonths, popularSport } from '@shared/rules/host-stats';
import {
  DASHBOARD_LIMITS,
  HOST_DASHBOARD_MESSAGES,
  type HostAnalytics,
  type HostDashboard,
  type HostRequestsPage,
  type HostStats,
} from '@shared/schemas/host-dashboard';
import { decodeTimeCursor, encodeTimeCursor } from '@functions/discover';
import { KEEP_AFTER_CHANGE_MS } from '../platform/dynamo/index-lag';
import { ForbiddenError } from '../platform/errors';
import type { ShowUpRecord } from '@shared/rules/show-up';
import { log } from '../platform/observability/observability';
import { hostView, withShowUp } from './host-request-service';
import {
  noTotals,
  type CountedGame,
  type DashboardLists,
  type HostStatsStore,
  type HostTotals,
} from './host-stats-ports';
import type { Clock } from '../platform/clock';
import type { ProfileRepository } from '@functions/accounts';
import type { StoredJoinRequest } from '@functions/joins';

// GET /api/host/dashboard and /api/host/analytics (docs/api-host.md). Every number comes
// from kept aggregates: the totals item, the latest games (with their own counters), and the
// sparse pending and nudged lists — never every request of every game. The lists are kept too,
// between changes (decision 032): a dashboard is one read unless something changed since the last.

export interface HostDashboardDeps {
  store: HostStatsStore;
  profiles: Pick<ProfileRepository, 'get'>;
  clock: Clock;
  /** Pending players' show-up records (decision 056), one BatchGet per answer, beside the kept lists. */
  showUps?: { records(userIds: readonly string[]): Promise<Map<string, ShowUpRecord>> };
}

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

  /**
   * The show-up records of the players whose requests a host is deciding on. Read at answer time, so
   * the kept lists never hold a record gone stale; a failed read shows the cards without records.
   */
  async function withRecords<T extends { user_id: string }>(requests: T[]): Promise<T[]> {
    if (!deps.showUps || requests.length === 0) return requests;
    try {
      const records = await deps.showUps.records(requests.map((r) => r.user_id));
      return requests.map((r) => withShowUp(r, records.get(r.user_id)));
    } catch (error) {
      log.warn('show-up records not read for the dashboard', {
        error: error instanceof Error ? error.message : String(error),
      });
      return requests;
    }
  }

  /** Titles and starts of the games requests belong to: from games already read, else one BatchGet. */
  async function titlesFor(requests: StoredJoinRequest[], games: CountedGame[] = []) {
    const titles = new Map(games.map((g) => [g.id, { title: g.title, game_datetime: g.game_datetime }]));
    const missing = requests.map((r) => r.game_id).filter((id) => !titles.has(id));
    for (const [id, title] of await store.gameTitles(missing)) titles.set(id, title);
    return (gameId: string) => titles.get(gameId) ?? { title: '', game_datetime: '' };
  }

  /** A page of pending requests after a position, with the cursor of the next (one more read tells whether there is one). */
  async function pendingPage(
    hostId: string,
    after: StoredJoinRequest | { created_at: string; id: string } | undefined,
  ) {
    const read = await store.pendingRequests(hostId, DASHBOARD_LIMITS.pendingRequests + 1, after);
    const page = read.slice(0, DASHBOARD_LIMITS.pendingRequests);
    const last = page.at(-1);
    return {
      page,
      cursor: read.length > page.length && last ? encodeTimeCursor({ at: last.created_at, id: last.id }) : null,
    };
  }

  /** The lists read from the indexes: the latest games, the oldest pending requests, the newest nudges. */
  async function liveLists(hostId: string): Promise<DashboardLists> {
    const [games, pending, nudged] = await Promise.all([
      store.latestGames(hostId, DASHBOARD_LIMITS.games),
      pendingPage(hostId, undefined),
      store.nudgedRequests(hostId, DASHBOARD_LIMITS.nudged),
    ]);
    const titleOf = await titlesFor([...pending.page, ...nudged], games);
    return {
      nudged: nudged.map((r) => ({
        request_id: r.id,
        game_id: r.game_id,
        game_title: titleOf(r.game_id).title,
        player_name: r.contact_name,
        nudge_count: r.nudge_count,
        last_nudge_at: r.last_nudge_at,
      })),
      games: upcomingFirst(games, (g) => g.game_datetime, clock.now()).map((g) => ({
        id: g.id,
        title: g.title,
        sport: g.sport,
        status: g.status,
        game_datetime: g.game_datetime,
        ends_at: g.ends_at,
        location: g.location,
        current_players: g.current_players,
        max_players: g.max_players,
        price: g.price,
        pending_count: Math.max(0, g.pending_count),
      })),
      pending_requests: pending.page.map((r) => ({
        ...hostView(r),
        game_title: titleOf(r.game_id).title,
        game_datetime: titleOf(r.game_id).game_datetime,
      })),
      pending_cursor: pending.cursor,
    };
  }

  /** The Requests tab's next page: read live (a host pages while deciding, so it must be current). */
  async function requests(hostId: string, cursor: string | undefined): Promise<HostRequestsPage> {
    const after = decodeTimeCursor(cursor);
    await requireHost(hostId);
    const { page, cursor: next } = await pendingPage(hostId, after && { created_at: after.at, id: after.id });
    const titleOf = await titlesFor(page);
    return {
      requests: await withRecords(
        page.map((r) => ({
          ...hostView(r),
          game_title: titleOf(r.game_id).title,
          game_datetime: titleOf(r.game_id).game_datetime,
        })),
      ),
      cursor: next,
    };
  }

  async function dashboard(hostId: string): Promise<HostDashboard> {
    const { role, totals, kept } = await store.dashboardRead(hostId);
    // The role comes from the stored profile, never from the request.
    if (role !== 'host') throw new ForbiddenError(HOST_DASHBOARD_MESSAGES.hostsOnly);
    let lists = kept.lists;
    if (!lists) {
      lists = await liveLists(hostId);
      const settled = !kept.changedAt || clock.now().getTime() - Date.parse(kept.changedAt) >= KEEP_AFTER_CHANGE_MS;
      if (settled) await store.keepDashboardLists(hostId, kept.version, lists);
    }
    const pending = lists.pending_requests.length;
    // A first page with no next is every pending request: then its length is the exact total.
    const pendingTotal = lists.pending_cursor === null ? pending : Math.max(totals?.pending_total ?? 0, pending + 1);
    return {
      stats: statsOf(totals ?? noTotals()),
      ...lists,
      pending_requests: await withRecords(lists.pending_requests),
      pending_total: pendingTotal,
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
        .map((g) => ({
          game_id: g.id,
          title: g.title,
          game_datetime: g.game_datetime,
          confirmed: g.current_players,
          checked_in: g.checked_in_count,
          max_players: g.max_players,
        }))
        .reverse(),
      revenue_per_month: months.map((month) => {
        const m = money.get(month) ?? { captured_paise: 0, refunded_paise: 0 };
        return { month, revenue_paise: m.captured_paise - m.refunded_paise, refunded_paise: m.refunded_paise };
      }),
    };
  }

  return { dashboard, requests, analytics };
}
export type HostDashboardService = ReturnType<typeof createHostDashboardService>;
