import { LOCAL } from '@infra/local/names';
import { freshUser } from './fresh-user';
import { cognitoCall } from './local-auth';

// A new player signed up through the local pool as the app does (sign-up, e-mailed code, sign-in),
// for tests that change a user's role or need a user nobody else touches.
export { FRESH_PASSWORD } from './fresh-user';

export const freshPlayer = (base: string, name = 'Fresh Player') => freshUser(base, 'player', name);

/** Fresh tokens from a refresh token, as Amplify's silent refresh gets them. */
export async function refreshedTokens(base: string, refreshToken: string) {
  const answer = await cognitoCall(base, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: LOCAL.userPoolClientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
  return answer.body.AuthenticationResult as { AccessToken: string; IdToken: string };
}

export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
