import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@web/components/Loading';
import { Toaster } from '@web/components/toast/Toaster';
import { t } from '@web/lib/i18n/texts';
import { BottomNav } from './BottomNav';
import { TopBar } from './TopBar';

export function AppLayout() {
  const { pathname } = useLocation();
  // A new screen starts at its top, as a page load would. Not the first screen: the browser has
  // placed it (a reload keeps its place), and a reader who scrolled while the app was loading
  // must not be thrown back up, with a tap in flight landing on whatever moved under it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
      <Toaster />
    </>
  );
}
