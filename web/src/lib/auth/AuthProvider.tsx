import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import type { Profile } from '@shared/schemas/profile';
import { toast } from '@web/components/toast/toast-store';
import { AuthContext, type AuthContextValue, type AuthSession, type AuthUser } from './auth-context';
import { isSessionExpired } from './is-session-expired';
import { amplifyIfSignedIn, loadAmplify, whenAmplifyLoaded } from './amplify-loader';

interface SessionState {
  loading: boolean;
  user: AuthUser | null;
  session: AuthSession | null;
}

const profileKey = (userId: string | undefined) => ['me', userId] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ loading: true, user: null, session: null });

  const latestRead = useRef<{ id: number; done: Promise<void> } | null>(null);
  const refreshSession = useCallback((): Promise<void> => {
    const id = (latestRead.current?.id ?? 0) + 1;
    const done = (async () => {
      // Signed out and nothing stored: no session to read, and Amplify need not be downloaded.
      const amplify = await amplifyIfSignedIn().catch(() => null);
      const current = amplify ? await amplify.readSession() : null;
      // Reads overlap (Hub events, a screen awaiting its sign-in): the newest one sets the state,
      // and an older one resolves only once it has.
      if (latestRead.current?.id !== id) return latestRead.current?.done;
      setState({ loading: false, user: current?.user ?? null, session: current?.session ?? null });
    })();
    latestRead.current = { id, done };
    return done;
  }, []);

  useEffect(() => {
    void refreshSession();
    // Sign-in screens call Amplify directly; Hub tells us, so no screen has to remember to.
    // Hub arrives with Amplify, which a signed-out visitor loads only when signing in.
    let stopListening: (() => void) | undefined;
    let unmounted = false;
    void whenAmplifyLoaded().then(({ Hub }) => {
      if (unmounted) return;
      stopListening = Hub.listen('auth', ({ payload }) => {
        switch (payload.event) {
          case 'signedIn':
          case 'signedOut':
          case 'tokenRefresh':
          case 'tokenRefresh_failure':
            void refreshSession();
            break;
          default:
            break;
        }
      });
    });
    return () => {
      unmounted = true;
      stopListening?.();
    };
  }, [refreshSession]);

  const userId = state.user?.id;
  const profileQuery = useQuery({
    queryKey: profileKey(userId),
    // Loaded on demand: signed-out visitors never need the API client or its schemas.
    queryFn: () => import('./get-me').then(({ getMe }) => getMe()),
    enabled: Boolean(userId),
    retry: (failureCount, error) => failureCount < 2 && !isSessionExpired(error),
  });
  const { error: profileError, errorUpdatedAt, refetch } = profileQuery;

  // biome-ignore lint/correctness/useExhaustiveDependencies: errorUpdatedAt changes once per failed fetch, so each failure is announced once.
  useEffect(() => {
    if (!profileError) return;
    // Expected failures (expired session, server hiccup) are shown to the user; warn, don't error.
    console.warn('Profile fetch failed', profileError);
    if (isSessionExpired(profileError)) {
      toast({ title: MESSAGES.sessionExpired, description: MESSAGES.signInAgain, variant: 'destructive' });
    } else {
      toast({
        title: MESSAGES.profileLoadFailed,
        description: profileError.message,
        variant: 'destructive',
        action: { label: 'Retry', onClick: () => void refetch() },
      });
    }
    // errorUpdatedAt changes once per failed fetch, so each failure is announced once.
  }, [profileError, errorUpdatedAt, refetch]);

  const signOut = useCallback(async () => {
    try {
      await loadAmplify();
      // This phone stops getting the account's pushes: forgotten while the token still works.
      await import('../push/push-device').then(({ turnOffPush }) => turnOffPush()).catch(() => undefined);
      const { signOut: amplifySignOut } = await import('./amplify-sign-out');
      await amplifySignOut();
      // Passes and queued check-ins kept for offline use belong to this account (decision 030).
      await import('../offline/offline-db').then(({ clearOfflineData }) => clearOfflineData());
    } catch (error) {
      console.error('Sign out failed', error);
      throw error;
    }
    setState({ loading: false, user: null, session: null });
    // Everything cached belonged to the previous account; the next one must not see it.
    queryClient.clear();
  }, [queryClient]);

  const refreshProfile = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const setProfile = useCallback(
    (profile: Profile) => queryClient.setQueryData(profileKey(userId), profile),
    [queryClient, userId],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      loading: state.loading,
      user: state.user,
      session: state.session,
      profile: userId ? (profileQuery.data ?? null) : null,
      profileLoading: Boolean(userId) && profileQuery.isPending,
      profileError: userId ? profileError : null,
      signOut,
      refreshSession,
      refreshProfile,
      setProfile,
    }),
    [
      state,
      userId,
      profileQuery.data,
      profileQuery.isPending,
      profileError,
      signOut,
      refreshSession,
      refreshProfile,
      setProfile,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
