import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalStack } from '../../infra/local/local-stack';
import { launchBrowser, phoneContext } from '../support/browser';

const DIST = join(resolve(import.meta.dirname, '..', '..'), 'web', 'dist');
const gz = (path: string) => gzipSync(readFileSync(join(DIST, path))).length;
const stack = await startLocalStack({ port: 0, dataDir: null, seed: true, host: '127.0.0.1' });
const routes = process.argv.slice(2);
try {
  const browser = await launchBrowser();
  for (const route of routes.length ? routes : ['/', '/discover', '/auth', '/auth/signup', '/auth/magic-link', '/auth/phone', '/auth?mode=forgot', '/auth/callback', '/auth/callback?method=magic-link&token=eyJ1IjoieCJ9.x']) {
    const context = await phoneContext(browser, stack.url);
    const page = await context.newPage();
    const assets = new Map<string, number>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.js$/.test(path)) assets.set(path, gz(path));
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const total = [...assets.values()].reduce((a, b) => a + b, 0);
    console.log(route.padEnd(50), (total / 1024).toFixed(1), process.env.V ? [...assets.entries()].map(([p, s]) => `${p.replace('/assets/', '')}:${(s / 1024).toFixed(1)}`).join(' ') : '');
    await context.close();
  }
  await browser.close();
} finally {
  await stack.stop();
}
