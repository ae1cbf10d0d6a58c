import { lazy, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { localMessage } from '@web/lib/i18n/local-message';
import { Avatar } from '@web/components/Avatar';
import { Loading } from '@web/components/Loading';
import { isSessionExpired } from '@web/lib/auth/is-session-expired';
import { useAuth } from '@web/lib/auth/use-auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ProfileRequests } from './ProfileRequests';
import { ProfileStats } from './ProfileStats';
import { RecentActivity } from './RecentActivity';
import { SportRatings } from './SportRatings';
import { LazyWhen } from '@web/components/LazyWhen';
import { t } from '../texts';

// The dialog validates with the shared zod schema; it loads when opened, not with the screen.
const EditProfileDialog = lazy(() =>
  import('./EditProfileDialog').then((module) => ({ default: module.EditProfileDialog })),
);

export function ProfileScreen() {
  useDocumentTitle(t('profile.title'));
  const { loading, user, profile, profileLoading, profileError, refreshProfile, signOut } = useAuth();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();

  if (loading || (user && profileLoading)) return <Loading />;

  if (!user) {
    return (
      <section className="screen" aria-labelledby="profile-title">
        <h1 id="profile-title">{t('profile.title')}</h1>
        <p className="lead">{t('profile.signInLead')}</p>
        <Link to="/auth/signin" className="btn btn-primary">
          {t('profile.signIn')}
        </Link>
      </section>
    );
  }

  if (profileError && isSessionExpired(profileError)) {
    return (
      <section className="screen" aria-labelledby="profile-title">
        <h1 id="profile-title">{localMessage(MESSAGES.sessionExpired)}</h1>
        <p className="lead">{localMessage(MESSAGES.signInAgain)}</p>
        <button
          type="button"
          className="btn btn-primary"
          // The stored tokens are no longer accepted; clear them so signing in starts clean.
          onClick={() =>
            void signOut()
              .catch(() => undefined)
              .finally(() => navigate('/auth/signin'))
          }
        >
          {t('profile.signIn')}
        </button>
      </section>
    );
  }

  if (profileError) {
    return (
      <section className="screen" aria-labelledby="profile-title">
        <h1 id="profile-title">{t('profile.title')}</h1>
        <p className="form-error" role="alert">
          {t('profile.loadFailed', {
            problem: localMessage(MESSAGES.profileLoadFailed),
            message: localMessage(profileError.message),
          })}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void refreshProfile()}>
          {t('profile.retry')}
        </button>
      </section>
    );
  }

  const email = profile?.email ?? user.email;
  const isHost = profile?.role === 'host';

  return (
    <div className="screen profile">
      <section className="card profile-card" aria-labelledby="profile-title">
        <Avatar name={profile?.name} email={email} src={profile?.avatar_url ?? profile?.profile_pic} size="large" />
        <div className="profile-identity">
          <h1 id="profile-title">{profile?.name || t('profile.yours')}</h1>
          <span className={isHost ? 'badge badge-host' : 'badge'}>{t(isHost ? 'profile.host' : 'profile.player')}</span>
        </div>
        <dl className="profile-details">
          <dt>{t('profile.email')}</dt>
          <dd>{email ?? t('profile.notAdded')}</dd>
          <dt>{t('profile.phone')}</dt>
          <dd>{profile?.phone || t('profile.notAdded')}</dd>
          {profile?.instagram_handle ? (
            <>
              <dt>{t('profile.instagram')}</dt>
              <dd>@{profile.instagram_handle}</dd>
            </>
          ) : null}
        </dl>
        {profile ? null : <p className="muted">{t('profile.notSetUp')}</p>}
        <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
          {t('profile.edit')}
        </button>
      </section>

      <ProfileStats />

      <SportRatings />

      <ProfileRequests />

      {isHost ? (
        <section className="card" aria-labelledby="profile-host">
          <h2 id="profile-host">{t('profile.hostTitle')}</h2>
          <p className="muted">{t('profile.hostLead')}</p>
          <Link to="/create-game" className="btn btn-secondary">
            {t('profile.createGame')}
          </Link>
        </section>
      ) : null}

      <RecentActivity />

      <LazyWhen when={editing}>
        <EditProfileDialog profile={profile} onClose={() => setEditing(false)} />
      </LazyWhen>
    </div>
  );
}
