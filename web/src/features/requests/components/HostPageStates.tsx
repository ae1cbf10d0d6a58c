import { Link, useLocation } from 'react-router-dom';
import { Loading } from '@web/components/Loading';
import type { HostedGame } from '../api/hosted-game';
import { t } from '../texts';

/** What a host-only page shows until it has the host's game: loading, sign in, 'Event not found', an error. */
export function HostPageStates({ hosted, title }: { hosted: Exclude<HostedGame, { state: 'host' }>; title: string }) {
  const { pathname } = useLocation();
  if (hosted.state === 'loading') return <Loading />;
  return (
    <section className="screen" aria-labelledby="host-page-title">
      {hosted.state === 'signed-out' ? (
        <>
          <h1 id="host-page-title">{title}</h1>
          <p className="lead">{t('requests.hostPage.signInLead')}</p>
          <Link to={`/auth?next=${encodeURIComponent(pathname)}`} className="btn btn-primary">
            {t('requests.hostPage.signIn')}
          </Link>
        </>
      ) : hosted.state === 'not-found' ? (
        <>
          <h1 id="host-page-title">{t('requests.hostPage.notFound')}</h1>
          <p className="lead">{t('requests.hostPage.notFoundLead')}</p>
          <Link to="/host" className="btn btn-primary">
            {t('requests.hostPage.back')}
          </Link>
        </>
      ) : (
        <>
          <h1 id="host-page-title">{title}</h1>
          <p className="form-error" role="alert">
            {t('requests.hostPage.error', { message: hosted.error.message })}
          </p>
          <button type="button" className="btn btn-primary" onClick={hosted.retry}>
            {t('requests.hostPage.tryAgain')}
          </button>
        </>
      )}
    </section>
  );
}
