import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';

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

/** Where a phone stands: its location is granted to the app and reported there. */
export interface PhonePlace {
  latitude: number;
  longitude: number;
}

/**
 * A phone-sized context: most users are on phones. Map tiles are answered locally. Given a
 * place, the browser's location is set there and allowed.
 */
export async function phoneContext(browser: Browser, baseURL: string, at?: PhonePlace | null): Promise<BrowserContext> {
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
  if (at) {
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation({ ...at, accuracy: 10 });
  }
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

/** Waits for a toast with this title (and description, when given). */
export async function toast(page: Page, title: string, description?: string) {
  const item = page.locator('.toast').filter({ has: page.locator('.toast-title', { hasText: title }) });
  await item.first().waitFor();
  if (description) await item.filter({ hasText: description }).first().waitFor();
}

/** Fills and sends the sign-in form the page shows (at /auth, or where a sign-in sent it), then waits for 'Welcome back!'. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await toast(page, 'Welcome back!');
}

/** Signs in through the form at /auth and waits for the welcome toast and Home. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/');
}

export interface PhoneOptions {
  /** Where the phone stands (none: no location). */
  at?: PhonePlace | null;
  /** An account to sign in as through the form, with the demo password. */
  signedInAs?: string;
}

/** One phone in a browser of its own, with its console and page errors collected. */
export interface Phone {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Launches Chromium and opens one phone on the app (a test file's usual start); close it with `browser.close()`. */
export async function openPhone(appUrl: string, options: PhoneOptions = {}): Promise<Phone> {
  const browser = await launchBrowser();
  const context = await phoneContext(browser, appUrl, options.at);
  const page = await context.newPage();
  const errors = collectErrors(page);
  if (options.signedInAs) await signIn(page, options.signedInAs);
  return { browser, context, page, errors };
}

/**
 * Several phone-sized people in one browser, each in their own context, with their console and
 * page errors collected under a label (`errors.host`), standing somewhere or signed in when asked.
 * The browser starts with the first person; close() ends every context and the browser.
 */
export function phonePeople(appUrl: string) {
  let launching: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];
  const errors: Record<string, string[]> = {};
  const browser = () => (launching ??= launchBrowser());
  return {
    errors,
    browser,
    async open(label: string, options: PhoneOptions = {}): Promise<Page> {
      const context = await phoneContext(await browser(), appUrl, options.at);
      contexts.push(context);
      const page = await context.newPage();
      errors[label] = collectErrors(page);
      if (options.signedInAs) await signIn(page, options.signedInAs);
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await (await launching?.catch(() => undefined))?.close();
    },
  };
}
