import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { HostDashboard as Dashboard } from '@shared/schemas/host-dashboard';
import { Loading } from '@web/components/Loading';
import { Tabs } from '@web/components/Tabs';
import { toast } from '@web/components/toast/toast-store';
import { useHostDashboard } from '../api/host-dashboard';
import { requestsBadge } from '../dashboard-format';
import { dashboardTabFrom, type DashboardTab } from '../host-view';
import { HOST_TEXT } from '../host-texts';
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
      toast({ title: HOST_TEXT.dashboardError, description: dashboard.error.message, variant: 'destructive' });
  }, [dashboard.isError, dashboard.error]);

  const select = (next: DashboardTab) => setParams(next === 'games' ? {} : { tab: next }, { replace: true });
  const tabs = [
    { id: 'games', label: 'My Games' },
    { id: 'requests', label: 'Requests', badge: dashboard.data ? requestsBadge(dashboard.data.pending_total) : null },
    { id: 'communities', label: 'Communities' },
    { id: 'analytics', label: 'Analytics' },
  ] as const;

  return (
    <section className="screen stack host-dashboard" aria-labelledby="host-title">
      <header className="row host-section-head">
        <h1 id="host-title">{HOST_TEXT.title}</h1>
        <Link to="/create-game" className="btn btn-primary">
          Create Game
        </Link>
      </header>
      {dashboard.isPending ? (
        <StatsSkeleton />
      ) : dashboard.isError ? (
        <div className="card host-error" role="alert">
          <p>{HOST_TEXT.dashboardError}</p>
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={dashboard.isFetching}
            onClick={() => void dashboard.refetch()}
          >
            {dashboard.isFetching ? 'Retrying...' : 'Retry'}
          </button>
        </div>
      ) : (
        <>
          <StatCards stats={dashboard.data.stats} />
          <NudgeAlert nudged={dashboard.data.nudged} />
        </>
      )}
      <Tabs label="Dashboard sections" tabs={tabs} selected={tab} onSelect={select}>
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
  if (!dashboard)
    return failed ? <p className="muted">Nothing to show until the dashboard loads.</p> : <ListSkeleton />;
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
