import { Link } from 'react-router-dom';
import { useAuthHref } from '../hooks/auth-form-hooks';

/** The way back to the sign-in screen under a side path (magic link, password reset). */
export function BackToSignIn() {
  const href = useAuthHref();
  return (
    <ul className="auth-links">
      <li>
        <Link to={href('/auth/signin')}>Back to sign in</Link>
      </li>
    </ul>
  );
}
