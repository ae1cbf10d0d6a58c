import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import { formatRupees } from '@shared/rules/game-rules';
import { RequestPass } from '@web/components/requests/PassButton';
import { StatusBadge } from '@web/components/requests/StatusBadge';
import { formatWhen } from '@web/lib/games/format';
import { useMyRequests } from '@web/lib/requests/requests';

/** The profile's My Game Requests, the first 3 with View All / Show Less, and each pass's QR. */
export function ProfileRequests() {
  const query = useMyRequests(true);
  const [all, setAll] = useState(false);
  const requests = query.data ?? [];
  const shown = all ? requests : requests.slice(0, LIMITS.profileRequestsShown);
  return (
    <section className="card" aria-labelledby="profile-requests">
      <div className="row">
        <h2 id="profile-requests">My Game Requests</h2>
        <Link to="/my-requests" className="link-inline">
          Open
        </Link>
      </div>
      {query.isPending ? (
        <p className="muted">Loading...</p>
      ) : query.error ? (
        <p className="form-error">Error loading data</p>
      ) : requests.length === 0 ? (
        <p className="muted">
          No game requests yet. <Link to="/discover">Find Games to Join</Link>
        </p>
      ) : (
        <>
          <ul id="profile-request-list" className="profile-requests">
            {shown.map((request) => {
              const title = request.game?.title ?? 'Game no longer available';
              return (
                <li key={request.id} className="profile-request">
                  <div className="row">
                    <p className="profile-request-title">
                      {request.game ? <Link to={`/game/${encodeURIComponent(request.game.id)}`}>{title}</Link> : title}
                    </p>
                    <StatusBadge status={request.status} />
                  </div>
                  {request.game ? (
                    <p className="muted">
                      {formatWhen(request.game.game_datetime)}
                      {request.game.price > 0 ? ` · ${formatRupees(request.game.price)}` : ''}
                    </p>
                  ) : null}
                  <RequestPass request={request} gameTitle={title} />
                </li>
              );
            })}
          </ul>
          {requests.length > LIMITS.profileRequestsShown ? (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-expanded={all}
              aria-controls="profile-request-list"
              onClick={() => setAll(!all)}
            >
              {all ? 'Show Less' : 'View All'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
