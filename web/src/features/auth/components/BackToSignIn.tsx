import { Link } from 'react-router-dom';
import { useAuthHref } from '../hooks/auth-form-hooks';
import { t } from '../texts';

/** The way back to the sign-in screen under a side path (magic link, password reset). */
export function BackToSignIn() {
  const href = useAuthHref();
  return (
    <ul className="auth-links">
      <li>
        <Link to={href('/auth/signin')}>{t('auth.backToSignIn')}</Link>
      </li>
    </ul>
  );
}
