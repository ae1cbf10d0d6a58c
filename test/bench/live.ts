import { startLocalStack } from '@infra/local/local-stack';
import { benchLiveLatency } from './live-latency';

// `npm run bench:live`: decision → screen alone, on a fresh local stack (no seed: it makes its own
// host and players). The handlers' info lines would bury the table: warnings and errors only.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const stack = await startLocalStack({ port: 0, dataDir: null, seed: false, host: '127.0.0.1' });
try {
  await benchLiveLatency(stack);
} finally {
  await stack.stop();
}
