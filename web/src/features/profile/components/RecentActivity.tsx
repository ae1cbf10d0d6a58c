import { Link } from 'react-router-dom';
import { formatWhen } from '@web/lib/games/format';
import { useMyStats } from '../api/get-my-stats';

// Recent Activity: the newest 10 things the user did, written by the event consumer
// from their real joins, acceptances, payments, hosted games and reviews.

export function RecentActivity() {
  const query = useMyStats(true);
  const activity = query.data?.activity ?? [];
  return (
    <section className="card" aria-labelledby="profile-activity" aria-busy={query.isPending}>
      <h2 id="profile-activity">Recent Activity</h2>
      {query.isPending ? (
        <p className="muted">Loading...</p>
      ) : query.error ? (
        <p className="form-error" role="alert">
          Error loading activity.{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void query.refetch()}>
            Retry
          </button>
        </p>
      ) : activity.length === 0 ? (
        <p className="muted">No activity yet</p>
      ) : (
        <ul className="activity-list">
          {activity.map((item) => (
            <li key={item.id} className="activity-item" data-kind={item.kind}>
              <Link to={item.link}>{item.text}</Link>
              <time className="muted" dateTime={item.at}>
                {formatWhen(item.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
