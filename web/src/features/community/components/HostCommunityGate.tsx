import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Loading } from '@web/components/Loading';
import { useAuth } from '@web/lib/auth/use-auth';

/** Creating and managing communities is for hosts; the server checks the same role. */
export function HostCommunityGate({ title, children }: { title: string; children: ReactNode }) {
  const { loading, user, profile, profileLoading } = useAuth();
  const { pathname } = useLocation();
  if (loading || (user && profileLoading && !profile)) return <Loading />;
  if (user && profile?.role === 'host') return children;
  return (
    <section className="screen host-only card" aria-labelledby="community-gate-title">
      <h1 id="community-gate-title">{title}</h1>
      {!user ? (
        <>
          <p className="lead">Sign in with your host account to create and manage communities.</p>
          <div className="actions">
            <Link to={`/auth?next=${encodeURIComponent(pathname)}`} className="btn btn-primary">
              Sign In
            </Link>
            <Link to="/community" className="btn btn-secondary">
              Browse communities
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="lead">Only hosts can create communities. Become a host to start one and run its games.</p>
          <div className="actions">
            <Link to="/become-host" className="btn btn-primary">
              Become a Host
            </Link>
            <Link to="/community" className="btn btn-secondary">
              Browse communities
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
