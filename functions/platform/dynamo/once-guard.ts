import { idempotentEffects } from '../idempotent-effects';
import { once } from '../once';
import { TableIdempotencyStore } from './idempotency-store';
import { table } from './table';

// The consumers' once-guard, composed apart from table.ts: Powertools' idempotency and its JMESPath
// then go only into the bundles of the functions that guard effects, not into every one that
// touches the table.
export const idempotency = /* @__PURE__ */ once(() =>
  idempotentEffects(new TableIdempotencyStore(table().client, table().name)),
);
