import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { HostDashboard as Dashboard } from '@shared/schemas/host-dashboard';
import { Loading } from '@web/components/Loading';
import { Tabs } from '@web/components/Tabs';
import { toast } from '@web/components/toast/toast-store';
import { useHostDashboard } from '../api/host-dashboard';
import { requestsBadge } from '../dashboard-format';
import { dashboardTabFrom, type DashboardTab } from '../host-view';
import { t } from '../texts';
import { ListSkeleton, StatsSkeleton } from './DashboardSkeleton';
import { MyGamesTab } from './MyGamesTab';
import { NudgeAlert } from './NudgeAlert';
import { StatCards } from './StatCards';

// The dashboard paints with the stats and My Games; the other tabs are chunks of their own,
// fetched when opened (the first-load budget; Analytics also makes its call only then).
const RequestsTab = lazy(() => import('./RequestsTab').then((module) => ({ default: module.RequestsTab })));
const CommunitiesTab = lazy(() =>
  import('./HostCommunitiesSection').then((module) => ({ default: module.HostCommunitiesSection })),
);
const AnalyticsTab = lazy(() => import('./AnalyticsTab').then((module) => ({ default: module.AnalyticsTab })));

/** A host's /host: one call loads the numbers, the nudge alert, My Games and Requests. */
export function HostDashboard() {
  const dashboard = useHostDashboard();
  const [params, setParams] = useSearchParams();
  const tab = dashboardTabFrom(params.get('tab'));

  useEffect(() => {
    if (dashboard.isError)
      toast({ title: t('host.dashboardError'), description: dashboard.error.message, variant: 'destructive' });
  }, [dashboard.isError, dashboard.error]);

  const select = (next: DashboardTab) => setParams(next === 'games' ? {} : { tab: next }, { replace: true });
  const tabs = [
    { id: 'games', label: t('host.tabs.games') },
    {
      id: 'requests',
      label: t('host.tabs.requests'),
      badge: dashboard.data ? requestsBadge(dashboard.data.pending_total) : null,
    },
    { id: 'communities', label: t('host.tabs.communities') },
    { id: 'analytics', label: t('host.tabs.analytics') },
  ] as const;

  return (
    <section className="screen stack host-dashboard" aria-labelledby="host-title">
      <header className="row host-section-head">
        <h1 id="host-title">{t('host.title')}</h1>
        <Link to="/create-game" className="btn btn-primary">
          {t('host.createGame')}
        </Link>
      </header>
      {dashboard.isPending ? (
        <StatsSkeleton />
      ) : dashboard.isError ? (
        <div className="card host-error" role="alert">
          <p>{t('host.dashboardError')}</p>
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={dashboard.isFetching}
            onClick={() => void dashboard.refetch()}
          >
            {dashboard.isFetching ? t('host.retrying') : t('host.retry')}
          </button>
        </div>
      ) : (
        <>
          <StatCards stats={dashboard.data.stats} />
          <NudgeAlert nudged={dashboard.data.nudged} />
        </>
      )}
      <Tabs label={t('host.tabs.label')} tabs={tabs} selected={tab} onSelect={select}>
        <Suspense fallback={<Loading />}>
          <TabContent tab={tab} dashboard={dashboard.data} failed={dashboard.isError} />
        </Suspense>
      </Tabs>
    </section>
  );
}

function TabContent({
  tab,
  dashboard,
  failed,
}: {
  tab: DashboardTab;
  dashboard: Dashboard | undefined;
  failed: boolean;
}) {
  if (tab === 'communities') return <CommunitiesTab />;
  if (tab === 'analytics') return <AnalyticsTab />;
  if (!dashboard) return failed ? <p className="muted">{t('host.notLoaded')}</p> : <ListSkeleton />;
  return tab === 'requests' ? (
    <RequestsTab
      requests={dashboard.pending_requests}
      total={dashboard.pending_total}
      cursor={dashboard.pending_cursor}
    />
  ) : (
    <MyGamesTab games={dashboard.games} />
  );
}
