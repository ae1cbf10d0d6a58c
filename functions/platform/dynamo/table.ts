import { ENV } from '../env-names';
import { readEnv } from '../env';
import { documentClientOf, dynamoClient } from './client';
import { once } from '../once';

// The one table, built on first use. Marked pure, so a bundle that never touches the table drops
// the client; the stores over it are wired in the domains that own their items.
export const table = /* @__PURE__ */ once(() => ({
  client: dynamoClient(),
  db: documentClientOf(),
  name: readEnv([ENV.tableName]).TABLE_NAME,
}));
