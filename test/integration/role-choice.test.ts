import { describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { PROFILE_MESSAGES } from '@shared/schemas/profile';
import { apiClient } from '../support/games-client';
import { cognitoCall, localAuthClient, signInLocal, signUpLocal } from '../support/local-auth';
import { claimsOf, freshPlayer, refreshedTokens } from '../support/fresh-player';

// The role the ID token carries (custom:role) is the server's to write: the app client may not
// (UpdateUserAttributes is refused, as the CDK client's write list makes Cognito do), and
// PUT /api/me/role sets it under the profile's rule: chosen once, while completing the profile.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const { outboxFor } = localAuthClient(base);
const unique = () => Math.random().toString(36).slice(2, 10);

/** A confirmed e-mail account whose profile is not set up yet (as a social sign-in starts). */
async function unsetUpAccount() {
  const email = `role.${unique()}@example.test`;
  await signUpLocal(base, email, { email, name: 'Rohan Das' });
  const [mail] = await outboxFor(email);
  const code = new URL(/https?:\/\/\S+\/auth\/callback\S*/.exec(mail.text)![0]).searchParams.get('code');
  await cognitoCall(base, 'ConfirmSignUp', {
    ClientId: LOCAL.userPoolClientId,
    Username: email,
    ConfirmationCode: code,
  });
  return signInLocal(base, email, 'Str0ngPass');
}
const tokenRole = async (refreshToken: string) =>
  claimsOf((await refreshedTokens(base, refreshToken)).IdToken)['custom:role'];

describe('the role in the pool', () => {
  it('a user cannot write custom:role with their own access token', async () => {
    const player = await freshPlayer(base, 'Role Writer');
    const attempt = await cognitoCall(base, 'UpdateUserAttributes', {
      AccessToken: player.token,
      UserAttributes: [{ Name: 'custom:role', Value: 'host' }],
    });
    expect(attempt.body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    expect(await tokenRole(player.refreshToken)).not.toBe('host');
  });

  it('PUT /api/me/role sets the chosen role in the profile and the pool while completing the profile', async () => {
    const tokens = await unsetUpAccount();
    const bad = await call('/api/me/role', { method: 'PUT', token: tokens.AccessToken, body: { role: 'admin' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Role must be player or host', field: 'role' } });
    const extra = await call('/api/me/role', {
      method: 'PUT',
      token: tokens.AccessToken,
      body: { role: 'host', user_id: 'someone' },
    });
    expect(extra.status).toBe(400);

    const chosen = await call('/api/me/role', { method: 'PUT', token: tokens.AccessToken, body: { role: 'host' } });
    expect(chosen).toMatchObject({ status: 200, body: { role: 'host', name: 'Rohan Das' } });
    expect(await tokenRole(tokens.RefreshToken)).toBe('host');
    const completed = await call('/api/me', {
      method: 'PUT',
      token: tokens.AccessToken,
      body: { name: 'Rohan Das', role: 'host', profile_setup_completed: true },
    });
    expect(completed.status).toBe(200);
    // The same choice again is a no-op (a retry of the completion); a different one is refused.
    expect(
      (await call('/api/me/role', { method: 'PUT', token: tokens.AccessToken, body: { role: 'host' } })).status,
    ).toBe(200);
    const changed = await call('/api/me/role', { method: 'PUT', token: tokens.AccessToken, body: { role: 'player' } });
    expect(changed).toMatchObject({ status: 403, body: { message: PROFILE_MESSAGES.roleLocked } });
    expect(await tokenRole(tokens.RefreshToken)).toBe('host');
  });

  it('a set-up player cannot make themselves a host through it', async () => {
    const player = await freshPlayer(base, 'Would Be Host');
    const promoted = await call('/api/me/role', { method: 'PUT', token: player.token, body: { role: 'host' } });
    expect(promoted).toMatchObject({ status: 403, body: { message: PROFILE_MESSAGES.roleLocked } });
    expect((await call('/api/me', { token: player.token })).body.role).toBe('player');
    expect(await tokenRole(player.refreshToken)).not.toBe('host');
  });
});
