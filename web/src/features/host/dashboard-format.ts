import { formatRupees } from '@shared/rules/game-rules';
import type { DecisionResult } from '@shared/schemas/join';
import type { DashboardGame, HostDashboard, HostRequestsPage, HostStats } from '@shared/schemas/host-dashboard';
import { sportLabel } from '@web/lib/games/labels';

// What the host dashboard's numbers read like. Pure, so the
// wording of every case (no finished game yet, no game at all) is unit tested.

/** Integer paise as rupees with Indian digit grouping: 12345600 → '₹1,23,456'. */
export const rupeesFromPaise = (paise: number): string => formatRupees(Math.round(paise) / 100);

export interface StatCard {
  id: 'revenue' | 'games' | 'attendance' | 'sport';
  label: string;
  value: string;
  /** Smaller lines under the value (fees kept apart from revenue, what the number covers). */
  notes: string[];
  /** True when the value is words (nothing to count yet), so it is set smaller than a figure. */
  wordy: boolean;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

export function statCards(stats: HostStats): StatCard[] {
  const revenueNotes = [`Platform fees ${rupeesFromPaise(stats.platform_fees_paise)}`];
  if (stats.refunded_paise > 0) revenueNotes.push(`After ${rupeesFromPaise(stats.refunded_paise)} refunded`);
  const attendance =
    stats.avg_attendance === null
      ? { value: 'No finished games yet', notes: [], wordy: true }
      : {
          value: (Math.round(stats.avg_attendance * 10) / 10).toLocaleString('en-IN'),
          notes: [`Checked-in players per game, ${plural(stats.completed_games, 'finished game', 'finished games')}`],
          wordy: false,
        };
  return [
    { id: 'revenue', label: 'Revenue', value: rupeesFromPaise(stats.revenue_paise), notes: revenueNotes, wordy: false },
    {
      id: 'games',
      label: 'Games Hosted',
      value: stats.games_hosted.toLocaleString('en-IN'),
      notes: [`${stats.completed_games.toLocaleString('en-IN')} completed`],
      wordy: false,
    },
    { id: 'attendance', label: 'Avg Attendance', ...attendance },
    {
      id: 'sport',
      label: 'Popular Sport',
      value: stats.popular_sport === null ? 'No games yet' : sportLabel(stats.popular_sport),
      notes: [],
      wordy: stats.popular_sport === null,
    },
  ];
}

/** Manage while requests wait for the host, else Details. */
export function gameAction(game: Pick<DashboardGame, 'id' | 'pending_count'>): {
  label: 'Manage' | 'Details';
  to: string;
} {
  const path = `/game/${encodeURIComponent(game.id)}`;
  return game.pending_count > 0 ? { label: 'Manage', to: `${path}/manage` } : { label: 'Details', to: path };
}

export const managePath = (gameId: string) => `/game/${encodeURIComponent(gameId)}/manage`;

export const pendingCountLabel = (count: number) =>
  count === 0 ? 'No pending requests' : count === 1 ? '1 pending request' : `${count} pending requests`;

export const nudgeLabel = (count: number) => (count === 1 ? 'nudged once' : `nudged ${count} times`);

/** The Requests tab's red badge: nothing at 0, 99+ beyond. */
export function requestsBadge(total: number): { text: string; label: string } | null {
  if (total <= 0) return null;
  return { text: total > 99 ? '99+' : String(total), label: pendingCountLabel(total) };
}

/**
 * The dashboard once a request is decided from the Requests tab: the request leaves the list and
 * the alert, the counts drop by one and a confirmed player joins the game's count. The next load
 * reads the server's own numbers again.
 */
export function afterDecision(
  dashboard: HostDashboard,
  requestId: string,
  result: Pick<DecisionResult, 'status'>,
): HostDashboard {
  const request = dashboard.pending_requests.find((item) => item.id === requestId);
  if (!request) return dashboard;
  return {
    ...dashboard,
    pending_requests: dashboard.pending_requests.filter((item) => item.id !== requestId),
    nudged: dashboard.nudged.filter((item) => item.request_id !== requestId),
    pending_total: Math.max(0, dashboard.pending_total - 1),
    games: dashboard.games.map((game) =>
      game.id === request.game_id
        ? {
            ...game,
            pending_count: Math.max(0, game.pending_count - 1),
            current_players: result.status === 'confirmed' ? game.current_players + 1 : game.current_players,
          }
        : game,
    ),
  };
}

/** The dashboard with the Requests tab's next page appended (a request already listed is not repeated). */
export function withNextRequests(dashboard: HostDashboard, page: HostRequestsPage): HostDashboard {
  const listed = new Set(dashboard.pending_requests.map((request) => request.id));
  return {
    ...dashboard,
    pending_requests: [...dashboard.pending_requests, ...page.requests.filter((request) => !listed.has(request.id))],
    pending_cursor: page.cursor,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' → 'Mar 2026'. */
export const monthLabel = (month: string): string =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
