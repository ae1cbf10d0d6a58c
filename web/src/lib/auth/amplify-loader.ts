import { publicConfig } from './public-config';

// Amplify's auth code (~15 kB gz with its Cognito client) stays off the first load of someone
// who is signed out (decision 022): it is fetched and configured when there may be a session
// to read — tokens or an unfinished managed-login redirect in storage — or when something is
// about to sign in (the auth screens and their lazy API modules call loadAmplify first).
export type AmplifySession = typeof import('./amplify-session');

// Amplify keeps its tokens under these keys (aws-amplify/auth TokenStore, enableOAuthListener).
const KEY_PREFIX = 'CognitoIdentityServiceProvider';

let loading: Promise<AmplifySession> | undefined;
let announceLoaded: (amplify: AmplifySession) => void = () => undefined;
const loaded = new Promise<AmplifySession>((resolve) => {
  announceLoaded = resolve;
});

/** Loads and configures Amplify once (after /config.json); a failed download is tried again next time. */
export function loadAmplify(): Promise<AmplifySession> {
  if (!loading) {
    const attempt = publicConfig.then(async (config) => {
      const amplify = await import('./amplify-session');
      amplify.configureAmplify(config);
      announceLoaded(amplify);
      return amplify;
    });
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
  }
  return loading;
}

/** Resolves when someone has loaded Amplify; never loads it itself (the shell's Hub listener). */
export const whenAmplifyLoaded = (): Promise<AmplifySession> => loaded;

/**
 * Amplify if there may be a session to read, else null without downloading anything. Storage
 * is looked at before /config.json has arrived, so a signed-out visitor's public API calls
 * need not wait for it.
 */
export async function amplifyIfSignedIn(): Promise<AmplifySession | null> {
  if (loading) return loading;
  if (!mayHaveSession()) return null;
  const config = await publicConfig;
  return mayHaveSession(config.userPoolClientId) ? loadAmplify() : null;
}

/**
 * True when Amplify has stored a signed-in user, or is in the middle of a managed-login redirect,
 * for this app client (any client when none is given).
 */
export function mayHaveSession(
  clientId?: string,
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined = safeLocalStorage(),
): boolean {
  if (!storage) return true; // Storage blocked: we cannot tell, so ask Amplify.
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i) ?? '';
      const [prefix, client, name, ...rest] = key.split('.');
      if (prefix !== KEY_PREFIX || rest.length || (clientId !== undefined && client !== clientId)) continue;
      if (name === 'LastAuthUser' && storage.getItem(key)) return true;
      if (name === 'inflightOAuth' && storage.getItem(key) === 'true') return true;
    }
    return false;
  } catch {
    return true;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
