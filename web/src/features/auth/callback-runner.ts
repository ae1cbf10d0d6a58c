import { NETWORK_ERROR_MESSAGE } from '@web/lib/api-request-error';
import { loadAmplify } from '@web/lib/auth/amplify-loader';
import { FAILURES, FALLBACKS } from './auth-texts';
import { callbackRequestFrom, type CallbackRequest } from './callback-request';
import { loadSignIn, loadSignUp } from './lazy-modules';

// The callback may run before anything configured Amplify: load (and configure) it, then read.
const readSession = async () => (await loadAmplify()).readSession();

export type CallbackOutcome =
  | { kind: 'signed-in' }
  /** A new account, confirmed and signed in by the tab that signed up. */
  | { kind: 'welcome'; next: string }
  /** Confirmed here, with no tab to sign in: sign in, then go on to `next`. */
  | { kind: 'confirmed'; email: string; next: string }
  | { kind: 'failed'; title: string; message: string };

export const NO_SESSION_MESSAGE = 'There is no sign-in to complete here. Please sign in again.';
/** How long to wait for Amplify to exchange a managed-login code before giving up. */
const MANAGED_LOGIN_TIMEOUT_MS = 30_000;

const failed = (title: string, message: string): CallbackOutcome => ({ kind: 'failed', title, message });
const loadFailed = () => failed(FAILURES.social, NETWORK_ERROR_MESSAGE);

// One run per callback URL: links are one-time, so a re-render or React's development double
// effect must not spend the token twice. Forgotten once settled, so opening the same link again
// really tries again (and a used link then fails, as it should).
const running = new Map<string, Promise<CallbackOutcome>>();

export function runCallback(search: string): Promise<CallbackOutcome> {
  let run = running.get(search);
  if (!run) {
    run = complete(callbackRequestFrom(search));
    running.set(search, run);
    void run.finally(() => running.delete(search));
  }
  return run;
}

async function complete(request: CallbackRequest): Promise<CallbackOutcome> {
  switch (request.kind) {
    case 'error':
      return failed(FAILURES.social, request.message);
    case 'confirm-sign-up': {
      const confirmed: CallbackOutcome = { kind: 'confirmed', email: request.email, next: request.next };
      // The tab that signed up holds Amplify's auto sign-in: let it confirm and sign in if it's open.
      const handed = await import('./sign-up-handoff')
        .then(({ offerToSignUpTab }) => offerToSignUpTab(request.email, request.code))
        .catch(() => null);
      if (handed?.result === 'signed-in')
        return (await readSession()) ? { kind: 'welcome', next: handed.next } : confirmed;
      if (handed?.result === 'confirmed') return confirmed;
      if (handed?.result === 'failed') return failed(FAILURES.social, handed.message);
      const api = await loadSignUp().catch(() => null);
      if (!api) return loadFailed();
      try {
        await api.confirmAccount(request.email, request.code);
      } catch (error) {
        const message = api.confirmErrorMessage(error);
        // Already confirmed (the link was opened before): the account is fine, go and sign in.
        if (message !== null) return failed(FAILURES.social, message);
      }
      return confirmed;
    }
    case 'token': {
      const api = await loadSignIn().catch(() => null);
      if (!api) return loadFailed();
      try {
        await api.signInWithToken(request.username, request.token);
        return { kind: 'signed-in' };
      } catch (error) {
        console.warn('Sign-in link refused', error);
        return failed(FAILURES.social, api.linkErrorMessage(error));
      }
    }
    case 'managed-login':
      return managedLoginOutcome();
    case 'none':
      // Amplify may already have finished (and cleaned the URL); a session means it worked.
      return (await readSession()) ? { kind: 'signed-in' } : failed(FAILURES.noSession, NO_SESSION_MESSAGE);
  }
}

/** AWS: Amplify exchanges the code and reports on Hub; the outcome may already be known. */
async function managedLoginOutcome(): Promise<CallbackOutcome> {
  const redirect = await import('@web/lib/auth/oauth-redirect').catch(() => null);
  if (!redirect) return loadFailed();
  void redirect.enableOAuthListener();
  const outcome = await new Promise<ReturnType<typeof redirect.redirectOutcome>>((resolve) => {
    const known = redirect.redirectOutcome();
    if (known.status !== 'pending') return resolve(known);
    const stop = redirect.onRedirectOutcome((next) => {
      stop();
      clearTimeout(timer);
      resolve(next);
    });
    const timer = setTimeout(() => {
      stop();
      resolve({ status: 'failed', message: FALLBACKS.social });
    }, MANAGED_LOGIN_TIMEOUT_MS);
  });
  if (outcome.status === 'signed-in') return { kind: 'signed-in' };
  if (await readSession()) return { kind: 'signed-in' };
  return failed(FAILURES.social, outcome.status === 'failed' ? outcome.message : FALLBACKS.social);
}
