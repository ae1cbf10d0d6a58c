import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { ChevronRightIcon } from '@web/components/icons';
import { useAuth } from '@web/lib/auth/use-auth';
import { useSignOutAndLeave } from '@web/lib/auth/use-sign-out-and-leave';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { SETTINGS_GROUPS } from '../settings-groups';
import { t } from '../texts';
import { AccountDataSection } from './AccountDataSection';

/** /settings: the groups of rows, each opening its page; Logout and the version at the end. */
export function SettingsHome() {
  useDocumentTitle(t('settings.title'));
  const { user, profile, loading } = useAuth();
  const signOutAndLeave = useSignOutAndLeave();
  const [signingOut, setSigningOut] = useState(false);

  const handleLogout = async () => {
    setSigningOut(true);
    if (!(await signOutAndLeave())) setSigningOut(false);
  };

  return (
    <div className="screen settings">
      <h1>{t('settings.title')}</h1>
      {SETTINGS_GROUPS.map((group, index) => (
        <section key={group.id} className="settings-group" aria-labelledby={`settings-group-${index}`}>
          <h2 id={`settings-group-${index}`}>{group.title()}</h2>
          <ul className="settings-list">
            {group.rows.map((row) => {
              const value = row.value?.() ?? (profile && row.currentOf ? row.currentOf(profile) : null);
              return (
                <li key={row.to} className="settings-row">
                  <Link to={row.to} className="settings-link">
                    <span className="settings-row-label">{row.label()}</span>
                    {value ? <span className="settings-row-value">{value}</span> : null}
                    <ChevronRightIcon />
                  </Link>
                </li>
              );
            })}
          </ul>
          {/* The right to a copy and to erasure sits with privacy, for signed-in people only. */}
          {group.id === 'privacy' && user ? <AccountDataSection /> : null}
        </section>
      ))}

      <div className="actions">
        {loading ? null : user ? (
          <button type="button" className="btn btn-danger" onClick={() => void handleLogout()} disabled={signingOut}>
            {signingOut ? t('settings.loggingOut') : t('settings.logout')}
          </button>
        ) : (
          <Link to="/auth/signin" className="btn btn-primary">
            {t('settings.signIn')}
          </Link>
        )}
      </div>
      <p className="version">{t('settings.version', { version: BRAND.version })}</p>
    </div>
  );
}
