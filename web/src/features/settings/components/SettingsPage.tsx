import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Profile } from '@shared/schemas/profile';
import { EditorHeader } from '@web/components/EditorHeader';
import { Loading } from '@web/components/Loading';
import type { AuthUser } from '@web/lib/auth/auth-context';
import { useAuth } from '@web/lib/auth/use-auth';
import { useDocumentTitle } from '@web/lib/use-document-title';

interface SettingsPageProps {
  title: string;
  children: (account: { user: AuthUser; profile: Profile }) => ReactNode;
}

/** A settings sub-page: Back to Settings, its heading, and the signed-in account it is about. */
export function SettingsPage({ title, children }: SettingsPageProps) {
  useDocumentTitle(title);
  const { pathname } = useLocation();
  const { loading, user, profile, profileLoading, refreshProfile } = useAuth();
  if (loading || (user && profileLoading)) return <Loading />;
  if (!user) return <Navigate to={`/auth?next=${encodeURIComponent(pathname)}`} replace />;
  return (
    <div className="screen settings-page">
      <EditorHeader title={title} backTo="/settings" backLabel="Back to Settings" />
      {profile ? (
        children({ user, profile })
      ) : (
        <div className="settings-card" role="alert">
          <p>We could not load your settings. Check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => void refreshProfile()}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
}
