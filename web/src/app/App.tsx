import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { useProfileLanguage } from '../lib/auth/use-profile-language';
import { useLanguage } from '../lib/i18n/language';
import { createQueryClient } from '../lib/query-client';
import { LiveUpdatesProvider } from '../lib/realtime/LiveUpdatesProvider';
import { AppRoutes } from './AppRoutes';
import { replayEarlyTaps } from './early-taps';

/** Outside the screens, which a new language renders afresh: the account's language is followed once per change. */
function FollowAccountLanguage() {
  useProfileLanguage();
  return null;
}

/**
 * Providers in dependency order: the auth provider fetches the profile through the query cache; live
 * updates sign in with its session and refresh that cache.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  // The first commit is the one that takes a prerendered page over: taps held until now go through.
  useEffect(replayEarlyTaps, []);
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <FollowAccountLanguage />
        <LiveUpdatesProvider>
          {/* Without transitions a tapped tab is highlighted at once, even while its screen's chunk
            is still loading; with them React would keep showing the previous tab until it arrived. */}
          <BrowserRouter useTransitions={false}>
            {/* A new language renders every screen afresh: texts and dates alike are read while rendering. */}
            <AppRoutes key={language} />
          </BrowserRouter>
        </LiveUpdatesProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
