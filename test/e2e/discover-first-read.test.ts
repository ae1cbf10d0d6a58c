import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request, Route } from 'playwright-core';
import { REMEMBERED_CITY_KEY } from '@shared/cities';
import { spotsAvailable, spotsLabel } from '@shared/rules/game-rules';
import { GOING_GAMES_MAX } from '@shared/rules/going';
import type { Game } from '@shared/schemas/game';
import { DEFAULT_FILTERS, gamesQuery } from '@web/features/discover/discover-query';
import { byDistance } from '@web/lib/games/by-distance';
import { collectErrors, openPhone, phoneContext, type Phone } from '../support/browser';
import { appUrl } from './auth-helpers';

// Discover's first list is asked for by the prerendered page itself, as it is parsed (an inline
// script), not after the app's entry script has arrived; the app takes that answer rather than
// asking again, and the entry paints the first games' pictures into the page's placeholders before
// the app has arrived (its largest paint). Checked on the requests and the page, never on timings.
let phone: Phone;
let reads: string[];

beforeAll(async () => {
  phone = await openPhone(appUrl);
  reads = [];
  phone.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/games')) reads.push(`${url.pathname}${url.search}`);
  });
});
afterAll(() => phone.browser.close());

/** The app's chunk (React, the router, the screens' code) held back until the returned function is called. */
async function holdTheApp(phone: Phone) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let continued = Promise.resolve();
  const hold = (route: Route) => {
    continued = held.then(() => route.continue());
    return continued;
  };
  await phone.page.route(/\/assets\/app-[^/]+\.js$/, hold);
  return async () => {
    release();
    await continued;
    await phone.page.unroute(/\/assets\/app-[^/]+\.js$/, hold);
  };
}

describe("Discover's first read", () => {
  // First in the file: the offline shell, once installed, would answer the app's chunk itself.
  it("paints the first games' pictures from the early list before the app has arrived", async () => {
    const differed: string[] = [];
    phone.page.on('console', (message) => {
      if (message.text().includes('prerendered page differed')) differed.push(message.text());
    });
    // What reached the browser, in order: the app's chunk is asked for only once the first
    // picture has arrived, so the picture has the connection to itself.
    const arrivals: string[] = [];
    phone.page.on('requestfinished', (request) => arrivals.push(`arrived ${new URL(request.url()).pathname}`));
    phone.page.on('request', (request) => {
      if (/\/assets\/app-[^/]+\.js$/.test(request.url())) arrivals.push('app asked for');
    });
    const release = await holdTheApp(phone);
    await phone.page.goto('/discover');
    const painted = phone.page.locator('#root .game-card-skeleton .game-card-cover > img.cover-image');
    await painted.first().waitFor();
    await expect
      .poll(() => painted.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // Still the prerendered page: no card of React's yet, only the pictures in the placeholders.
    expect(await phone.page.locator('article.game-card').count()).toBe(0);
    expect(await painted.first().getAttribute('fetchpriority')).toBe('high');
    const pictures = await painted.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(pictures.length).toBeGreaterThan(0);
    await expect.poll(() => arrivals.includes('app asked for')).toBe(true);
    expect(arrivals.indexOf(`arrived ${pictures[0]}`)).toBeGreaterThanOrEqual(0);
    expect(arrivals.indexOf(`arrived ${pictures[0]}`)).toBeLessThan(arrivals.indexOf('app asked for'));

    await release();
    const cards = phone.page.locator('article.game-card');
    await cards.first().waitFor();
    // Cards are drawn a few per frame; compare once the list says every card is there.
    await phone.page.locator('ul.game-grid[aria-busy="false"]').waitFor();
    // The cards that replace the placeholders show the same pictures, in the same order.
    const cardPictures = await cards
      .locator('.game-card-cover > img.cover-image')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(cardPictures.slice(0, pictures.length)).toEqual(pictures);
    await phone.page.waitForLoadState('networkidle');
    expect(reads.filter((read) => read === '/api/games?limit=100')).toHaveLength(1);
    // Hydration found the pictures it draws itself: React did not have to render the page again.
    expect(differed).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  it('starts from the page before the app boots, and is made once', async () => {
    reads.length = 0;
    await phone.page.goto('/discover');
    await phone.page.locator('article.game-card').first().waitFor();
    await phone.page.waitForLoadState('networkidle');
    expect(await phone.page.evaluate(() => Object.keys(window.__earlyReads ?? {}))).toEqual(['/api/games?limit=100']);
    expect(reads.filter((read) => read === '/api/games?limit=100')).toHaveLength(1);
    expect(phone.errors).toEqual([]);
  });

  it('ends up with every game of the first page drawn as a card, with its texts, in order', async () => {
    const goingReads: string[] = [];
    const countGoing = (request: Request) => {
      if (new URL(request.url()).pathname === '/api/games/going') goingReads.push(request.url());
    };
    phone.page.on('request', countGoing);
    await phone.page.goto('/discover');
    // The first cards come at once and the others a few per frame; the list says it is busy until then.
    await phone.page.locator('ul.game-grid[aria-busy="false"]').waitFor();
    const answer = (await (await phone.page.request.get('/api/games?limit=100')).json()) as { games: Game[] };
    const games = byDistance(answer.games);
    expect(games.length).toBeGreaterThan(8);
    const cards = phone.page.locator('ul.game-grid > li > article.game-card');
    const texts = await cards.allInnerTexts();
    expect(texts).toHaveLength(games.length);
    for (const [index, game] of games.entries()) {
      expect(texts[index]).toContain(game.title);
      expect(texts[index]).toContain(spotsLabel(spotsAvailable(game)));
    }
    // The avatars of the whole list are asked for at once, not once per step of cards.
    await phone.page.waitForLoadState('networkidle');
    phone.page.off('request', countGoing);
    expect(goingReads).toHaveLength(Math.ceil(games.length / GOING_GAMES_MAX));
    expect(phone.errors).toEqual([]);
  });

  it('is left to the screen when the address has filters', async () => {
    reads.length = 0;
    await phone.page.goto('/discover?price=free');
    await phone.page.getByRole('button', { name: 'Free', exact: true, pressed: true }).waitFor();
    await phone.page.waitForLoadState('networkidle');
    expect(await phone.page.evaluate(() => window.__earlyReads)).toBeUndefined();
    expect(reads.filter((read) => read.includes('price=free'))).toHaveLength(1);
  });

  it('asks for the list near a remembered city, once, and never for the list without it', async () => {
    const context = await phoneContext(phone.browser, appUrl);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const cityReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/games') cityReads.push(`${url.pathname}${url.search}`);
    });
    await context.addInitScript((key) => localStorage.setItem(key, 'bengaluru'), REMEMBERED_CITY_KEY);
    await page.goto('/discover');
    await page.getByText('Sorted by distance from Bengaluru').waitFor();
    await page.waitForLoadState('networkidle');
    const nearBengaluru = `/api/games?${gamesQuery(DEFAULT_FILTERS, { lat: 12.9716, lng: 77.5946 })}`;
    expect(cityReads).toEqual([nearBengaluru]);
    // The page's own inline read stood aside; the entry, which knows where Bengaluru is, asked.
    expect(await page.evaluate(() => window.__earlyReads)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
