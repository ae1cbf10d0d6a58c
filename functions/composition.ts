import { ENV } from '../infra/manifest';
import { readEnv } from './lib/env';
import { documentClientOf, dynamoClient } from './adapters/dynamo/client';
import { dynamoProfileRepository } from './adapters/dynamo/profile-repository';
import { dynamoHealthProbe } from './adapters/dynamo/health-probe';
import { createProfileService } from './services/profile-service';
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
