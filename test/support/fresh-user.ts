import { randomUUID } from 'node:crypto';
import { LOCAL } from '@infra/local/names';
import { until } from './games-client';
import { cognitoCall, signInLocal } from './local-auth';

// A new account through the local pool's real sign-up and e-mail confirmation, for tests whose
// numbers must not move with what other test files do to the demo people.
export const FRESH_PASSWORD = 'Str0ngPass';

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  role: 'host' | 'player';
}

/** Signs the account up through the local pool and confirms it with the code its confirmation mail carries. */
export async function signUpConfirmed(base: string, { email, password, name, role }: NewAccount) {
  const signUp = await cognitoCall(base, 'SignUp', {
    ClientId: LOCAL.userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: name },
      { Name: 'custom:profile_setup', Value: 'true' },
    ],
    // As the web sends it: the app client may not write custom:role.
    ClientMetadata: { role },
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${JSON.stringify(signUp.body)}`);
  const link = await until(
    async () => {
      const { messages } = (await (
        await fetch(`${base}${LOCAL.paths.outbox}?format=json&to=${encodeURIComponent(email)}`)
      ).json()) as { messages: { text: string }[] };
      const text = messages[0]?.text;
      return text ? new URL(/https?:\/\/\S+\/auth\/callback\S*/.exec(text)![0]) : undefined;
    },
    15_000,
    `the confirmation mail to ${email}`,
  );
  const confirm = await cognitoCall(base, 'ConfirmSignUp', {
    ClientId: LOCAL.userPoolClientId,
    Username: email,
    ConfirmationCode: link.searchParams.get('code'),
  });
  if (confirm.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirm.body)}`);
}

export async function freshUser(base: string, role: 'host' | 'player', name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@example.test`;
  await signUpConfirmed(base, { email, password: FRESH_PASSWORD, name, role });
  const tokens = await signInLocal(base, email, FRESH_PASSWORD);
  const sub = String(JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1]!, 'base64url').toString()).sub);
  return { email, name, token: tokens.AccessToken, refreshToken: tokens.RefreshToken, sub };
}
