import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compactCount, POPULAR_SPORTS, sportPlayersLabel } from '@shared/rules/popular-sports';
import { collectErrors, openPhone, phoneContext, type Phone } from '../support/browser';
import { overflowing, phoneScreenshot } from './overflow';
import { inviteText } from '@web/features/home/social-links';

// Home as a visitor sees it on a 390 px phone: Popular Sports with the server's real counts (or an
// invitation where nobody has played yet), a footer that lists no profile that does not exist
// and invites friends on WhatsApp, and no developer wording anywhere on the page.
const appUrl = inject('appUrl');
let { browser, page, errors } = {} as Phone;

beforeAll(async () => {
  ({ browser, page, errors } = await openPhone(appUrl));
});
afterAll(async () => {
  await browser?.close();
});

const popular = () => page.locator('section[aria-labelledby="popular-title"]');

describe('Home', () => {
  it("shows each sport's real player count from the API, or 'Be the first'", async () => {
    const answer = await page.request.get('/api/sports/popular');
    const { sports } = (await answer.json()) as { sports: { sport: string; players: number }[] };
    await page.goto('/');
    const tiles = popular().getByRole('link');
    await expect.poll(() => popular().getAttribute('aria-busy')).toBe('false');
    expect(await tiles.count()).toBe(POPULAR_SPORTS.length);
    for (const [index, { players }] of sports.entries()) {
      const line = await tiles.nth(index).locator('.popular-players').innerText();
      expect(line).toBe(sportPlayersLabel(players));
      if (players > 0) expect(line).toContain(compactCount(players));
    }
    expect(await tiles.first().getAttribute('href')).toBe('/discover?sport=cricket');
  });

  it('keeps each tile the same height while the counts load', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/sports/popular', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto('/');
      const tile = popular().getByRole('link').first();
      await tile.waitFor();
      const height = () => tile.evaluate((element) => element.getBoundingClientRect().height);
      expect(await popular().getAttribute('aria-busy')).toBe('true');
      expect(await tile.locator('.popular-players').innerText()).toBe('');
      // Measured once React owns the tile: before that a busy machine can catch the prerendered
      // tile while hydration takes it over, and read no box at all.
      await expect
        .poll(() => tile.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      await expect.poll(height).toBeGreaterThan(0);
      const loadingHeight = await height();
      release();
      await expect.poll(() => popular().getAttribute('aria-busy')).toBe('false');
      expect(await height()).toBe(loadingHeight);
    } finally {
      release();
      await page.unroute('**/api/sports/popular');
    }
  });

  it('lists no social profile that does not exist, and invites friends on WhatsApp with this site', async () => {
    await page.goto('/');
    const social = page.getByRole('list', { name: 'Follow us' });
    await social.getByRole('button', { name: 'Invite friends on WhatsApp' }).waitFor();
    expect((await social.innerText()).toLowerCase()).not.toContain('coming soon');
    expect(await social.getByRole('link').count()).toBe(0);
    // The machine is offline: record where WhatsApp would open instead of leaving the page.
    await page.evaluate(() => {
      (window as unknown as { opened: string[] }).opened = [];
      window.open = (url) => {
        (window as unknown as { opened: string[] }).opened.push(String(url));
        return null;
      };
    });
    // The app has taken the prerendered page over (its scripts load a step at a time): this is about the invite.
    await page.locator('html:not([data-booting])').waitFor({ state: 'attached' });
    await social.getByRole('button', { name: 'Invite friends on WhatsApp' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    const shared = new URL(opened[0]!);
    expect(shared.origin).toBe('https://wa.me');
    expect(shared.searchParams.get('text')).toBe(`${inviteText()} ${new URL(page.url()).origin}`);
  });

  it('has no developer wording and nothing wider than the phone', async () => {
    await page.goto('/');
    await expect.poll(() => popular().getAttribute('aria-busy')).toBe('false');
    const text = await page.locator('body').innerText();
    for (const word of ['sample', 'placeholder', 'todo', 'illustrative', 'not live']) {
      expect(text.toLowerCase(), word).not.toContain(word);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('speaks Hindi on a Hindi phone: Home, Discover and a game page rendered afresh, nothing wider than 390 px', async () => {
    const context = await phoneContext(browser, appUrl);
    await context.addInitScript(() => localStorage.setItem('yaktiv.language', 'hi'));
    const hindi = await context.newPage();
    const hindiErrors = collectErrors(hindi);
    try {
      await hindi.goto('/');
      await hindi.getByRole('heading', { level: 1, name: 'अपना गेम ढूँढें' }).waitFor();
      await hindi.getByRole('heading', { name: 'लोकप्रिय खेल' }).waitFor();
      await hindi.getByRole('link', { name: /क्रिकेट/ }).first().waitFor();
      expect((await overflowing(hindi)).out).toEqual([]);
      await phoneScreenshot(hindi, 'test-results/hindi/landing/home.png');

      await hindi.goto('/discover');
      await hindi.getByRole('group', { name: 'झटपट फ़िल्टर' }).waitFor();
      await hindi.getByRole('button', { name: 'शुरुआती' }).waitFor();
      expect((await overflowing(hindi)).out).toEqual([]);
      await phoneScreenshot(hindi, 'test-results/hindi/landing/discover.png');

      const game = hindi.locator('.game-card-title a').first();
      await game.waitFor();
      await hindi.goto((await game.getAttribute('href'))!);
      await hindi.getByRole('heading', { name: 'जानकारी' }).waitFor();
      await hindi.getByText('रिफंड पॉलिसी').waitFor();
      expect(await hindi.getByText('Refund Policy').count()).toBe(0);
      expect((await overflowing(hindi)).out).toEqual([]);
      await phoneScreenshot(hindi, 'test-results/hindi/landing/game.png');
      expect(hindiErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
