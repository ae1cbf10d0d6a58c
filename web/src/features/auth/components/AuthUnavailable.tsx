import { Link } from 'react-router-dom';
import { ComingSoon } from '../../../components/ComingSoon';
import type { AuthMode } from '../auth-mode';

type UnavailableMode = Exclude<AuthMode, 'signin'>;

const COPY: Record<UnavailableMode, { title: string; summary: string }> = {
  signup: {
    title: 'Sign Up',
    summary:
      'Creating an account arrives with the accounts release: sign-up with e-mail and password, or with Google, Facebook or Apple. You cannot create an account here yet.',
  },
  'magic-link': {
    title: 'Magic Link',
    summary: 'Signing in with a link sent to your e-mail arrives with the accounts release. No link can be sent yet.',
  },
  phone: {
    title: 'Phone Sign In',
    summary: 'Signing in with a code sent to your phone arrives with the accounts release. No code can be sent yet.',
  },
  callback: {
    title: 'Completing sign in',
    summary:
      'Signing in through an e-mail link or a Google, Facebook or Apple account arrives with the accounts release, so there is no sign-in to complete here yet.',
  },
};

/** The auth modes of a later release: an honest note and a way to the password sign-in that works. */
export function AuthUnavailable({ mode }: { mode: UnavailableMode }) {
  const { title, summary } = COPY[mode];
  return (
    <ComingSoon title={title} summary={summary}>
      <Link to="/auth/signin" className="btn btn-primary">
        Sign in with password
      </Link>
    </ComingSoon>
  );
}
