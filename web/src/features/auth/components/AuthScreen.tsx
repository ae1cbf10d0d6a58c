import { lazyScreen } from '@web/lib/lazy-screen';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '@web/components/Loading';
import { useAuth } from '@web/lib/auth/use-auth';
import { authModeFrom, nextPathFrom } from '../auth-mode';
import { isSetupComplete } from '../setup-complete';
import '../auth.css';

// Each mode is its own chunk, so a route loads only its own form (and the callback no form at all).
const SignInForm = lazyScreen(() => import('./SignInForm'), 'SignInForm');
const SignUpForm = lazyScreen(() => import('./SignUpForm'), 'SignUpForm');
const MagicLinkForm = lazyScreen(() => import('./MagicLinkForm'), 'MagicLinkForm');
const PhoneSignIn = lazyScreen(() => import('./PhoneSignIn'), 'PhoneSignIn');
const ForgotPassword = lazyScreen(() => import('./ForgotPassword'), 'ForgotPassword');
const AuthCallback = lazyScreen(() => import('./AuthCallback'), 'AuthCallback');
const CompleteProfile = lazyScreen(() => import('./CompleteProfile'), 'CompleteProfile');
const ProfileUnavailable = lazyScreen(() => import('./ProfileUnavailable'), 'ProfileUnavailable');

/** /auth and its subroutes: the mode comes from the path or ?mode=. */
export function AuthScreen() {
  const { pathname, search } = useLocation();
  const mode = authModeFrom(pathname, search);
  const { loading, user, profile, profileLoading, profileError } = useAuth();

  // The callback signs in itself and then comes back here.
  if (mode === 'callback') return <AuthCallback />;
  if (loading || (user && profileLoading)) return <Loading />;
  if (user) {
    if (isSetupComplete(profile, user)) return <Navigate to={nextPathFrom(search)} replace />;
    // No profile yet is a new user (404); a failed read must not be mistaken for one.
    if (profileError && !profile) return <ProfileUnavailable />;
    return <CompleteProfile />;
  }
  switch (mode) {
    case 'signup':
      return <SignUpForm />;
    case 'magic-link':
      return <MagicLinkForm />;
    case 'phone':
      return <PhoneSignIn />;
    case 'forgot':
      return <ForgotPassword />;
    default:
      return <SignInForm />;
  }
}
