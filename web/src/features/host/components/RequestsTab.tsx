import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardRequest, HostDashboard } from '../../../../../shared/schemas/host-dashboard';
import type { DecisionResult } from '../../../../../shared/schemas/join';
import { HostRequestCard } from '../../../components/requests/HostRequestCard';
import { formatGameDate } from '../../../lib/games/format';
import { hostDashboardKey } from '../api/host-dashboard';
import { afterDecision, managePath } from '../dashboard-format';
import { HOST_TEXT } from '../host-texts';

/**
 * Requests: every pending request across the host's games, decided right here with the manage
 * page's own card (the same POST /api/requests/{id}/decision). A decided request leaves the list
 * and the counts drop at once; the dashboard is refetched on every visit, so the next one reads the server.
 */
export function RequestsTab({ requests, total }: { requests: DashboardRequest[]; total: number }) {
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLUListElement>(null);
  const decided = (requestId: string, result: DecisionResult) => {
    queryClient.setQueryData<HostDashboard>(hostDashboardKey, (dashboard) => dashboard && afterDecision(dashboard, requestId, result));
    // The focused button leaves with its request: keep keyboard and screen-reader users in the list.
    requestAnimationFrame(() => (listRef.current ?? document.querySelector<HTMLElement>('[role="tabpanel"]'))?.focus());
  };

  if (requests.length === 0) {
    return (
      <div className="card empty-state">
        <h2>{HOST_TEXT.noPendingRequests}</h2>
        <p className="muted">{HOST_TEXT.noPendingRequestsLead}</p>
      </div>
    );
  }
  return (
    <>
      {total > requests.length ? (
        <p className="muted">
          Showing the {requests.length} oldest of {total} pending requests; decide on these and the next ones appear.
        </p>
      ) : null}
      <ul ref={listRef} className="host-list" aria-label="Pending requests" tabIndex={-1}>
        {requests.map((request) => (
          <li key={request.id} className="stack-tight">
            <p className="host-request-game">
              <Link to={managePath(request.game_id)}>{request.game_title}</Link>
              {' • '}
              <time dateTime={request.game_datetime}>{formatGameDate(request.game_datetime)}</time>
            </p>
            <HostRequestCard request={request} gameId={request.game_id} onDecided={(result) => decided(request.id, result)} />
          </li>
        ))}
      </ul>
    </>
  );
}
