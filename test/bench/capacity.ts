import { startLocalStack } from '@infra/local/local-stack';
import { benchCapacity } from './capacity/bench-capacity';

// `npm run bench:capacity`: the capacity bench alone, on a fresh seeded local stack. The handlers'
// info lines would bury the tables: warnings and errors only.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const stack = await startLocalStack({ port: 0, dataDir: null, seed: true, host: '127.0.0.1' });
try {
  await benchCapacity(stack);
} finally {
  await stack.stop();
}
