import { describe, expect, it } from 'vitest';
import type { CognitoError } from '@infra/local/cognito/cognito-error';
import { verifyJwt } from '@infra/local/cognito/jwt';
import { passwordMatches } from '@infra/local/cognito/user-store';
import { confirmedUser, localPool, passwordAuth } from '../support/local-pool';

function pool() {
  const cognito = localPool();
  const user = confirmedUser(cognito, 'Asha@Example.com', { name: 'Asha', 'custom:role': 'host' });
  return { cognito, user };
}
const errorOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: CognitoError) => ({ type: e.type, message: e.message }),
  );

describe('local Cognito', () => {
  it('signs in by e-mail (any case) and issues access and ID tokens with the pool claims', async () => {
    const { cognito, user } = pool();
    const { AuthenticationResult: r } = await cognito.call(
      'InitiateAuth',
      passwordAuth('asha@example.com', 'Secret123'),
    );
    const access = verifyJwt(r.AccessToken, cognito.jwks());
    const id = verifyJwt(r.IdToken, cognito.jwks());
    expect(access).toMatchObject({
      sub: user.sub,
      token_use: 'access',
      client_id: 'c1',
      iss: 'http://local/ap-south-1_Test',
    });
    expect(id).toMatchObject({
      sub: user.sub,
      token_use: 'id',
      aud: 'c1',
      email: 'asha@example.com',
      name: 'Asha',
      'custom:role': 'host',
    });
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const { cognito } = pool();
    const wrong = await errorOf(cognito.call('InitiateAuth', passwordAuth('asha@example.com', 'nope')));
    const unknown = await errorOf(cognito.call('InitiateAuth', passwordAuth('ghost@example.com', 'Secret123')));
    expect(wrong).toEqual({ type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(unknown).toEqual(wrong);
  });

  it('checks a password with the same work for an unknown address or an account without one (no timing tell)', async () => {
    const checked: string[] = [];
    const cognito = localPool({
      verifyPassword: (password, hash) => {
        checked.push(hash.split(':')[0]!.length === 32 ? 'a real hash' : 'no hash');
        return passwordMatches(password, hash);
      },
    });
    confirmedUser(cognito, 'asha@example.com');
    cognito.store.create({ email: 'link@example.com', password: null, status: 'CONFIRMED', attributes: {} });
    for (const username of ['asha@example.com', 'ghost@example.com', 'link@example.com'])
      await errorOf(cognito.call('InitiateAuth', passwordAuth(username, 'wrong-one')));
    expect(checked).toEqual(['a real hash', 'a real hash', 'a real hash']);
    // The throwaway hash never lets anyone in.
    expect((await errorOf(cognito.call('InitiateAuth', passwordAuth('link@example.com', ''))))?.type).toBe(
      'NotAuthorizedException',
    );
  });

  it('takes about as long for an unknown address as for a known one with a wrong password (within 2×)', async () => {
    const { cognito } = pool();
    const attempt = async (username: string) => {
      const started = performance.now();
      await errorOf(cognito.call('InitiateAuth', passwordAuth(username, 'wrong-one')));
      return performance.now() - started;
    };
    await attempt('asha@example.com'); // warm-up: the first scrypt calls are slower
    // Taken in turns, so a busy machine (the suite runs beside the browser tests) slows both alike.
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 9; i++) {
      times.known.push(await attempt('asha@example.com'));
      times.unknown.push(await attempt('ghost@example.com'));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[4]!;
    const [known, unknown] = [median(times.known), median(times.unknown)];
    expect(Math.max(known, unknown) / Math.min(known, unknown)).toBeLessThan(2);
  });

  it('refuses an unconfirmed user with UserNotConfirmedException', async () => {
    const { cognito } = pool();
    cognito.store.create({ email: 'new@example.com', password: 'Secret123', status: 'UNCONFIRMED', attributes: {} });
    expect((await errorOf(cognito.call('InitiateAuth', passwordAuth('new@example.com', 'Secret123'))))?.type).toBe(
      'UserNotConfirmedException',
    );
  });

  it('refreshes tokens with a refresh token until it is revoked by sign-out', async () => {
    const { cognito } = pool();
    const { AuthenticationResult: r } = await cognito.call(
      'InitiateAuth',
      passwordAuth('asha@example.com', 'Secret123'),
    );
    const refreshed = await cognito.call('GetTokensFromRefreshToken', { ClientId: 'c1', RefreshToken: r.RefreshToken });
    expect(refreshed.AuthenticationResult.AccessToken).toEqual(expect.any(String));
    await cognito.call('GlobalSignOut', { AccessToken: r.AccessToken });
    expect(
      (
        await errorOf(
          cognito.call('InitiateAuth', {
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: 'c1',
            AuthParameters: { REFRESH_TOKEN: r.RefreshToken },
          }),
        )
      )?.type,
    ).toBe('NotAuthorizedException');
  });

  it('GetUser needs an access token, not an ID token', async () => {
    const { cognito, user } = pool();
    const { AuthenticationResult: r } = await cognito.call(
      'InitiateAuth',
      passwordAuth('asha@example.com', 'Secret123'),
    );
    expect((await cognito.call('GetUser', { AccessToken: r.AccessToken })).Username).toBe(user.sub);
    expect((await errorOf(cognito.call('GetUser', { AccessToken: r.IdToken })))?.type).toBe('NotAuthorizedException');
  });

  it('lets a user update only their own editable attributes', async () => {
    const { cognito } = pool();
    const { AuthenticationResult: r } = await cognito.call(
      'InitiateAuth',
      passwordAuth('asha@example.com', 'Secret123'),
    );
    await cognito.call('UpdateUserAttributes', {
      AccessToken: r.AccessToken,
      UserAttributes: [{ Name: 'custom:instagram', Value: 'asha' }],
    });
    // As the CDK app client's write list: the role is the server's, so is a verified flag.
    for (const Name of ['custom:role', 'email_verified', 'phone_number']) {
      const refused = await errorOf(
        cognito.call('UpdateUserAttributes', {
          AccessToken: r.AccessToken,
          UserAttributes: [
            { Name: 'custom:instagram', Value: 'changed' },
            { Name, Value: Name === 'custom:role' ? 'host' : 'true' },
          ],
        }),
      );
      expect(refused).toMatchObject({
        type: 'NotAuthorizedException',
        message: 'A client attempted to write unauthorized attribute',
      });
    }
    const { UserAttributes } = await cognito.call('GetUser', { AccessToken: r.AccessToken });
    const attributes = Object.fromEntries(
      UserAttributes.map((a: { Name: string; Value: string }) => [a.Name, a.Value]),
    );
    expect(attributes).toMatchObject({ 'custom:role': 'host', 'custom:instagram': 'asha' });
  });

  it('refuses a sign-up that writes custom:role, as Cognito does with the write list', async () => {
    const { cognito } = pool();
    const attempt = (extra: { Name: string; Value: string }[]) =>
      cognito.call('SignUp', {
        ClientId: cognito.clientId,
        Username: `new.${extra.length}@example.com`,
        Password: 'Secret123',
        UserAttributes: [
          { Name: 'email', Value: `new.${extra.length}@example.com` },
          { Name: 'name', Value: 'N' },
          ...extra,
        ],
        ClientMetadata: { role: 'host' },
      });
    expect(await errorOf(attempt([{ Name: 'custom:role', Value: 'host' }]))).toMatchObject({
      type: 'NotAuthorizedException',
    });
    expect((await attempt([])).UserSub).toBeTruthy();
  });
});

describe('local Cognito custom auth sessions', () => {
  it('expires a challenge session after 3 minutes, as Cognito does', async () => {
    let now = Date.now();
    const cognito = localPool({
      now: () => now,
      runTrigger: async (name, event) => {
        if (name === 'defineAuthChallenge') {
          const last = event.request.session.at(-1);
          if (last?.challengeResult) event.response.issueTokens = true;
          else event.response.challengeName = 'CUSTOM_CHALLENGE';
        }
        if (name === 'verifyAuthChallengeResponse')
          event.response.answerCorrect = event.request.challengeAnswer === '42';
        return event;
      },
    });
    const user = cognito.store.create({ email: 'p@example.com', password: null, status: 'CONFIRMED', attributes: {} });
    const start = async () =>
      (
        await cognito.call('InitiateAuth', {
          AuthFlow: 'CUSTOM_AUTH',
          ClientId: 'c1',
          AuthParameters: { USERNAME: user.sub },
        })
      ).Session;
    const respond = (session: string, answer: string) =>
      cognito.call('RespondToAuthChallenge', {
        ClientId: 'c1',
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: session,
        ChallengeResponses: { USERNAME: user.sub, ANSWER: answer },
      });

    const fresh = await start();
    expect((await respond(fresh, '42')).AuthenticationResult.AccessToken).toEqual(expect.any(String));

    const stale = await start();
    now += 3 * 60 * 1000;
    expect(await errorOf(respond(stale, '42'))).toEqual({
      type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });
});

describe('local Cognito token lifetimes', () => {
  it('issues access and ID tokens that live 15 minutes, as the CDK app client does', async () => {
    const { cognito } = pool();
    const { AuthenticationResult: r } = await cognito.call(
      'InitiateAuth',
      passwordAuth('asha@example.com', 'Secret123'),
    );
    for (const token of [r.AccessToken, r.IdToken]) {
      const claims = verifyJwt(token, cognito.jwks());
      expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    }
    expect(r.ExpiresIn).toBe(15 * 60);
  });

  it('stamps tokens with the pool clock, so an injected clock moves their expiry', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const cognito = localPool({ issuer: () => 'i', now: () => now });
    confirmedUser(cognito, 'a@example.com');
    const { AuthenticationResult: r } = await cognito.call('InitiateAuth', passwordAuth('a@example.com', 'Secret123'));
    const claims = verifyJwt(r.AccessToken, cognito.jwks(), now / 1000);
    expect(claims.iat).toBe(now / 1000);
    expect(() => verifyJwt(r.AccessToken, cognito.jwks(), now / 1000 + 15 * 60)).toThrow('token expired');
  });
});
