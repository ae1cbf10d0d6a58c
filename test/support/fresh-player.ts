import { randomUUID } from 'node:crypto';
import { LOCAL } from '../../infra/local/names';
import { cognitoCall, signInLocal } from './local-auth';

// A new player signed up through the local pool as the app does (sign-up, e-mailed code, sign-in),
// for tests that change a user's role or need a user nobody else touches.
export const FRESH_PASSWORD = 'Str0ngPass';

async function confirmationCode(base: string, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { messages } = await (await fetch(`${base}/dev/outbox?format=json&to=${encodeURIComponent(email)}`)).json();
    const text: string | undefined = messages[0]?.text;
    const link = text && /https?:\/\/\S+\/auth\/callback\S*/.exec(text);
    if (link) return new URL(link[0]).searchParams.get('code')!;
    if (Date.now() > deadline) throw new Error(`no confirmation mail for ${email}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function freshPlayer(base: string, name = 'Fresh Player') {
  const email = `player.${randomUUID().slice(0, 8)}@example.test`;
  const signUp = await cognitoCall(base, 'SignUp', {
    ClientId: LOCAL.userPoolClientId,
    Username: email,
    Password: FRESH_PASSWORD,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: name },
      { Name: 'custom:role', Value: 'player' },
      { Name: 'custom:profile_setup', Value: 'true' },
    ],
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${JSON.stringify(signUp.body)}`);
  await cognitoCall(base, 'ConfirmSignUp', { ClientId: LOCAL.userPoolClientId, Username: email, ConfirmationCode: await confirmationCode(base, email) });
  const tokens = await signInLocal(base, email, FRESH_PASSWORD);
  const claims = JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1]!, 'base64url').toString());
  return { email, token: tokens.AccessToken, refreshToken: tokens.RefreshToken, sub: String(claims.sub) };
}

/** Fresh tokens from a refresh token, as Amplify's silent refresh gets them. */
export async function refreshedTokens(base: string, refreshToken: string) {
  const answer = await cognitoCall(base, 'InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: LOCAL.userPoolClientId, AuthParameters: { REFRESH_TOKEN: refreshToken } });
  return answer.body.AuthenticationResult as { AccessToken: string; IdToken: string };
}

export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
