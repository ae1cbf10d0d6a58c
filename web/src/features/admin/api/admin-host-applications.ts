import type { HostApplication, HostApplicationPage, HostApplicationStatus } from '@shared/schemas/host-application';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, ApiRequestError } from '@web/lib/api-client';
import { parseHostApplication } from '@web/lib/host-applications/parse-host-application';
import { isArrayOf, isNullableString, isRecord, type Guard } from '@web/lib/shape-check';

export const adminApplicationsKey = (status: HostApplicationStatus) => ['admin-host-applications', status] as const;

const isApplication: Guard<HostApplication> = (value): value is HostApplication => parseHostApplication(value) !== null;

function parsePage(body: unknown): HostApplicationPage | null {
  if (!isRecord(body) || !isArrayOf(isApplication)(body.applications) || !isNullableString(body.nextCursor))
    return null;
  return { applications: body.applications, nextCursor: body.nextCursor };
}

/** GET /api/admin/host-applications: one page of one status, oldest first. */
export function listHostApplications(
  status: HostApplicationStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<HostApplicationPage> {
  const query = new URLSearchParams({ status, limit: '20', ...(cursor ? { cursor } : {}) });
  return apiRequest(`/api/admin/host-applications?${query}`, { parse: parsePage, signal });
}

/** The applications of one status, a page at a time; a 404 (not an admin) is final, so it is not retried. */
export function useHostApplications(status: HostApplicationStatus) {
  return useInfiniteQuery({
    queryKey: adminApplicationsKey(status),
    queryFn: ({ pageParam, signal }) => listHostApplications(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
}

/** POST /api/admin/host-applications/{id}/decision */
export const decideHostApplication = (
  id: string,
  action: 'approve' | 'reject',
  reason: string,
): Promise<HostApplication> =>
  apiRequest(`/api/admin/host-applications/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: { action, ...(reason.trim() ? { reason: reason.trim() } : {}) },
    parse: parseHostApplication,
  });
