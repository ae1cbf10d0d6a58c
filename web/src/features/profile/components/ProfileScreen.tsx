import { lazy, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
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

// The dialog validates with the shared zod schema; it loads when opened, not with the screen.
const EditProfileDialog = lazy(() =>
  import('./EditProfileDialog').then((module) => ({ default: module.EditProfileDialog })),
);

export function ProfileScreen() {
  useDocumentTitle('Profile');
  const { loading, user, profile, profileLoading, profileError, refreshProfile, signOut } = useAuth();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();

  if (loading || (user && profileLoading)) return <Loading />;

  if (!user) {
    return (
      <section className="screen" aria-labelledby="profile-title">
        <h1 id="profile-title">Profile</h1>
        <p className="lead">Sign in to see your profile, your game requests and your game passes.</p>
        <Link to="/auth/signin" className="btn btn-primary">
          Sign In
        </Link>
      </section>
    );
  }

  if (profileError && isSessionExpired(profileError)) {
    return (
      <section className="screen" aria-labelledby="profile-title">
        <h1 id="profile-title">{MESSAGES.sessionExpired}</h1>
        <p className="lead">{MESSAGES.signInAgain}</p>
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
          Sign In
        </button>
      </section>
    );
  }

  if (profileError) {
    return (
      <section className="screen" aria-labelledby="profile-title">
        <h1 id="profile-title">Profile</h1>
        <p className="form-error" role="alert">
          {MESSAGES.profileLoadFailed}. {profileError.message}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void refreshProfile()}>
          Retry
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
          <h1 id="profile-title">{profile?.name || 'Your profile'}</h1>
          <span className={isHost ? 'badge badge-host' : 'badge'}>{isHost ? 'Host' : 'Player'}</span>
        </div>
        <dl className="profile-details">
          <dt>Email</dt>
          <dd>{email ?? 'Not added'}</dd>
          <dt>Phone</dt>
          <dd>{profile?.phone || 'Not added'}</dd>
          {profile?.instagram_handle ? (
            <>
              <dt>Instagram</dt>
              <dd>@{profile.instagram_handle}</dd>
            </>
          ) : null}
        </dl>
        {profile ? null : <p className="muted">Your profile isn't set up yet. Add your name to get started.</p>}
        <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
          Edit Profile
        </button>
      </section>

      <ProfileStats />

      <SportRatings />

      <ProfileRequests />

      {isHost ? (
        <section className="card" aria-labelledby="profile-host">
          <h2 id="profile-host">Host a game</h2>
          <p className="muted">Set up a game for players near you.</p>
          <Link to="/create-game" className="btn btn-secondary">
            Create Game
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
