import { formatRupees } from '@shared/rules/game-rules';
import type { DecisionResult } from '@shared/schemas/join';
import type { DashboardGame, HostDashboard, HostRequestsPage, HostStats } from '@shared/schemas/host-dashboard';
import { sportLabel } from '@web/lib/games/labels';
import { numberIn, monthIn } from '@web/lib/i18n/format';
import { spokenLanguage, t } from './texts';

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

/** A count as the spoken language groups it ('1,50,000'). */
const count = (value: number) => numberIn(spokenLanguage(), value);

export function statCards(stats: HostStats): StatCard[] {
  const revenueNotes = [t('host.stat.fees', { amount: rupeesFromPaise(stats.platform_fees_paise) })];
  if (stats.refunded_paise > 0)
    revenueNotes.push(t('host.stat.refunded', { amount: rupeesFromPaise(stats.refunded_paise) }));
  const finished = stats.completed_games;
  const attendance =
    stats.avg_attendance === null
      ? { value: t('host.stat.noFinished'), notes: [], wordy: true }
      : {
          value: count(Math.round(stats.avg_attendance * 10) / 10),
          notes: [t('host.stat.attendanceNote', { count: finished, shown: count(finished) })],
          wordy: false,
        };
  return [
    {
      id: 'revenue',
      label: t('host.stat.revenue'),
      value: rupeesFromPaise(stats.revenue_paise),
      notes: revenueNotes,
      wordy: false,
    },
    {
      id: 'games',
      label: t('host.stat.games'),
      value: count(stats.games_hosted),
      notes: [t('host.stat.completed', { count: count(finished) })],
      wordy: false,
    },
    { id: 'attendance', label: t('host.stat.attendance'), ...attendance },
    {
      id: 'sport',
      label: t('host.stat.sport'),
      value: stats.popular_sport === null ? t('host.stat.noGames') : sportLabel(stats.popular_sport),
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
  count === 0 ? t('host.requests.none') : t('host.requests.pending', { count });

export const nudgeLabel = (count: number) => (count === 1 ? t('host.nudge.once') : t('host.nudge.times', { count }));

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

/** '2026-03' → 'Mar', 'मार्च': the chart's short label under a bar. */
export const monthShort = (month: string): string => monthIn(spokenLanguage(), `${month}-01`);

/** '2026-03' → 'Mar 2026', 'मार्च 2026'. */
export const monthLabel = (month: string): string => `${monthShort(month)} ${month.slice(0, 4)}`;
