import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@web/components/Loading';
import { Toaster } from '@web/components/toast/Toaster';
import { t } from '@web/lib/i18n/texts';
import { BottomNav } from './BottomNav';
import { TopBar } from './TopBar';

export function AppLayout() {
  const { pathname } = useLocation();
  // A new screen starts at its top, as a page load would. (Block body on purpose: newer
  // Chromium returns a Promise from scrollTo, and React would take it for a cleanup function.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what scrolls the page back to its top.
  useEffect(() => {
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
