import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { hostChannel, userChannel } from '@shared/realtime/channels';
import { useAuth } from '../auth/use-auth';
import { publicConfig } from '../auth/public-config';
import { useLanguage } from '../i18n/language';
import { t } from '../i18n/texts';
import { LiveContext, type LiveContextValue } from './live-context';
import type { LiveSocket, LiveStatus } from './live-socket';

/** How often the screens live updates would refresh are read while the connection is down. */
export const FALLBACK_POLL_MS = 10_000;

/** Runs `start` once the page has loaded and the browser is idle: never in the first paint's work. */
function afterFirstPaint(start: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 3000 })
      : window.setTimeout(start, 500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * One live connection for the signed-in person: their own channel and their host channel always,
 * and whatever game channels the screens on show follow. Messages refresh the screens' caches;
 * while the connection is down the screens poll (useLivePolling) and a notice says so.
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user, session } = useAuth();
  const [status, setStatus] = useState<LiveStatus>('idle');
  const socket = useRef<LiveSocket | null>(null);
  /** Channels the screens follow, with how many of them follow each. */
  const followed = useRef(new Map<string, number>());
  const token = session?.accessToken ?? null;
  const latestToken = useRef(token);
  latestToken.current = token;
  const userId = user?.id ?? null;
  const signedIn = token !== null;

  useEffect(() => {
    if (!userId || !signedIn) return;
    let cancelled = false;
    const cancelStart = afterFirstPaint(() => {
      void (async () => {
        const { realtimeUrl } = await publicConfig;
        if (!realtimeUrl || cancelled) return;
        // The client and what its messages do arrive together, after the first paint.
        const [{ createLiveSocket }, { applyLiveMessage }] = await Promise.all([
          import('./live-socket'),
          import('./live-cache'),
        ]);
        if (cancelled) return;
        const live = createLiveSocket({
          publishUrl: realtimeUrl,
          token: () => latestToken.current,
          onStatus: setStatus,
          onMessage: (message) => applyLiveMessage(queryClient, message),
        });
        for (const channel of [userChannel(userId), hostChannel(userId), ...followed.current.keys()])
          live.follow(channel);
        socket.current = live;
      })();
    });
    return () => {
      cancelled = true;
      cancelStart();
      socket.current?.stop();
      socket.current = null;
      setStatus('idle');
    };
  }, [userId, signedIn, queryClient]);

  // While no live update can arrive, the screens it would refresh are read again on a timer.
  useEffect(() => {
    if (!signedIn || status === 'open') return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible')
        void import('./live-cache').then(({ pollLiveScreens }) => pollLiveScreens(queryClient));
    }, FALLBACK_POLL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, status, queryClient]);

  // Back after a drop: what was published while no subscription held is read once, so nothing
  // waits for the next message (the bell, above all, no longer polls while connected).
  const lastStatus = useRef<LiveStatus>('idle');
  useEffect(() => {
    const was = lastStatus.current;
    lastStatus.current = status;
    if (status === 'open' && was === 'reconnecting')
      void import('./live-cache').then(({ pollLiveScreens }) => pollLiveScreens(queryClient));
  }, [status, queryClient]);

  // A refreshed token signs a new connection (and its subscriptions) from now on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token's change is the trigger; the socket reads it itself.
  useEffect(() => {
    socket.current?.tokenChanged();
  }, [token]);

  const follow = useCallback((channel: string) => {
    const count = followed.current.get(channel) ?? 0;
    followed.current.set(channel, count + 1);
    if (count === 0) socket.current?.follow(channel);
    return () => {
      const left = (followed.current.get(channel) ?? 1) - 1;
      if (left > 0) return void followed.current.set(channel, left);
      followed.current.delete(channel);
      socket.current?.unfollow(channel);
    };
  }, []);

  useLanguage(); // the status line below speaks the language chosen now
  const value = useMemo<LiveContextValue>(() => ({ status, follow }), [status, follow]);
  return (
    <LiveContext.Provider value={value}>
      {children}
      {/* Mounted from the start, as the toaster is: screen readers announce changes only inside a
          live region they already know about. */}
      <section className="live-connection" aria-label={t('shell.live.region')}>
        <div role="status" aria-live="polite">
          {status === 'reconnecting' ? <p className="live-reconnecting">{t('shell.live.reconnecting')}</p> : null}
        </div>
      </section>
    </LiveContext.Provider>
  );
}
