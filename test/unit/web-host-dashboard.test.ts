import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '@web/lib/i18n/texts';
import {
  hostAnalyticsSchema,
  hostDashboardSchema,
  type HostAnalytics,
  type HostDashboard,
  type HostStats,
} from '@shared/schemas/host-dashboard';
import { tabKeyTarget } from '@web/components/tab-keys';
import { Tabs } from '@web/components/Tabs';
import { hostDashboardKey } from '@web/features/host/api/host-dashboard';
import { parseHostAnalytics, parseHostDashboard } from '@web/features/host/api/dashboard-shapes';
import { barChartSummary } from '@web/features/host/chart-summary';
import { AnalyticsCharts } from '@web/features/host/components/AnalyticsTab';
import { DashboardGameCard } from '@web/features/host/components/DashboardGameCard';
import { HostDashboard as HostDashboardView } from '@web/features/host/components/HostDashboard';
import { RequestsTab } from '@web/features/host/components/RequestsTab';
import { StatCards } from '@web/features/host/components/StatCards';
import {
  afterDecision,
  withNextRequests,
  gameAction,
  monthLabel,
  requestsBadge,
  rupeesFromPaise,
  statCards,
} from '@web/features/host/dashboard-format';
import { dashboardTabFrom } from '@web/features/host/host-view';
import { speakHindi } from '../support/speak-hindi';

// The host dashboard's screens, rendered to HTML from schema-valid answers: the zod-free
// guards agree with shared/schemas/host-dashboard.ts, the numbers read as the spec asks, Manage vs
// Details, the tabs' keys, and every chart carries a table with the same numbers.

const stats: HostStats = {
  revenue_paise: 12_345_650,
  platform_fees_paise: 61_700,
  refunded_paise: 0,
  games_hosted: 3,
  completed_games: 2,
  avg_attendance: 7.25,
  popular_sport: 'weight_training',
};
const game = {
  id: 'g1',
  title: 'Sunday 5s',
  sport: 'football',
  status: 'upcoming',
  game_datetime: '2026-12-06T12:30:00.000Z',
  ends_at: '2026-12-06T14:00:00.000Z',
  location: 'HSR Layout Turf',
  current_players: 4,
  max_players: 10,
  price: 150,
  pending_count: 2,
} as const;
const request = {
  id: 'r1',
  game_id: 'g1',
  user_id: 'u2',
  status: 'pending',
  payment_status: 'pending',
  contact_name: 'Rahul Verma',
  contact_email: 'rahul@example.test',
  contact_phone: '+919800000000',
  contact_instagram: null,
  answers: [{ question_id: 'q1', question_text: 'Position?', answer_text: 'Left back', answer_options: [] }],
  nudge_count: 1,
  last_nudge_at: '2026-11-20T10:00:00.000Z',
  host_message: null,
  created_at: '2026-11-19T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  checked_in_at: null,
  game_title: 'Sunday 5s',
  game_datetime: '2026-12-06T12:30:00.000Z',
} as const;
const dashboard: HostDashboard = hostDashboardSchema.parse({
  stats,
  nudged: [
    {
      request_id: 'r1',
      game_id: 'g1',
      game_title: 'Sunday 5s',
      player_name: 'Rahul Verma',
      nudge_count: 1,
      last_nudge_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  games: [
    game,
    {
      ...game,
      id: 'g0',
      title: 'Old Cricket',
      sport: 'cricket',
      status: 'completed',
      pending_count: 0,
      ends_at: null,
      price: 0,
    },
  ],
  pending_requests: [
    request,
    { ...request, id: 'r2', user_id: 'u3', contact_name: 'Ananya Rao', nudge_count: 0, last_nudge_at: null },
  ],
  pending_cursor: null,
  pending_total: 2,
});
const analytics: HostAnalytics = hostAnalyticsSchema.parse({
  players_per_game: [
    {
      game_id: 'g0',
      title: 'Old Cricket',
      game_datetime: '2026-10-04T12:30:00.000Z',
      confirmed: 9,
      checked_in: 7,
      max_players: 12,
    },
    {
      game_id: 'g2',
      title: 'Badminton Doubles',
      game_datetime: '2026-11-01T12:30:00.000Z',
      confirmed: 4,
      checked_in: 4,
      max_players: 4,
    },
  ],
  revenue_per_month: Array.from({ length: 12 }, (_, index) => ({
    month: `${index < 1 ? 2025 : 2026}-${String(index < 1 ? 12 : index).padStart(2, '0')}`,
    revenue_paise: index === 10 ? 123_456_700 : index === 11 ? 30_000 : 0,
    refunded_paise: index === 11 ? 15_000 : 0,
  })),
});

const inRouter = (element: ReactElement, entry = '/host') =>
  renderToStaticMarkup(h(MemoryRouter, { initialEntries: [entry] }, element));
function withClient(element: ReactElement, seed?: HostDashboard) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (seed) client.setQueryData(hostDashboardKey, seed);
  return { client, html: inRouter(h(QueryClientProvider, { client }, element)) };
}
/** The text of every <td> and <th scope="row"> of a table, row by row. */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
    .slice(1)
    .map(([, row]) =>
      [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell!.replace(/&amp;/g, '&')),
    );

describe('the zod-free guards agree with the shared schemas', () => {
  it('return what the schema accepts, unchanged, and drop unknown keys at every level', () => {
    expect(parseHostDashboard(dashboard)).toEqual(dashboard);
    const noisy = {
      ...dashboard,
      x: 1,
      stats: { ...stats, y: 2 },
      games: [{ ...game, host_upi_id: 'z' }],
      pending_requests: [{ ...request, game_pass: 'secret', answers: [{ ...request.answers[0], q: 1 }] }],
    };
    expect(parseHostDashboard(noisy)).toEqual({ ...dashboard, games: [game], pending_requests: [request] });
    expect(parseHostAnalytics(analytics)).toEqual(analytics);
  });
  it('refuse what the schema refuses', () => {
    const bad: unknown[] = [
      { ...dashboard, stats: { ...stats, avg_attendance: '7' } },
      { ...dashboard, stats: { ...stats, popular_sport: 'chess' } },
      { ...dashboard, games: [{ ...game, status: 'postponed' }] },
      { ...dashboard, games: [{ ...game, ends_at: undefined }] },
      { ...dashboard, pending_requests: [{ ...request, game_title: undefined }] },
      { ...dashboard, nudged: [{ ...dashboard.nudged[0], nudge_count: '1' }] },
      { ...dashboard, pending_total: undefined },
    ];
    for (const body of bad) {
      expect(hostDashboardSchema.safeParse(body).success).toBe(false);
      expect(parseHostDashboard(body)).toBeNull();
    }
    const badAnalytics: unknown[] = [
      { ...analytics, revenue_per_month: [{ month: '2026-1', revenue_paise: 0, refunded_paise: 0 }] },
      { players_per_game: [] },
    ];
    for (const body of badAnalytics) {
      expect(hostAnalyticsSchema.safeParse(body).success).toBe(false);
      expect(parseHostAnalytics(body)).toBeNull();
    }
  });
});

describe('stat cards', () => {
  it('shows rupees from paise with Indian grouping and the platform fees apart', () => {
    expect(rupeesFromPaise(12_345_600)).toBe('₹1,23,456');
    expect(rupeesFromPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(rupeesFromPaise(0)).toBe('₹0');
    const [revenue, games, attendance, sport] = statCards(stats);
    expect(revenue).toMatchObject({ label: 'Revenue', value: '₹1,23,456.50', notes: ['Platform fees ₹617'] });
    expect(statCards({ ...stats, refunded_paise: 50_000 })[0]!.notes).toEqual([
      'Platform fees ₹617',
      'After ₹500 refunded',
    ]);
    expect(games).toMatchObject({ label: 'Games Hosted', value: '3', notes: ['2 completed'] });
    expect(attendance).toMatchObject({ label: 'Avg Attendance', value: '7.3', wordy: false });
    expect(sport).toMatchObject({ label: 'Popular Sport', value: 'Weight Training', wordy: false });
  });
  it('says so, in words, when no game has finished or none was hosted', () => {
    const empty = statCards({
      ...stats,
      revenue_paise: 0,
      platform_fees_paise: 0,
      games_hosted: 0,
      completed_games: 0,
      avg_attendance: null,
      popular_sport: null,
    });
    expect(empty[2]).toMatchObject({ value: 'No finished games yet', wordy: true });
    expect(empty[3]).toMatchObject({ value: 'No games yet', wordy: true });
    const html = renderToStaticMarkup(h(StatCards, { stats: { ...stats, avg_attendance: null } }));
    expect(html).toContain('No finished games yet');
    expect(html).not.toMatch(/—|–|NaN|null/);
    expect(html).toContain('₹1,23,456.50');
  });
});

describe('My Games', () => {
  it('Manage goes to the manage page while requests are pending, else Details to the game', () => {
    expect(gameAction({ id: 'g 1', pending_count: 2 })).toEqual({ label: 'Manage', to: '/game/g%201/manage' });
    expect(gameAction({ id: 'g 1', pending_count: 0 })).toEqual({ label: 'Details', to: '/game/g%201' });
    const pending = inRouter(h(DashboardGameCard, { game }));
    expect(pending).toContain('href="/game/g1/manage"');
    expect(pending).toContain('>Manage</a>');
    expect(pending).toContain('>Upcoming</span>');
    expect(pending).toContain('4/10');
    expect(pending).toContain('₹150');
    expect(pending).toMatch(/<dt>Pending<\/dt><dd class="host-game-pending">2<\/dd>/);
    const quiet = inRouter(
      h(DashboardGameCard, { game: { ...game, pending_count: 0, status: 'completed', price: 0 } }),
    );
    expect(quiet).toContain('>Details</a>');
    expect(quiet).not.toContain('/manage');
    expect(quiet).toContain('>Completed</span>');
    expect(quiet).toContain('Free');
    expect(quiet).toMatch(/<dt>Pending<\/dt><dd>0<\/dd>/);
  });
});

describe('the dashboard from one answer', () => {
  it('renders the stats, the orange alert with links, My Games and the Requests badge', () => {
    const { html } = withClient(h(HostDashboardView), dashboard);
    expect(html).toContain('Host Dashboard');
    expect(html).toContain('href="/create-game"');
    expect(html).toContain('Players are waiting for your answer');
    expect(html).toContain('Rahul Verma nudged once about Sunday 5s');
    expect(html).toMatch(
      /class="tab-badge" aria-hidden="true">2<\/span><span class="visually-hidden">, 2 pending requests/,
    );
    expect(html).toContain('Old Cricket');
    expect(html.match(/role="tab"/g)).toHaveLength(4);
    expect(html).toMatch(/aria-selected="true"[^>]*>My Games/);
  });
  it('opens the tab named in the address, My Games otherwise', () => {
    expect(dashboardTabFrom('requests')).toBe('requests');
    expect(dashboardTabFrom('analytics')).toBe('analytics');
    expect(dashboardTabFrom(null)).toBe('games');
    expect(dashboardTabFrom('hacks')).toBe('games');
  });
  it('shows skeletons while loading and no alert without nudges', () => {
    const { html } = withClient(h(HostDashboardView));
    expect(html).toContain('aria-label="Loading dashboard"');
    const quiet = withClient(h(HostDashboardView), { ...dashboard, nudged: [] }).html;
    expect(quiet).not.toContain('Players are waiting');
  });
});

describe('Requests', () => {
  it("lists every pending request with its game, contact, answers and the manage page's decision buttons", () => {
    const { html } = withClient(h(RequestsTab, { requests: dashboard.pending_requests, total: 2, cursor: null }));
    expect(html).toContain('href="/game/g1/manage"');
    expect(html).toContain('rahul@example.test');
    expect(html).toContain('Left back');
    expect(html.match(/>Accept</g)).toHaveLength(2);
    expect(html.match(/>Waitlist</g)).toHaveLength(2);
    expect(html.match(/>Reject</g)).toHaveLength(2);
    expect(html).toContain('Message to Ananya Rao (optional)');
  });
  it('a decided request leaves the list, the alert and the counts; a confirmed player counts', () => {
    const after = afterDecision(dashboard, 'r1', { status: 'confirmed' });
    expect(after.pending_requests.map((r) => r.id)).toEqual(['r2']);
    expect(after.nudged).toEqual([]);
    expect(after.pending_total).toBe(1);
    expect(after.games[0]).toMatchObject({ id: 'g1', pending_count: 1, current_players: 5 });
    expect(after.games[1]).toEqual(dashboard.games[1]);
    expect(afterDecision(dashboard, 'r2', { status: 'rejected' }).games[0]).toMatchObject({
      pending_count: 1,
      current_players: 4,
    });
    expect(afterDecision(dashboard, 'unknown', { status: 'confirmed' })).toBe(dashboard);
  });
  it('badges the tab with the total, nothing at zero', () => {
    expect(requestsBadge(0)).toBeNull();
    expect(requestsBadge(1)).toEqual({ text: '1', label: '1 pending request' });
    expect(requestsBadge(120)).toEqual({ text: '99+', label: '120 pending requests' });
  });
  it('says when nothing waits', () => {
    expect(withClient(h(RequestsTab, { requests: [], total: 0, cursor: null })).html).toContain('No pending requests');
  });
  it('offers the next page while there is one, and appends it without repeating a request', () => {
    const first = withClient(h(RequestsTab, { requests: dashboard.pending_requests, total: 30, cursor: 'c1' })).html;
    expect(first).toContain('Showing the 2 oldest of 30 pending requests.');
    expect(first).toContain('>Show more requests</button>');
    expect(
      withClient(h(RequestsTab, { requests: dashboard.pending_requests, total: 2, cursor: null })).html,
    ).not.toContain('Show more');
    const next = { ...dashboard.pending_requests[1]!, id: 'r3' };
    const merged = withNextRequests(
      { ...dashboard, pending_cursor: 'c1' },
      { requests: [dashboard.pending_requests[1]!, next], cursor: null },
    );
    expect(merged.pending_requests.map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(merged.pending_cursor).toBeNull();
  });
});

describe('tabs', () => {
  it('arrow keys wrap, Home and End jump, other keys do nothing', () => {
    expect(tabKeyTarget('ArrowRight', 0, 4)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 3, 4)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 4)).toBe(3);
    expect(tabKeyTarget('ArrowLeft', 2, 4)).toBe(1);
    expect(tabKeyTarget('Home', 2, 4)).toBe(0);
    expect(tabKeyTarget('End', 0, 4)).toBe(3);
    expect(tabKeyTarget('Enter', 1, 4)).toBeNull();
    expect(tabKeyTarget('a', 1, 4)).toBeNull();
  });
  it('one tab stop: only the selected tab is focusable, and the panel names it', () => {
    const html = renderToStaticMarkup(
      h(Tabs<'a' | 'b'>, {
        label: 'Sections',
        tabs: [
          { id: 'a', label: 'First' },
          { id: 'b', label: 'Second', badge: { text: '3', label: '3 pending' } },
        ],
        selected: 'b',
        onSelect: () => undefined,
        // biome-ignore lint/correctness/noChildrenProp: createElement without JSX, and the component types children as a required prop
        children: 'body',
      }),
    );
    expect(html).toMatch(/role="tablist" aria-label="Sections"/);
    expect(html).toMatch(/aria-selected="false"[^>]*tabindex="-1"[^>]*>First/);
    expect(html).toMatch(/aria-selected="true"[^>]*tabindex="0"[^>]*>Second/);
    const panelLabel = /role="tabpanel"[^>]*aria-labelledby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`id="${panelLabel}"`);
    expect(panelLabel).toMatch(/-tab-b$/);
  });
});

describe('Analytics charts', () => {
  it('each chart is an image with a spoken summary and a table with the same numbers', () => {
    const html = renderToStaticMarkup(h(AnalyticsCharts, { analytics }));
    const images = [...html.matchAll(/<svg role="img" aria-label="([^"]+)"/g)].map(([, label]) => label);
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(
      'Players per game, your last 2 games, Old Cricket (04 Oct, 18:00) to Badminton Doubles (01 Nov, 18:00): total 13, highest 9 (Old Cricket (04 Oct, 18:00))',
    );
    expect(images[1]).toBe(
      'Revenue per month, last 12 months, Dec 2025 to Nov 2026: total ₹12,34,867, highest ₹12,34,567 (Oct 2026)',
    );

    const tables = html.split('<table>').slice(1);
    expect(tables).toHaveLength(2);
    expect(tableRows(tables[0]!)).toEqual([
      ['Old Cricket (04 Oct, 18:00)', '9', '7'],
      ['Badminton Doubles (01 Nov, 18:00)', '4', '4'],
    ]);
    const months = tableRows(tables[1]!);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual(['Dec 2025', '₹0', '₹0']);
    expect(months[10]).toEqual(['Oct 2026', '₹12,34,567', '₹0']);
    expect(months[11]).toEqual(['Nov 2026', '₹300', '₹150']);
    // One bar per game, and an inner bar (checked in) in each.
    expect(tables.length).toBe(2);
    expect(html.match(/class="host-chart-bar"/g)).toHaveLength(2 + 12);
  });
  it('says when there is nothing to chart yet', () => {
    const html = renderToStaticMarkup(
      h(AnalyticsCharts, {
        analytics: {
          players_per_game: [],
          revenue_per_month: analytics.revenue_per_month.map((m) => ({ ...m, revenue_paise: 0, refunded_paise: 0 })),
        },
      }),
    );
    expect(html).not.toContain('<svg');
    expect(html).toContain('No finished games yet');
    expect(html).toContain('No payments in the last 12 months');
  });
  it('summaries and month labels', () => {
    expect(barChartSummary('Revenue', [], [], String)).toBe('Revenue: nothing yet');
    expect(barChartSummary('Players', ['A'], [0], String)).toBe('Players, A: total 0, all zero');
    expect(monthLabel('2026-03')).toBe('Mar 2026');
  });
});

describe('the dashboard in Hindi', () => {
  afterEach(() => speak('en'));

  it('says its numbers, months and chart summaries in Hindi, amounts and counts grouped the Indian way', async () => {
    speakHindi((await import('virtual:catalogue/hi')).default);
    const [revenue, games, attendance, sport] = statCards({ ...stats, refunded_paise: 50_000, games_hosted: 150_000 });
    expect(revenue).toMatchObject({ label: 'कमाई', notes: ['प्लेटफ़ॉर्म फ़ीस ₹617', '₹500 रिफंड के बाद'] });
    expect(games).toMatchObject({ label: 'होस्ट किए गेम', value: '1,50,000', notes: ['2 पूरे हुए'] });
    expect(attendance!.notes).toEqual(['हर गेम में चेक-इन हुए खिलाड़ी, 2 पूरे गेम']);
    expect(sport!.value).toBe('वेट ट्रेनिंग');
    expect(monthLabel('2026-03')).toBe('मार्च 2026');
    expect(requestsBadge(3)).toEqual({ text: '3', label: '3 रिक्वेस्ट बाकी' });
    expect(barChartSummary('कमाई', ['नव॰ 2026'], [0], String)).toBe('कमाई, नव॰ 2026: कुल 0, सब शून्य');
    const html = renderToStaticMarkup(h(AnalyticsCharts, { analytics }));
    expect(html).toContain('हर महीने की कमाई, पिछले 12 महीने, दिस॰ 2025 से नव॰ 2026: कुल ₹12,34,867');
    expect(html).toContain('टेबल में देखें');
    expect(html).not.toMatch(/Revenue|Players per game|Show as a table/);
  });
});
