import { toast } from '@web/components/toast/toast-store';
import { NETWORK_ERROR_MESSAGE } from '@web/lib/api-request-error';
import { loadAmplify } from '@web/lib/auth/amplify-loader';

// The auth screens render without zod or Amplify's sign-in code (~38 kB gz together). Each form
// starts fetching what it needs when it is first focused and awaits it on submit, so no /auth
// route carries them on its first load (the first-load budget). A failed download does not stick: the next
// focus or submit tries again.
function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}

// Modules that call Amplify get it loaded and configured first: a signed-out visitor's first
// load does not carry it (lib/auth/amplify-loader.ts).
const withAmplify =
  <T>(load: () => Promise<T>) =>
  () =>
    loadAmplify().then(load);

export const loadSchemas = lazyModule(() => import('./validation/auth-schemas'));
export const loadSignIn = lazyModule(withAmplify(() => import('./api/sign-in')));
export const loadSignUp = lazyModule(withAmplify(() => import('./api/sign-up')));
export const loadResetPassword = lazyModule(withAmplify(() => import('./api/reset-password')));
export const loadPublicAuth = lazyModule(() => import('./api/public-auth'));
export const loadCompleteProfile = lazyModule(withAmplify(() => import('./api/complete-profile')));
export const loadSocialRedirect = lazyModule(withAmplify(() => import('./api/social-redirect')));

/** Warms a form's modules; errors are left for submit to report. */
export function preload(...loaders: (() => Promise<unknown>)[]): void {
  for (const load of loaders) void load().catch(() => undefined);
}

type Loaded<T extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof T]: T[K] extends () => Promise<infer M> ? M : never;
};

/** What a submit needs, or null after the spec's failure toast: a failed download is the network. */
export async function loadOrToast<T extends readonly (() => Promise<unknown>)[]>(
  failure: string,
  ...loaders: T
): Promise<Loaded<T> | null> {
  try {
    return (await Promise.all(loaders.map((load) => load()))) as Loaded<T>;
  } catch {
    toast({ title: failure, description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
    return null;
  }
}
