import { ENV } from '../env-names';
import { readEnv } from '../env';
import { documentClientOf, dynamoClient } from './client';
import { dynamoOneTimeSecretStore } from '@functions/accounts/adapters/one-time-secret-store';
import { dynamoSmsCodeStore } from '@functions/accounts/adapters/sms-code-store';
import { once } from '../once';

// Composition is split by what a handler uses, so each Lambda bundles only its own clients: the
// calls are marked pure, so a bundle that never uses a store drops it (and its adapter).
export const table = /* @__PURE__ */ once(() => ({
  client: dynamoClient(),
  db: documentClientOf(),
  name: readEnv([ENV.tableName]).TABLE_NAME,
}));
export const oneTimeSecrets = /* @__PURE__ */ once(() => dynamoOneTimeSecretStore(table().db, table().name));
export const smsCodes = /* @__PURE__ */ once(() => dynamoSmsCodeStore(table().db, table().name));
