import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FRESH_PASSWORD, freshPlayer } from '../support/fresh-player';
import { cognitoCall, signInLocal } from '../support/local-auth';

// Settings → Change password calls the pool's ChangePassword with the access token, as Amplify's
// updatePassword does. The local pool must answer as Cognito does, so the screen's errors are real.
const base = inject('localStackUrl');

describe('ChangePassword on the local user pool', () => {
  let account: Awaited<ReturnType<typeof freshPlayer>>;
  beforeAll(async () => {
    account = await freshPlayer(base, 'Password Changer');
  }, 60_000);

  const change = (PreviousPassword: string, ProposedPassword: string, AccessToken = account.token) =>
    cognitoCall(base, 'ChangePassword', { AccessToken, PreviousPassword, ProposedPassword });

  it('refuses a wrong current password with NotAuthorizedException and changes nothing', async () => {
    const answer = await change('Wr0ngPassword', 'N3wPassword');
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toBe('NotAuthorizedException');
    await expect(signInLocal(base, account.email, FRESH_PASSWORD)).resolves.toBeDefined();
  });

  it('refuses a new password that breaks the policy with InvalidPasswordException', async () => {
    const answer = await change(FRESH_PASSWORD, 'weakpass');
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toBe('InvalidPasswordException');
    await expect(signInLocal(base, account.email, FRESH_PASSWORD)).resolves.toBeDefined();
  });

  it('refuses a call without a valid access token', async () => {
    const answer = await change(FRESH_PASSWORD, 'N3wPassword', 'not-a-token');
    expect(answer.body.__type).toBe('NotAuthorizedException');
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const answer = await change(FRESH_PASSWORD, 'N3wPassword');
    expect(answer.status).toBe(200);
    await expect(signInLocal(base, account.email, 'N3wPassword')).resolves.toBeDefined();
    await expect(signInLocal(base, account.email, FRESH_PASSWORD)).rejects.toThrow(/NotAuthorizedException/);
  });
});
