import { Link } from 'react-router-dom';
import { formatWhen } from '@web/lib/games/format';
import { useMyStats } from '../api/get-my-stats';
import { t } from '../texts';

// Recent Activity: the newest 10 things the user did, written by the event consumer
// from their real joins, acceptances, payments, hosted games and reviews.

export function RecentActivity() {
  const query = useMyStats(true);
  const activity = query.data?.activity ?? [];
  return (
    <section className="card" aria-labelledby="profile-activity" aria-busy={query.isPending}>
      <h2 id="profile-activity">{t('profile.activity.title')}</h2>
      {query.isPending ? (
        <p className="muted">{t('profile.activity.loading')}</p>
      ) : query.error ? (
        <p className="form-error" role="alert">
          {t('profile.activity.error')}{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void query.refetch()}>
            {t('profile.retry')}
          </button>
        </p>
      ) : activity.length === 0 ? (
        <p className="muted">{t('profile.activity.none')}</p>
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
