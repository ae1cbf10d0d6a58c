import { describe, expect, it } from 'vitest';
import { adminOf, isAdmin } from '@functions/admin/admin-claims';
import type { HttpEvent } from '@functions/platform/http/http';
import { MESSAGES } from '@shared/messages';
import { NotFoundError } from '@functions/platform/errors';
import { verifyJwt } from '@infra/local/cognito/jwt';
import { confirmedUser, localPool, passwordAuth } from '../support/local-pool';

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
    const cognito = localPool();
    const member = confirmedUser(cognito, 'op@example.com');
    confirmedUser(cognito, 'p@example.com');
    await cognito.call('AdminAddUserToGroup', {
      UserPoolId: 'ap-south-1_Test',
      Username: member.sub,
      GroupName: 'admins',
    });
    const signIn = (email: string) => cognito.call('InitiateAuth', passwordAuth(email, 'Secret123'));
    const op = (await signIn('op@example.com')).AuthenticationResult;
    expect(verifyJwt(op.AccessToken, cognito.jwks())['cognito:groups']).toEqual(['admins']);
    expect(verifyJwt(op.IdToken, cognito.jwks())['cognito:groups']).toEqual(['admins']);
    const player = (await signIn('p@example.com')).AuthenticationResult;
    expect(verifyJwt(player.AccessToken, cognito.jwks())).not.toHaveProperty('cognito:groups');
  });

  it('AdminUpdateUserAttributes sets custom:role, seen in the next ID token; sub is refused', async () => {
    const cognito = localPool();
    const user = confirmedUser(cognito, 'pl@example.com', { 'custom:role': 'player' });
    await cognito.call('AdminUpdateUserAttributes', {
      UserPoolId: 'ap-south-1_Test',
      Username: user.sub,
      UserAttributes: [{ Name: 'custom:role', Value: 'host' }],
    });
    const { AuthenticationResult: r } = await cognito.call('InitiateAuth', passwordAuth('pl@example.com', 'Secret123'));
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
