import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { useAuth } from '@web/lib/auth/use-auth';
import { useSignOutAndLeave } from '@web/lib/auth/use-sign-out-and-leave';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { SETTINGS_GROUPS } from '../settings-groups';

export function SettingsScreen() {
  useDocumentTitle('Settings');
  const { user, loading } = useAuth();
  const signOutAndLeave = useSignOutAndLeave();
  const [signingOut, setSigningOut] = useState(false);

  const handleLogout = async () => {
    setSigningOut(true);
    if (!(await signOutAndLeave())) setSigningOut(false);
  };

  return (
    <div className="screen settings">
      <h1>Settings</h1>
      {SETTINGS_GROUPS.map((group, index) => (
        <section key={group.title} className="settings-group" aria-labelledby={`settings-group-${index}`}>
          <h2 id={`settings-group-${index}`}>{group.title}</h2>
          <ul className="settings-list">
            {group.entries.map((entry) => (
              <li key={entry} className="settings-entry" aria-disabled="true">
                <span>{entry}</span>
                <span className="badge badge-soon">Coming soon</span>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <div className="actions">
        {loading ? null : user ? (
          <button type="button" className="btn btn-danger" onClick={() => void handleLogout()} disabled={signingOut}>
            {signingOut ? 'Logging out...' : 'Logout'}
          </button>
        ) : (
          <Link to="/auth/signin" className="btn btn-primary">
            Sign In
          </Link>
        )}
      </div>
      <p className="version">Version {BRAND.version}</p>
    </div>
  );
}
