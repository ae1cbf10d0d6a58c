import { Link, useLocation } from 'react-router-dom';
import type { HostAccess } from '../hooks/use-host-access';

/** What a signed-out visitor or a player sees instead of the form: the way in, not an error. */
export function HostGate({ title, access }: { title: string; access: Exclude<HostAccess, 'loading' | 'host'> }) {
  const { pathname } = useLocation();
  return (
    <section className="screen host-only card" aria-labelledby="host-only-title">
      <h1 id="host-only-title">{title}</h1>
      {access === 'signed-out' ? (
        <>
          <p className="lead">Sign in with your host account to create and edit games.</p>
          <div className="actions">
            <Link to={`/auth?next=${encodeURIComponent(pathname)}`} className="btn btn-primary">
              Sign In
            </Link>
            <Link to="/discover" className="btn btn-secondary">
              Browse games
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="lead">Only hosts can create games. Become a host to publish games and manage who joins them.</p>
          <div className="actions">
            <Link to="/become-host" className="btn btn-primary">
              Become a Host
            </Link>
            <Link to="/discover" className="btn btn-secondary">
              Browse games
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
