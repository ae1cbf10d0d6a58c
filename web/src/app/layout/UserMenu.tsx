import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Avatar } from '@web/components/Avatar';
import { useAuth } from '@web/lib/auth/use-auth';
import { useSignOutAndLeave } from '@web/lib/auth/use-sign-out-and-leave';
import { t } from '@web/lib/i18n/texts';
import { useDropdownMenu } from './use-dropdown-menu';

/** Signed in: avatar menu with Profile, My games (to /my-requests), Settings, Sign Out. Signed out: Login menu with Sign In and Sign Up. */
export function UserMenu() {
  const { loading, user, profile, profileLoading } = useAuth();
  const signOutAndLeave = useSignOutAndLeave();
  const { open, close, buttonProps, popoverProps, menuProps } = useDropdownMenu();
  const { pathname } = useLocation();
  // Back/forward navigation must not leave the menu hanging over the next screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path (back/forward too) is what closes the menu.
  useEffect(() => {
    close(false);
  }, [pathname, close]);

  // Same footprint as the button, so nothing shifts when the session check finishes.
  if (loading) return <span className="user-menu-placeholder" aria-hidden="true" />;

  if (!user) {
    return (
      <div className="user-menu">
        <button {...buttonProps} className="btn btn-primary btn-small">
          {t('shell.menu.login')}
        </button>
        {open ? (
          <div {...popoverProps} className="menu">
            <div {...menuProps} role="menu" aria-label={t('shell.menu.login')}>
              <Link role="menuitem" to="/auth/signin" className="menu-item" onClick={() => close(false)}>
                {t('shell.menu.signIn')}
              </Link>
              <Link role="menuitem" to="/auth/signup" className="menu-item" onClick={() => close(false)}>
                {t('shell.menu.signUp')}
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    );
  }

  const name = profile?.name || user.email || t('shell.menu.yourAccount');
  const handleSignOut = async () => {
    close(false);
    await signOutAndLeave();
  };

  return (
    <div className="user-menu">
      <button {...buttonProps} className="user-menu-button" aria-label={t('shell.menu.user')}>
        <Avatar
          name={profile?.name ?? user.name}
          email={user.email}
          src={profile?.avatar_url ?? profile?.profile_pic}
          pending={profileLoading}
        />
      </button>
      {open ? (
        <div {...popoverProps} className="menu">
          <div className="menu-header">
            <p className="menu-name">{name}</p>
            {user.email && user.email !== name ? <p className="menu-email">{user.email}</p> : null}
          </div>
          <div {...menuProps} role="menu" aria-label={t('shell.menu.user')}>
            <Link role="menuitem" to="/profile" className="menu-item" onClick={() => close(false)}>
              {t('shell.menu.profile')}
            </Link>
            <Link role="menuitem" to="/my-requests" className="menu-item" onClick={() => close(false)}>
              {t('shell.menu.myGames')}
            </Link>
            <Link role="menuitem" to="/settings" className="menu-item" onClick={() => close(false)}>
              {t('shell.menu.settings')}
            </Link>
            <button role="menuitem" type="button" className="menu-item" onClick={() => void handleSignOut()}>
              {t('shell.menu.signOut')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
