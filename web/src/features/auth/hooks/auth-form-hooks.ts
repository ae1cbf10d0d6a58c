import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { welcomePath } from '@shared/rules/return-path';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { TOASTS } from '../auth-texts';
import { nextPathFrom } from '../auth-mode';

// The hooks every auth form uses beside the form kit, in one module so they arrive as one small
// chunk rather than five (each chunk costs bytes of its own on the first load).

/** Moves focus to an element when a new step appears, so screen readers announce the step. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/**
 * After Amplify reports a sign-in: wait until the AuthProvider has the session, then greet. The
 * auth screen then sends the user on (home, the ?next= page, or profile completion).
 */
export function useCompleteSignIn() {
  const { refreshSession } = useAuth();
  return useCallback(
    async (greeting: { title: string; description: string } = TOASTS.welcomeBack) => {
      await refreshSession();
      toast({ ...greeting, variant: 'success' });
    },
    [refreshSession],
  );
}

/** Links between auth modes keep the ?next= page, so the user still ends up where they were going. */
export function useAuthHref(): (path: string) => string {
  const next = new URLSearchParams(useLocation().search).get('next');
  return (path) => (next ? `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : path);
}

/** The e-mail a previous step handed over (confirmation link, password reset) to prefill sign-in. */
export function useHandedEmail(): string {
  const state: unknown = useLocation().state;
  const email = typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email : '';
}

/**
 * Where a brand-new account goes once it is signed in: the short welcome, then the ?next= page.
 * It also rides in the confirmation e-mail, so a link opened in another browser ends up there too.
 */
export function useNewAccountNext(): string {
  return welcomePath(nextPathFrom(useLocation().search));
}
