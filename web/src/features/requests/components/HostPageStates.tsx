import { Link, useLocation } from 'react-router-dom';
import { Loading } from '@web/components/Loading';
import type { HostedGame } from '../api/hosted-game';
import { REQUEST_MESSAGES } from '@shared/rules/join-rules';

/** What a host-only page shows until it has the host's game: loading, sign in, 'Event not found', an error. */
export function HostPageStates({ hosted, title }: { hosted: Exclude<HostedGame, { state: 'host' }>; title: string }) {
  const { pathname } = useLocation();
  if (hosted.state === 'loading') return <Loading />;
  return (
    <section className="screen" aria-labelledby="host-page-title">
      {hosted.state === 'signed-out' ? (
        <>
          <h1 id="host-page-title">{title}</h1>
          <p className="lead">Sign in as the game's host to continue.</p>
          <Link to={`/auth?next=${encodeURIComponent(pathname)}`} className="btn btn-primary">
            Sign In
          </Link>
        </>
      ) : hosted.state === 'not-found' ? (
        <>
          <h1 id="host-page-title">{REQUEST_MESSAGES.notYourGame}</h1>
          <p className="lead">This game doesn't exist, or you are not its host.</p>
          <Link to="/host" className="btn btn-primary">
            Back to Dashboard
          </Link>
        </>
      ) : (
        <>
          <h1 id="host-page-title">{title}</h1>
          <p className="form-error" role="alert">
            Error loading data. {hosted.error.message}
          </p>
          <button type="button" className="btn btn-primary" onClick={hosted.retry}>
            Try again
          </button>
        </>
      )}
    </section>
  );
}
