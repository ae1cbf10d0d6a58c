import { Amplify } from 'aws-amplify';
import type { PublicConfig } from '@shared/schemas/public-config';

/** Managed-login scopes: aws.cognito.signin.user.admin lets a social user complete their own profile. */
const OAUTH_SCOPES = ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'];

/**
 * Only the auth category is configured: the rest of Amplify would cost bytes. Runs in
 * Amplify's lazy chunk (auth/amplify-loader.ts), never on a signed-out visitor's first load.
 */
export function configureAmplify(config: PublicConfig): void {
  const origin = window.location.origin;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // The local stack may hand out a same-origin path; Amplify needs an absolute URL.
        ...(config.userPoolEndpoint ? { userPoolEndpoint: new URL(config.userPoolEndpoint, origin).toString() } : {}),
        loginWith: {
          email: true,
          // Social sign-in through managed login exists only where the stack configured a domain.
          ...(config.oauthDomain
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: OAUTH_SCOPES,
                  redirectSignIn: [`${origin}/auth/callback`],
                  redirectSignOut: [`${origin}/`],
                  responseType: 'code' as const,
                  providers: config.socialProviders,
                },
              }
            : {}),
        },
      },
    },
  });
  // Amplify finishes a managed-login redirect only once its listener is loaded. It is fetched
  // when there can be one to finish: on the callback, or while a redirect is marked in flight
  // (someone came back without finishing). Everyone else never downloads it.
  if (config.oauthDomain && (window.location.pathname === '/auth/callback' || oauthInFlight(config.userPoolClientId))) {
    void import('./auth/oauth-redirect').then(({ enableOAuthListener }) => enableOAuthListener());
  }
}

function oauthInFlight(clientId: string): boolean {
  try {
    return window.localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.inflightOAuth`) === 'true';
  } catch {
    return false;
  }
}
