import { Loading } from '@web/components/Loading';
import { useAuth } from '@web/lib/auth/use-auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { hostDashboardView } from '../host-view';
import { t } from '../texts';
import { BecomeHostPromo } from './BecomeHostPromo';
import { HostDashboard } from './HostDashboard';
import { SignInOverlay } from './SignInOverlay';
import '../host.css';

/** /host: the sign-in overlay, the Become a Host promo, or a host's dashboard. */
export function HostDashboardScreen() {
  useDocumentTitle(t('host.title'));
  const { loading, user, profile, profileLoading } = useAuth();
  const view = hostDashboardView({ loading, signedIn: user !== null, role: profile?.role, profileLoading });

  if (view === 'loading') return <Loading />;
  if (view === 'signed-out') return <SignInOverlay />;
  if (view === 'promo') return <BecomeHostPromo />;
  return <HostDashboard />;
}
