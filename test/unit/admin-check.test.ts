import { describe, expect, it } from 'vitest';
import { adminOf, isAdmin } from '@functions/admin/admin-claims';
import type { HttpEvent } from '@functions/platform/http/http';
import { MESSAGES } from '@shared/messages';
import { NotFoundError } from '@functions/platform/errors';
import { LocalCognito } from '@infra/local/cognito/local-cognito';
import { UserStore } from '@infra/local/cognito/user-store';
import { verifyJwt } from '@infra/local/cognito/jwt';

// The one server check of an operator, and the local pool putting groups in tokens as Cognito does.
describe('isAdmin', () => {
  it('reads cognito:groups as API Gateway passes it ("[a b]") and as an array', () => {
    expect(isAdmin({ 'cognito:groups': '[admins]' })).toBe(true);
    expect(isAdmin({ 'cognito:groups': '[editors admins]' })).toBe(true);
    expect(isAdmin({ 'cognito:groups': ['admins'] })).toBe(true);
    expect(isAdmin({ 'cognito:groups': 'admins' })).toBe(true);
  });

  it('is false without the exact group', () => {
    expect(isAdmin(undefined)).toBe(false);
    expect(isAdmin({})).toBe(false);
    expect(isAdmin({ 'cognito:groups': '[administrators]' })).toBe(false);
    expect(isAdmin({ 'cognito:groups': '[]' })).toBe(false);
    expect(isAdmin({ 'cognito:groups': ['admin'] })).toBe(false);
    // A role claim is not a group: only the pool's groups count.
    expect(isAdmin({ 'custom:role': 'admins' })).toBe(false);
  });

  it("adminOf answers a non-admin with the unknown path's 404", () => {
    const event = (claims: Record<string, string>) =>
      ({ rawPath: '/api/admin/reports', requestContext: { authorizer: { jwt: { claims } } } }) as unknown as HttpEvent;
    expect(() => adminOf(event({ sub: 'u1' }))).toThrow(new NotFoundError(`${MESSAGES.notFound}: /api/admin/reports`));
    expect(adminOf(event({ sub: 'u1', 'cognito:groups': '[admins]' })).userId).toBe('u1');
  });
});

describe('local pool groups', () => {
  it('puts cognito:groups in both tokens for a member, and nothing for others', async () => {
    const cognito = new LocalCognito({
      store: new UserStore(null),
      userPoolId: 'ap-south-1_Test',
      clientId: 'c1',
      issuer: () => 'http://local/ap-south-1_Test',
    });
    const member = cognito.store.create({
      email: 'op@example.com',
      password: 'Secret123',
      status: 'CONFIRMED',
      attributes: {},
    });
    cognito.store.create({ email: 'p@example.com', password: 'Secret123', status: 'CONFIRMED', attributes: {} });
    await cognito.call('AdminAddUserToGroup', {
      UserPoolId: 'ap-south-1_Test',
      Username: member.sub,
      GroupName: 'admins',
    });
    const signIn = (email: string) =>
      cognito.call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'c1',
        AuthParameters: { USERNAME: email, PASSWORD: 'Secret123' },
      });
    const op = (await signIn('op@example.com')).AuthenticationResult;
    expect(verifyJwt(op.AccessToken, cognito.jwks())['cognito:groups']).toEqual(['admins']);
    expect(verifyJwt(op.IdToken, cognito.jwks())['cognito:groups']).toEqual(['admins']);
    const player = (await signIn('p@example.com')).AuthenticationResult;
    expect(verifyJwt(player.AccessToken, cognito.jwks())).not.toHaveProperty('cognito:groups');
  });

  it('AdminUpdateUserAttributes sets custom:role, seen in the next ID token; sub is refused', async () => {
    const cognito = new LocalCognito({
      store: new UserStore(null),
      userPoolId: 'ap-south-1_Test',
      clientId: 'c1',
      issuer: () => 'http://local/ap-south-1_Test',
    });
    const user = cognito.store.create({
      email: 'pl@example.com',
      password: 'Secret123',
      status: 'CONFIRMED',
      attributes: { 'custom:role': 'player' },
    });
    await cognito.call('AdminUpdateUserAttributes', {
      UserPoolId: 'ap-south-1_Test',
      Username: user.sub,
      UserAttributes: [{ Name: 'custom:role', Value: 'host' }],
    });
    const { AuthenticationResult: r } = await cognito.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'c1',
      AuthParameters: { USERNAME: 'pl@example.com', PASSWORD: 'Secret123' },
    });
    expect(verifyJwt(r.IdToken, cognito.jwks())['custom:role']).toBe('host');
    await expect(
      cognito.call('AdminUpdateUserAttributes', {
        UserPoolId: 'ap-south-1_Test',
        Username: user.sub,
        UserAttributes: [{ Name: 'sub', Value: 'x' }],
      }),
    ).rejects.toMatchObject({ type: 'InvalidParameterException' });
  });
});
