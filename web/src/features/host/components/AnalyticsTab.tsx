import { useEffect } from 'react';
import { numberIn } from '@web/lib/i18n/format';
import type { HostAnalytics } from '@shared/schemas/host-dashboard';
import { toast } from '@web/components/toast/toast-store';
import { formatGameDate } from '@web/lib/games/format';
import { useHostAnalytics } from '../api/host-dashboard';
import { monthLabel, monthShort, rupeesFromPaise } from '../dashboard-format';
import { spokenLanguage, t } from '../texts';
import { BarChart } from './BarChart';

const count = (value: number) => numberIn(spokenLanguage(), value);

/** Analytics: its own call, made only once the tab is opened (this chunk loads with it). */
export function AnalyticsTab() {
  const query = useHostAnalytics();

  useEffect(() => {
    if (query.isError)
      toast({ title: t('host.analytics.error'), description: query.error.message, variant: 'destructive' });
  }, [query.isError, query.error]);

  if (query.isPending) {
    return (
      <div className="host-skeleton" role="status" aria-label={t('host.analytics.loading')}>
        <span className="skeleton-line" />
        <span className="host-skeleton-block" />
        <span className="skeleton-line skeleton-short" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="card" role="alert">
        <p>{t('host.analytics.error')}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void query.refetch()}>
          {t('host.retry')}
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
        <h2 id="host-analytics-players">{t('host.analytics.players')}</h2>
        {games.length === 0 ? (
          <p className="muted">{t('host.analytics.noPlayers')}</p>
        ) : (
          <BarChart
            title={
              games.length === 1
                ? t('host.analytics.playersTitleOne')
                : t('host.analytics.playersTitle', { count: games.length })
            }
            categoryHeader={t('host.analytics.game')}
            categories={games.map((game) => `${game.title} (${formatGameDate(game.game_datetime)})`)}
            series={[
              { name: t('host.analytics.confirmed'), values: games.map((game) => game.confirmed) },
              { name: t('host.analytics.checkedIn'), values: games.map((game) => game.checked_in) },
            ]}
            format={count}
          />
        )}
      </section>
      <section aria-labelledby="host-analytics-revenue">
        <h2 id="host-analytics-revenue">{t('host.analytics.revenue')}</h2>
        {!anyRevenue ? (
          <p className="muted">{t('host.analytics.noRevenue')}</p>
        ) : (
          <BarChart
            title={t('host.analytics.revenueTitle')}
            categoryHeader={t('host.analytics.month')}
            categories={months.map((month) => monthLabel(month.month))}
            axisLabels={months.map((month) => monthShort(month.month))}
            series={[
              { name: t('host.analytics.revenueSeries'), values: months.map((month) => month.revenue_paise) },
              { name: t('host.analytics.refunded'), values: months.map((month) => month.refunded_paise) },
            ]}
            format={rupeesFromPaise}
          />
        )}
      </section>
    </div>
  );
}
