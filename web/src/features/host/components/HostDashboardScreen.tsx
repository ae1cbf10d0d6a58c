import { Link } from 'react-router-dom';
import { Loading } from '../../../components/Loading';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { hostDashboardView } from '../host-view';
import { HOST_TEXT } from '../host-texts';
import { BecomeHostPromo } from './BecomeHostPromo';
import { HostCommunitiesSection } from './HostCommunitiesSection';
import { SignInOverlay } from './SignInOverlay';
import '../host.css';

/**
 * /host (spec §2). Only the honest part exists yet: the host's communities and their join
 * requests. The stat cards and the My Games, Requests and Analytics tabs need real aggregates
 * (issue 12), so they are not shown rather than faked.
 */
export function HostDashboardScreen() {
  useDocumentTitle(HOST_TEXT.title);
  const { loading, user, profile, profileLoading } = useAuth();
  const view = hostDashboardView({ loading, signedIn: user !== null, role: profile?.role, profileLoading });

  if (view === 'loading') return <Loading />;
  if (view === 'signed-out') return <SignInOverlay />;
  if (view === 'promo') return <BecomeHostPromo />;
  return (
    <section className="screen stack host-dashboard" aria-labelledby="host-title">
      <header className="row host-section-head">
        <h1 id="host-title">{HOST_TEXT.title}</h1>
        <Link to="/create-game" className="btn btn-primary">
          Create Game
        </Link>
      </header>
      <p className="muted">{HOST_TEXT.notBuiltYet}</p>
      <HostCommunitiesSection />
    </section>
  );
}
