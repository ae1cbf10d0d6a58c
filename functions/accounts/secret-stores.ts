import { dynamoOneTimeSecretStore } from './adapters/one-time-secret-store';
import { dynamoSmsCodeStore } from './adapters/sms-code-store';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

// The sign-in secrets (magic-link tokens, SMS codes) as stores, built once per container. They are
// account items, so they are wired here rather than beside the table: platform knows no domain.
// The calls are marked pure, so a bundle that never uses a store drops it (and its adapter).
export const oneTimeSecrets = /* @__PURE__ */ once(() => dynamoOneTimeSecretStore(table().db, table().name));
export const smsCodes = /* @__PURE__ */ once(() => dynamoSmsCodeStore(table().db, table().name));
