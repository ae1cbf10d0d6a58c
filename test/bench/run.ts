import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalStack } from '@infra/local/local-stack';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';
import { launchBrowser, phoneContext } from '../support/browser';
import { signInLocal } from '../support/local-auth';
import { benchLighthouse } from './lighthouse';
import { benchDiscoverScale, measure } from './discover-scale';
import { benchApiOverhead } from './api-overhead';
import { benchHostDashboard } from './host-dashboard';
import { benchCapacity } from './capacity/bench-capacity';
import { benchLiveLatency } from './live-latency';
import { printLandingBudget } from './landing-budget';

// `npm run bench`: the performance budgets that can be measured so far, next to the budget.
// Numbers, not assertions: tests never time things (DEVELOPERS.md).
const ROOT = resolve(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'web', 'dist');
const ROUTES = [
  '/',
  '/discover',
  '/game/demo',
  '/game/demo/manage',
  '/game/demo/check-in',
  '/host',
  '/create-game',
  '/my-requests',
  '/train',
  '/profile',
  '/settings',
  '/auth',
  '/community',
  '/community/demo-bengaluru-weekend-footballers',
  '/create-community',
  '/community/demo-bengaluru-weekend-footballers/edit',
  '/no-such-page',
];
const BUDGET = { firstLoadJsKb: 130, cssKb: 20, lazyChunkKb: 200, getP99Ms: 25, queryP99Ms: 40, rps: 1000 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (path: string) => gzipSync(readFileSync(join(DIST, path))).length;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

/** Median answer times for 10 new numbers, then the same 10 again (known by then). */
async function phoneSignInTimes(url: string): Promise<string> {
  const timeOf = async (phone: string) => {
    const started = performance.now();
    const response = await fetch(`${url}/api/auth/phone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    await response.text();
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const numbers = Array.from({ length: 10 }, (_, i) =>
    `+9160000${String(Date.now() % 100000).padStart(5, '0')}${i}`.slice(0, 13),
  );
  const fresh: number[] = [];
  const known: number[] = [];
  for (const phone of numbers) fresh.push(await timeOf(phone));
  for (const phone of numbers) known.push(await timeOf(phone));
  const gap = Math.abs(median(fresh) - median(known));
  return `new ${median(fresh).toFixed(0)} ms, known ${median(known).toFixed(0)} ms (medians), gap ${gap.toFixed(0)} ms  budget gap ≤ 20 ms ${mark(gap <= 20)}`;
}

const stack = await startLocalStack({ port: 0, dataDir: null, seed: true, host: '127.0.0.1' });
try {
  console.log('\nFirst load per route (production build, gzip; what the browser fetched for that route)');
  console.log(
    'route'.padEnd(16),
    'JS kB'.padStart(8),
    'CSS kB'.padStart(8),
    ` budget JS ≤ ${BUDGET.firstLoadJsKb}, CSS ≤ ${BUDGET.cssKb}`,
  );
  const browser = await launchBrowser();
  let largestChunk = { path: '', size: 0 };
  for (const route of ROUTES) {
    const context = await phoneContext(browser, stack.url);
    const page = await context.newPage();
    const assets = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(js|css)$/.test(path)) assets.add(path);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    for (const path of assets) {
      const size = gz(path);
      if (path.endsWith('.js')) js += size;
      else css += size;
      if (path.endsWith('.js') && size > largestChunk.size) largestChunk = { path, size };
    }
    console.log(
      route.padEnd(16),
      kb(js).padStart(8),
      kb(css).padStart(8),
      ` ${mark(js / 1024 <= BUDGET.firstLoadJsKb && css / 1024 <= BUDGET.cssKb)}`,
    );
    await context.close();
  }
  await browser.close();
  console.log(
    `largest chunk: ${largestChunk.path} ${kb(largestChunk.size)} kB gz (lazy chunk budget ≤ ${BUDGET.lazyChunkKb}) ${mark(largestChunk.size / 1024 <= BUDGET.lazyChunkKb)}`,
  );
  await printLandingBudget(DIST);

  const account = DEMO_ACCOUNTS[0]!;
  const { AccessToken } = await signInLocal(stack.url, account.email, DEMO_PASSWORD);
  console.log('\nLocal API, handler in process vs DynamoDB Local, 10 connections, 5 s each');
  console.log(
    'endpoint'.padEnd(16),
    'p99 ms'.padStart(8),
    'req/s'.padStart(8),
    'errors'.padStart(8),
    ` budget p99 ≤ ${BUDGET.getP99Ms} ms (get), ≥ ${BUDGET.rps} req/s, 0 errors`,
  );
  for (const [name, path, headers] of [
    ['/api/health', '/api/health', {}],
    ['/api/me', '/api/me', { authorization: `Bearer ${AccessToken}` }],
  ] as const) {
    // The same measurement as every other row: a warm-up first, the client on its own thread.
    const { p99, rps, errors } = await measure(stack.url, path, headers);
    console.log(
      name.padEnd(16),
      String(p99).padStart(8),
      rps.toFixed(0).padStart(8),
      String(errors).padStart(8),
      ` ${mark(p99 <= BUDGET.getP99Ms && rps >= BUDGET.rps && errors === 0)}`,
    );
  }
  console.log('\nPOST /api/auth/phone, new vs known number (the answer time must not tell them apart)');
  console.log(await phoneSignInTimes(stack.url));
  await (await import('./items-per-request')).printItemsPerRequest(stack.url, AccessToken, stack.dynamoEndpoint);
  await benchLighthouse(stack.url);
  await benchApiOverhead({
    url: stack.url,
    dynamoEndpoint: stack.dynamoEndpoint,
    dynamoPid: stack.dynamoPid,
    accessToken: AccessToken,
  });
  await benchDiscoverScale({ url: stack.url, dynamoEndpoint: stack.dynamoEndpoint });
  const vikram = await signInLocal(stack.url, 'vikram@demo.yaktiv.test', DEMO_PASSWORD);
  await benchHostDashboard({ url: stack.url, dynamoEndpoint: stack.dynamoEndpoint, accessToken: vikram.AccessToken });
  await benchLiveLatency(stack);
  // Last of the stack's benches: its collector reads around every call, so nothing timed runs with it.
  await benchCapacity(stack);
  console.log('\nLambda bundles (one minified ESM file each, SDK bundled), budget ≤ 500 kB');
  const { bundleAll } = await import('@infra/bundle');
  for (const bundle of await bundleAll())
    console.log(bundle.name.padEnd(32), `${kb(bundle.bytes)} kB`.padStart(10), ` ${mark(bundle.bytes <= 500 * 1024)}`);
} finally {
  await stack.stop();
}
