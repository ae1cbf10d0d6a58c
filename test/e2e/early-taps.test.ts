import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
// Each test's phone, closed after it: slowed pages left open would keep working and slow the next.
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const token = (await signInLocal(appUrl, 'vikram@demo.yaktiv.test', 'Yaktiv2026')).AccessToken;
  const games = await (
    await fetch(`${appUrl}/api/games?limit=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  gameId = games.games[0].id;
});
afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});
afterAll(async () => {
  for (const list of errors) expect(list).toEqual([]);
  await browser?.close();
});

/** A route's answers held back until the returned function is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A new phone (nothing cached, the CPU slowed four times) opening `path` with the app's chunk
 * held back until the returned function is called (and `data`, if given, until its own).
 */
async function openHeld(path: string, data?: RegExp) {
  const context = await phoneContext(browser, appUrl);
  opened.push(context);
  const page = await context.newPage();
  errors.push(collectErrors(page));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await hold(page, APP_CHUNK);
  const releaseData = data ? await hold(page, data) : () => undefined;
  await page.goto(path, { waitUntil: 'commit' });
  return { page, release, releaseData };
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

// React hydrates a prerendered page only where the code for it has arrived. A screen left waiting
// for its chunk was thrown away and drawn afresh as soon as anything above it changed (the session
// check, the first data), so a tap in that moment (a link on Home) landed on nothing.
describe('the app takes a prerendered page over without drawing it again', () => {
  // The game's id is known once the suite has started. The game page is drawn anew when the game
  // arrives (its preview has another shape), so its read is held until the page has been checked.
  const openings: [string, () => [string, RegExp?]][] = [
    ['Home', () => ['/']],
    ['Discover', () => ['/discover']],
    ["a game's page", () => [`/game/${gameId}`, new RegExp(`/api/games/${gameId}$`)]],
  ];

  it.each(openings)('keeps what was prerendered on %s', async (_screen, opening) => {
    const { page, release, releaseData } = await openHeld(...opening());
    await page.locator('main > *').first().waitFor();
    await page.evaluate(() => {
      const held = window as unknown as { prerendered: Element[] };
      const main = document.querySelector('main');
      held.prerendered = [main?.firstElementChild, ...(main?.querySelectorAll('a[href]') ?? [])].filter(
        (node): node is Element => node != null,
      );
    });
    release();
    await expect.poll(() => booting(page), { timeout: 15_000 }).toBe(false);
    // What would have thrown the page away comes right after the app's first render (the session
    // check, the config read); a moment later it has surely come.
    await page.waitForTimeout(1500);
    const kept = await page.evaluate(() => {
      const held = window as unknown as { prerendered: Element[] };
      return {
        screen: held.prerendered[0] === document.querySelector('main')?.firstElementChild,
        linksLost: held.prerendered
          .slice(1)
          .filter((link) => !link.isConnected)
          .map((link) => link.getAttribute('href')),
      };
    });
    releaseData();
    expect(kept).toEqual({ screen: true, linksLost: [] });
  });

  it('leaves a reader who scrolled while the app loaded where they were, and their tap on a link works', async () => {
    const { page, release } = await openHeld('/');
    const badminton = page.getByRole('link', { name: /^Badminton/ });
    await badminton.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = (await badminton.boundingBox())!.y;
    release();
    await expect.poll(() => booting(page), { timeout: 15_000 }).toBe(false);
    // As above: the first render's consequences have surely come a moment later.
    await page.waitForTimeout(1500);
    // Content that arrives above may grow the page; the browser's scroll anchoring keeps the link in place.
    // (Within a pixel or two: anchoring rounds to whole pixels.)
    expect(Math.abs((await badminton.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
    await badminton.click();
    await page.waitForURL((url) => url.pathname === '/discover' && url.searchParams.get('sport') === 'badminton');
  });
});
