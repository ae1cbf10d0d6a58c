import { useEffect } from 'react';
import type { HostAnalytics } from '@shared/schemas/host-dashboard';
import { toast } from '@web/components/toast/toast-store';
import { formatGameDate } from '@web/lib/games/format';
import { useHostAnalytics } from '../api/host-dashboard';
import { monthLabel, rupeesFromPaise } from '../dashboard-format';
import { HOST_TEXT } from '../host-texts';
import { BarChart } from './BarChart';

const count = (value: number) => value.toLocaleString('en-IN');

/** Analytics: its own call, made only once the tab is opened (this chunk loads with it). */
export function AnalyticsTab() {
  const query = useHostAnalytics();

  useEffect(() => {
    if (query.isError)
      toast({ title: HOST_TEXT.analyticsError, description: query.error.message, variant: 'destructive' });
  }, [query.isError, query.error]);

  if (query.isPending) {
    return (
      <div className="host-skeleton" role="status" aria-label="Loading analytics">
        <span className="skeleton-line" />
        <span className="host-skeleton-block" />
        <span className="skeleton-line skeleton-short" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="card" role="alert">
        <p>{HOST_TEXT.analyticsError}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return <AnalyticsCharts analytics={query.data} />;
}

export function AnalyticsCharts({ analytics }: { analytics: HostAnalytics }) {
  const games = analytics.players_per_game;
  const months = analytics.revenue_per_month;
  const anyRevenue = months.some((month) => month.revenue_paise !== 0 || month.refunded_paise !== 0);
  return (
    <div className="host-analytics">
      <section aria-labelledby="host-analytics-players">
        <h2 id="host-analytics-players">Players per game</h2>
        {games.length === 0 ? (
          <p className="muted">No finished games yet. Players per game appear once your games start.</p>
        ) : (
          <BarChart
            title={`Players per game, your last ${games.length === 1 ? 'game' : `${games.length} games`}`}
            categoryHeader="Game"
            categories={games.map((game) => `${game.title} (${formatGameDate(game.game_datetime)})`)}
            series={[
              { name: 'Confirmed', values: games.map((game) => game.confirmed) },
              { name: 'Checked in', values: games.map((game) => game.checked_in) },
            ]}
            format={count}
          />
        )}
      </section>
      <section aria-labelledby="host-analytics-revenue">
        <h2 id="host-analytics-revenue">Revenue per month</h2>
        {!anyRevenue ? (
          <p className="muted">No payments in the last 12 months.</p>
        ) : (
          <BarChart
            title="Revenue per month, last 12 months"
            categoryHeader="Month"
            categories={months.map((month) => monthLabel(month.month))}
            axisLabels={months.map((month) => monthLabel(month.month).slice(0, 3))}
            series={[
              { name: 'Revenue', values: months.map((month) => month.revenue_paise) },
              { name: 'Refunded', values: months.map((month) => month.refunded_paise) },
            ]}
            format={rupeesFromPaise}
          />
        )}
      </section>
    </div>
  );
}
