import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../../../components/Loading';
import { useAuth } from '../../../lib/auth/use-auth';
import { authModeFrom } from '../auth-mode';
import { AuthUnavailable } from './AuthUnavailable';
import { CompleteProfileNotice } from './CompleteProfileNotice';
import { SignInForm } from './SignInForm';

/** /auth and its subroutes (spec §2): the mode comes from the path or ?mode=. */
export function AuthScreen() {
  const { pathname, search } = useLocation();
  const mode = authModeFrom(pathname, search);
  const { loading, user, profile, profileLoading } = useAuth();

  if (loading || (user && profileLoading)) return <Loading />;
  if (user) {
    if (profile?.profile_setup_completed) return <Navigate to="/" replace />;
    return <CompleteProfileNotice />;
  }
  return mode === 'signin' ? <SignInForm /> : <AuthUnavailable mode={mode} />;
}
