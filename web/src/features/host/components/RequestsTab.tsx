import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardRequest, HostDashboard } from '@shared/schemas/host-dashboard';
import type { DecisionResult } from '@shared/schemas/join';
import { HostRequestCard } from '@web/components/requests/HostRequestCard';
import { formatWhen } from '@web/lib/games/format';
import { getHostRequests, hostDashboardKey } from '../api/host-dashboard';
import { afterDecision, managePath, withNextRequests } from '../dashboard-format';
import { t } from '../texts';
import { EmptyState } from '@web/components/ui/EmptyState';

/**
 * Requests: every pending request across the host's games, oldest first, a page at a time (Show
 * more), decided right here with the manage page's own card (the same POST
 * /api/requests/{id}/decision). A decided request leaves the list and the counts drop at once; the
 * dashboard is refetched on every visit, so the next one reads the server.
 */
export function RequestsTab({
  requests,
  total,
  cursor,
}: {
  requests: DashboardRequest[];
  total: number;
  cursor: string | null;
}) {
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const showMore = async () => {
    if (!cursor) return;
    setMore('loading');
    try {
      const page = await getHostRequests(cursor);
      queryClient.setQueryData<HostDashboard>(
        hostDashboardKey,
        (dashboard) => dashboard && withNextRequests(dashboard, page),
      );
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };
  const decided = (requestId: string, result: DecisionResult) => {
    queryClient.setQueryData<HostDashboard>(
      hostDashboardKey,
      (dashboard) => dashboard && afterDecision(dashboard, requestId, result),
    );
    // The focused button leaves with its request: keep keyboard and screen-reader users in the list.
    requestAnimationFrame(() => (listRef.current ?? document.querySelector<HTMLElement>('[role="tabpanel"]'))?.focus());
  };

  if (requests.length === 0) {
    return <EmptyState title={t('host.requests.none')}>{t('host.requests.noneLead')}</EmptyState>;
  }
  return (
    <>
      {total > requests.length ? (
        <p className="muted">{t('host.requests.showing', { shown: requests.length, total })}</p>
      ) : null}
      <ul ref={listRef} className="host-list" aria-label={t('host.requests.label')} tabIndex={-1}>
        {requests.map((request) => (
          <li key={request.id} className="stack-tight">
            <p className="host-request-game">
              <Link to={managePath(request.game_id)}>{request.game_title}</Link>
              {' • '}
              <time dateTime={request.game_datetime}>{formatWhen(request.game_datetime)}</time>
            </p>
            <HostRequestCard
              request={request}
              gameId={request.game_id}
              onDecided={(result) => decided(request.id, result)}
            />
          </li>
        ))}
      </ul>
      {cursor ? (
        <div className="stack-tight">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void showMore()}
            disabled={more === 'loading'}
            aria-busy={more === 'loading'}
          >
            {more === 'loading' ? t('host.requests.loading') : t('host.requests.showMore')}
          </button>
          {more === 'failed' ? (
            <p role="alert" className="form-error">
              {t('host.requests.moreError')}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
