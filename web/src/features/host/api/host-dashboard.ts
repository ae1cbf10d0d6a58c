import { useQuery } from '@tanstack/react-query';
import type { HostAnalytics, HostDashboard, HostRequestsPage } from '@shared/schemas/host-dashboard';
import { apiRequest } from '@web/lib/api-client';
import { parseHostAnalytics, parseHostDashboard, parseHostRequestsPage } from './dashboard-shapes';

import { hostDashboardKey } from '@web/lib/live-query-keys';

export { hostDashboardKey };
export const hostAnalyticsKey = ['host-analytics'] as const;

/** GET /api/host/dashboard: stats, nudges, games and pending requests in one call. */
export const getHostDashboard = (signal?: AbortSignal): Promise<HostDashboard> =>
  apiRequest('/api/host/dashboard', { parse: parseHostDashboard, signal });

/** GET /api/host/requests?cursor=: the Requests tab's next page of pending requests. */
export const getHostRequests = (cursor: string): Promise<HostRequestsPage> =>
  apiRequest(`/api/host/requests?cursor=${encodeURIComponent(cursor)}`, { parse: parseHostRequestsPage });

/** GET /api/host/analytics: the Analytics tab's series, fetched only when the tab is opened. */
export const getHostAnalytics = (signal?: AbortSignal): Promise<HostAnalytics> =>
  apiRequest('/api/host/analytics', { parse: parseHostAnalytics, signal });

/** Always refetched on arrival (staleTime 0): a decision taken on a manage page must show when the host comes back. */
export const useHostDashboard = () =>
  useQuery({ queryKey: hostDashboardKey, queryFn: ({ signal }) => getHostDashboard(signal), staleTime: 0 });

export const useHostAnalytics = () =>
  useQuery({ queryKey: hostAnalyticsKey, queryFn: ({ signal }) => getHostAnalytics(signal) });
