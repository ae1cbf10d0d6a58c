import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Profile } from '@shared/schemas/profile';
import { EditorHeader } from '@web/components/EditorHeader';
import { Loading } from '@web/components/Loading';
import type { AuthUser } from '@web/lib/auth/auth-context';
import { useAuth } from '@web/lib/auth/use-auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { t } from '../texts';

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
      <EditorHeader title={title} backTo="/settings" backLabel={t('settings.page.back')} />
      {profile ? (
        children({ user, profile })
      ) : (
        <div className="settings-card" role="alert">
          <p>{t('settings.page.loadFailed')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void refreshProfile()}>
            {t('settings.page.tryAgain')}
          </button>
        </div>
      )}
    </div>
  );
}
