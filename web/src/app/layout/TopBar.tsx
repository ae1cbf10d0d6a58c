import { lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import { SearchIcon } from '@web/components/icons';
import { useAuth } from '@web/lib/auth/use-auth';
import { t } from '@web/lib/i18n/texts';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';
import { useHideOnScroll } from './use-hide-on-scroll';
import { LazyWhen } from '@web/components/LazyWhen';

// Signed-in people get the bell after the first paint; its panel loads when opened.
const NotificationBell = lazy(() =>
  import('@web/features/notifications/components/NotificationBell').then((module) => ({
    default: module.NotificationBell,
  })),
);
// Only people who tap Search pay for the overlay's code.
const SearchOverlay = lazy(() =>
  import('@web/features/search/components/SearchOverlay').then((module) => ({ default: module.SearchOverlay })),
);

export function TopBar() {
  const { pathname } = useLocation();
  const { hidden, reveal } = useHideOnScroll(LIMITS.topBarHideAfterPx);
  const [searchOpen, setSearchOpen] = useState(false);
  const { user } = useAuth();
  // Discover has its own search box.
  const showSearch = pathname !== '/discover';

  return (
    // Keyboard users tabbing into a hidden bar get it back rather than focusing something invisible.
    <header className="top-bar" data-hidden={hidden && !searchOpen ? 'true' : 'false'} onFocusCapture={reveal}>
      <div className="top-bar-side">
        {showSearch ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('shell.search')}
            aria-haspopup="dialog"
            onClick={() => setSearchOpen(true)}
          >
            <SearchIcon />
          </button>
        ) : null}
      </div>
      <Logo />
      <div className="top-bar-side top-bar-end">
        <LazyWhen when={user !== null}>
          <NotificationBell />
        </LazyWhen>
        <UserMenu />
      </div>
      <LazyWhen when={searchOpen}>
        <SearchOverlay onClose={() => setSearchOpen(false)} />
      </LazyWhen>
    </header>
  );
}
