import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import { moneyIn } from '@web/lib/i18n/format';
import { RequestPass } from '@web/components/requests/PassButton';
import { StatusBadge } from '@web/components/requests/StatusBadge';
import { formatWhen } from '@web/lib/games/format';
import { useMyRequests } from '@web/lib/requests/requests';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { richText, t } from '../texts';

/** The profile's My Game Requests, the first 3 with View All / Show Less, and each pass's QR. */
export function ProfileRequests() {
  const query = useMyRequests(true);
  const [all, setAll] = useState(false);
  const requests = query.data ?? [];
  const shown = all ? requests : requests.slice(0, LIMITS.profileRequestsShown);
  return (
    <section className="card" aria-labelledby="profile-requests">
      <div className="row">
        <h2 id="profile-requests">{t('profile.requests.title')}</h2>
        <Link to="/my-requests" className="link-inline">
          {t('profile.requests.open')}
        </Link>
      </div>
      {query.isPending ? (
        <p className="muted">{t('profile.requests.loading')}</p>
      ) : query.error ? (
        <p className="form-error">{t('profile.requests.error')}</p>
      ) : requests.length === 0 ? (
        <p className="muted">
          {richText('profile.requests.none', { link: <Link to="/discover">{t('profile.requests.find')}</Link> })}
        </p>
      ) : (
        <>
          <ul id="profile-request-list" className="profile-requests">
            {shown.map((request) => {
              const title = request.game?.title ?? t('profile.requests.gone');
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
                      {request.game.price > 0 ? ` · ${moneyIn(spokenLanguage(), request.game.price)}` : ''}
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
              {t(all ? 'profile.requests.showLess' : 'profile.requests.viewAll')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
