import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HOST_SIGN_IN_PATH } from '../host-view';
import { t } from '../texts';

/** Signed-out visitors: a full-screen overlay with Sign In (back to /host afterwards) and Back. */
export function SignInOverlay() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="host-overlay" role="dialog" aria-modal="true" aria-labelledby="host-overlay-title">
      <div className="host-overlay-panel card">
        <h1 id="host-overlay-title">{t('host.signInOverlay')}</h1>
        <div className="actions">
          <Link to={HOST_SIGN_IN_PATH} className="btn btn-primary">
            {t('host.signIn')}
          </Link>
          {/* Opened directly there is no previous page, so Back goes home. */}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => (location.key === 'default' ? navigate('/') : navigate(-1))}
          >
            {t('host.back')}
          </button>
        </div>
      </div>
    </div>
  );
}
