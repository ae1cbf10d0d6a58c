import { ENV } from '../infra/manifest';
import { readEnv } from './lib/env';
import { documentClientOf, dynamoClient } from './adapters/dynamo/client';
import { dynamoProfileRepository } from './adapters/dynamo/profile-repository';
import { dynamoHealthProbe } from './adapters/dynamo/health-probe';
import { dynamoOneTimeSecretStore } from './adapters/dynamo/one-time-secret-store';
import { dynamoIdempotency } from './adapters/dynamo/idempotency';
import { cognitoUserDirectory } from './adapters/aws/user-directory';
import { sesMailer } from './adapters/aws/mailer';
import { snsSmsSender } from './adapters/aws/sms-sender';
import { secretValue } from './adapters/aws/secret-value';
import { createProfileService } from './services/profile-service';
import { createMagicLinkIssuer, createMagicLinkVerifier } from './services/magic-link-service';
import { createSmsOtpService } from './services/sms-otp-service';
import { systemClock } from './services/ports';

// Wires adapters to services once per cold start. Handlers ask for what they use, so a function
// only validates the env it needs.
const once = <T>(build: () => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};

const table = once(() => {
  const env = readEnv([ENV.tableName]);
  return { client: dynamoClient(), db: documentClientOf(), name: env.TABLE_NAME };
});

export const profileService = once(() =>
  createProfileService({ profiles: dynamoProfileRepository(table().db, table().name), clock: systemClock }),
);

export const healthProbe = once(() => dynamoHealthProbe(table().client, table().name));

export const oneTimeSecrets = once(() => dynamoOneTimeSecretStore(table().db, table().name));

export const idempotency = once(() => dynamoIdempotency(table().db, table().name));

export const userDirectory = once(() => cognitoUserDirectory(readEnv([ENV.userPoolId]).USER_POOL_ID));

const authSigningKey = once(() => secretValue(readEnv([ENV.authSecretArn]).AUTH_SECRET_ARN));
const mailer = once(() => sesMailer(readEnv([ENV.emailFrom]).EMAIL_FROM));

export const magicLinkIssuer = once(() => {
  const env = readEnv([ENV.userPoolId, ENV.userPoolClientId, ENV.appUrl]);
  return createMagicLinkIssuer({
    directory: userDirectory(),
    secrets: oneTimeSecrets(),
    mailer: mailer(),
    clock: systemClock,
    signingKey: authSigningKey(),
    pool: { userPoolId: env.USER_POOL_ID, clientId: env.USER_POOL_CLIENT_ID },
    appUrl: env.APP_URL,
  });
});

// The Verify trigger gets its pool and client from the event: a trigger can't receive the
// pool's ids through env without a dependency cycle.
export const magicLinkVerifier = once(() => createMagicLinkVerifier({ secrets: oneTimeSecrets(), clock: systemClock, signingKey: authSigningKey() }));

export const smsOtpService = once(() => createSmsOtpService({ secrets: oneTimeSecrets(), sms: snsSmsSender(), clock: systemClock }));
