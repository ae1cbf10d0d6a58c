import { LocalCognito } from '@infra/local/cognito/local-cognito';
import { UserStore } from '@infra/local/cognito/user-store';

// The local user pool as the unit suites build it: in memory, one client, a fixed issuer, and
// users made already confirmed with one password, so each test says only what is particular to it.

export const POOL_ID = 'ap-south-1_Test';
export const CLIENT_ID = 'c1';
export const PASSWORD = 'Secret123';

/** An in-memory pool; `more` adds or replaces options (a clock, triggers, another issuer). */
export function localPool(more: Partial<ConstructorParameters<typeof LocalCognito>[0]> = {}) {
  return new LocalCognito({
    store: new UserStore(null),
    userPoolId: POOL_ID,
    clientId: CLIENT_ID,
    issuer: () => `http://local/${POOL_ID}`,
    ...more,
  });
}

/** A confirmed user in the pool, with the shared password. */
export const confirmedUser = (cognito: LocalCognito, email: string, attributes: Record<string, string> = {}) =>
  cognito.store.create({ email, password: PASSWORD, status: 'CONFIRMED', attributes });

/** The InitiateAuth input of a password sign-in. */
export const passwordAuth = (username: string, password: string) => ({
  AuthFlow: 'USER_PASSWORD_AUTH',
  ClientId: CLIENT_ID,
  AuthParameters: { USERNAME: username, PASSWORD: password },
});
