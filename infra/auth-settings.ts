// Token lifetimes of the web app client, shared by the CDK app client and the local pool so
// both runtimes behave alike (docs/decisions/017-short-lived-access-tokens.md).

/**
 * Sign-out revokes the refresh token, but an access token stays valid until it expires (a JWT
 * authorizer can't ask Cognito), so it must expire soon. Amplify refreshes it silently.
 */
export const ACCESS_TOKEN_MINUTES = 15;
export const ID_TOKEN_MINUTES = ACCESS_TOKEN_MINUTES;
export const REFRESH_TOKEN_DAYS = 30;

/**
 * What a signed-in person may write about themselves (UpdateUserAttributes) and send at sign-up:
 * the CDK app client's write attributes and the local pool's check. Never custom:role: the web
 * shows what the ID token says, so only the server sets it (AdminUpdateUserAttributes). E-mail and
 * name stay writable because the social providers map onto them.
 */
export const CLIENT_WRITABLE_ATTRIBUTES = ['email', 'name', 'custom:profile_setup', 'custom:instagram'] as const;
