import { resolve } from 'node:path';
import { PreflightError } from './dynamo-local';
import { startLocalStack } from './local-stack';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoLabel } from './seed/demo-accounts';

// `npm start`: the whole app on one port with demo data. Ctrl-C stops everything it started.
const port = Number(process.env.PORT ?? 3000);
// Loopback by default: the outbox holds every sign-in code. HOST=0.0.0.0 opens it to the network.
const host = process.env.HOST?.trim() || undefined;
const dataDir = process.env.YAKTIV_DATA_DIR === 'memory' ? null : resolve(process.env.YAKTIV_DATA_DIR ?? '.data');
// Files the stack and DynamoDB Local write (keys, secrets, mail) are the owner's only: 0600 and 0700.
process.umask(0o077);

try {
  const stack = await startLocalStack({ port, host, dataDir, seed: process.env.YAKTIV_SEED !== 'false' });
  console.log(`\nYaktiv is running at ${stack.url}`);
  if (host && host !== '127.0.0.1' && host !== 'localhost')
    console.log(`  listening on ${host}: other machines can reach it, the outbox (sign-in codes) included`);
  console.log(`  e-mail and SMS outbox: ${stack.url}/dev/outbox`);
  console.log(`  data: ${dataDir ?? 'in memory (discarded on stop)'}`);
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${demoLabel(account).padEnd(6)} ${account.name.padEnd(14)} ${account.email}`);
  console.log('\nPress Ctrl-C to stop.');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof PreflightError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
