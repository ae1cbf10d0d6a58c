import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PNG } from 'pngjs';

// Debian's Chromium driven by playwright-core (no browser download on this machine or CI).
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
) as string[];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((path) => existsSync(path));
  if (!executablePath)
    throw new Error(
      'Chromium not found: install it with `apt-get install -y chromium` (.ci/run does) or set CHROMIUM_PATH.',
    );
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A phone-sized context: most users are on phones. Map tiles are answered locally. */
export async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  await answerMapTiles(context);
  return context;
}

/**
 * Map tiles come from OpenStreetMap by default (Discover's map, the game page's preview); a
 * blank local tile keeps the tests offline and the console clean.
 */
export async function answerMapTiles(context: BrowserContext) {
  const tile = new PNG({ width: 256, height: 256 });
  tile.data.fill(235);
  const body = PNG.sync.write(tile);
  await context.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body }),
  );
}

/** Fails the test on any uncaught page error or console error, so broken screens don't pass. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Expected 4xx answers (wrong password, validation) are logged by Chromium as resource errors.
    if (
      message.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
    )
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Several phone-sized people in one browser, each in their own context, with their console and
 * page errors collected under a label (`errors.host`). close() ends every context and the browser.
 */
export function phonePeople(appUrl: string) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const errors: Record<string, string[]> = {};
  return {
    errors,
    async open(label: string): Promise<Page> {
      browser ??= await launchBrowser();
      const context = await phoneContext(browser, appUrl);
      contexts.push(context);
      const page = await context.newPage();
      errors[label] = collectErrors(page);
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser?.close();
    },
  };
}
