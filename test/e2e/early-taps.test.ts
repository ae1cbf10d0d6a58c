import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, phoneContext } from '../support/browser';
import { signInLocal } from '../support/local-auth';
import { appUrl } from './auth-helpers';

// A prerendered page shows its buttons before the app has arrived to run them. On a slow phone a
// tap in that moment must not be lost: it is held and played once the app has taken over. The
// app's chunk is held back here so the tap surely lands before it.
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

let browser: Browser;
let gameId: string;
const errors: string[][] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const token = (await signInLocal(appUrl, 'vikram@demo.yaktiv.test', 'Yaktiv2026')).AccessToken;
  const games = await (
    await fetch(`${appUrl}/api/games?limit=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  gameId = games.games[0].id;
});
afterAll(async () => {
  for (const list of errors) expect(list).toEqual([]);
  await browser?.close();
});

/**
 * A new phone (nothing cached, the CPU slowed four times) opening `path` with the app's chunk
 * held back until the returned function is called.
 */
async function openHeld(path: string) {
  const context = await phoneContext(browser, appUrl);
  const page = await context.newPage();
  errors.push(collectErrors(page));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { page, release };
}

const booting = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-booting'));

describe('a tap before the app has booted', () => {
  it('on Home: the search button opens search, a slide dot shows its slide', async () => {
    const { page, release } = await openHeld('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Show Badminton' }).click();
    // Both taps came before the app: held, and shown as pressed.
    expect(await booting(page)).toBe(true);
    expect(await page.locator('[data-early-tap]').count()).toBe(2);
    release();
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('button', { name: 'Show Badminton' }).getAttribute('aria-current'), {
        timeout: 15_000,
      })
      .toBe('true');
    expect(await booting(page)).toBe(false);
    expect(await page.locator('[data-early-tap]').count()).toBe(0);
  });

  it("on a game's page: the search button opens search", async () => {
    const { page, release } = await openHeld(`/game/${gameId}`);
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await booting(page)).toBe(true);
    release();
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
  });

  it('after boot, taps go straight to the app, once', async () => {
    const { page, release } = await openHeld('/');
    release();
    await expect.poll(() => booting(page), { timeout: 15_000 }).toBe(false);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
    expect(await page.locator('[data-early-tap]').count()).toBe(0);
  });
});
