import { Hub } from 'aws-amplify/utils';

// The outcome of a managed-login (Google, Facebook, Apple) redirect in AWS. Amplify completes the
// code exchange itself and reports on Hub, possibly before the callback screen has mounted, so
// the outcome is recorded here from the moment the listener is enabled.
export type RedirectOutcome = { status: 'pending' } | { status: 'signed-in' } | { status: 'failed'; message: string };

let outcome: RedirectOutcome = { status: 'pending' };
const listeners = new Set<(outcome: RedirectOutcome) => void>();

function settle(next: RedirectOutcome) {
  outcome = next;
  for (const listener of listeners) listener(next);
}

Hub.listen('auth', ({ payload }) => {
  if (payload.event === 'signInWithRedirect') settle({ status: 'signed-in' });
  if (payload.event === 'signInWithRedirect_failure') {
    const error = (payload.data as { error?: { message?: string } } | undefined)?.error;
    settle({ status: 'failed', message: error?.message || 'Failed to sign in social provider' });
  }
});

/** Enables Amplify's completion of a redirect (it exchanges the code found in the URL). */
export const enableOAuthListener = () => import('aws-amplify/auth/enable-oauth-listener');

export const redirectOutcome = (): RedirectOutcome => outcome;

export function onRedirectOutcome(listener: (outcome: RedirectOutcome) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
