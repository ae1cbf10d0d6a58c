import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { minutesFromNow, uniqueTag } from '../support/games-client';
import { appUrl } from './auth-helpers';
import { createGameAs, demoTokens, gameCard, indiaDatePlus, KORAMANGALA } from './games-helpers';
import { seriousAxeFindings } from '../support/axe';

// Discover on a phone: the quick filter chips above the list, and the map with priced pins,
// grouped pins and a card strip kept in step with them.
const people = phonePeople(appUrl);
const TAG = uniqueTag();
const FREE_TODAY = `Free Futsal ${TAG}`;
const PAID_SAME_SPOT = `Paid Cricket ${TAG}`;
const FREE_ELSEWHERE = `Indiranagar Tennis ${TAG}`;
const KORAMANGALA_LINK = 'https://www.google.com/maps?q=12.9352,77.6245';
const INDIRANAGAR_LINK = 'https://www.google.com/maps?q=12.9784,77.6408';
let visitor: Page;

beforeAll(async () => {
  const [priya] = await demoTokens('priya');
  const soon = minutesFromNow(90);
  // Two games at one spot (they never part by zooming), one a few km away.
  await createGameAs(priya, {
    title: FREE_TODAY,
    sport: 'football',
    price: 0,
    skill_level: 'beginner',
    maps_link: KORAMANGALA_LINK,
    game_date: soon.date,
    game_time: soon.time,
  });
  await createGameAs(priya, {
    title: PAID_SAME_SPOT,
    sport: 'cricket',
    price: 250,
    skill_level: 'advanced',
    maps_link: KORAMANGALA_LINK,
    game_date: indiaDatePlus(2),
  });
  await createGameAs(priya, {
    title: FREE_ELSEWHERE,
    sport: 'tennis',
    price: 0,
    skill_level: 'intermediate',
    maps_link: INDIRANAGAR_LINK,
    game_date: indiaDatePlus(3),
  });
  visitor = await people.open('visitor', { at: KORAMANGALA });
});
afterAll(() => people.close());

const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name, exact: true });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const shownTitles = async (page: Page) => {
  await page.locator('[aria-busy="false"]').first().waitFor();
  return page.locator('article.game-card h3').allInnerTexts();
};

describe('quick filter chips', () => {
  it('filter the list, show in the Filters count and the panel, survive a reload and work from the keyboard', async () => {
    await visitor.goto(`/discover?q=${TAG}`);
    await gameCard(visitor, FREE_ELSEWHERE).waitFor();
    expect((await shownTitles(visitor)).sort()).toEqual([FREE_ELSEWHERE, PAID_SAME_SPOT, FREE_TODAY].sort());
    for (const name of ['Today', 'This weekend', 'Free', 'Beginner']) {
      const box = (await chip(visitor, name).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(await chip(visitor, name).getAttribute('aria-pressed')).toBe('false');
    }
    expect((await filtersButton(visitor).boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await chip(visitor, 'Free').click();
    expect(await chip(visitor, 'Free').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => new URL(visitor.url()).searchParams.get('price')).toBe('free');
    await expect.poll(async () => (await shownTitles(visitor)).sort()).toEqual([FREE_ELSEWHERE, FREE_TODAY].sort());
    expect(await filtersButton(visitor).textContent()).toBe('Filters, 1 active');

    // From the keyboard: focus the chip and press Enter.
    await chip(visitor, 'Beginner').focus();
    await visitor.keyboard.press('Enter');
    await expect.poll(() => shownTitles(visitor)).toEqual([FREE_TODAY]);
    expect(await filtersButton(visitor).textContent()).toBe('Filters, 2 active');
    expect(await filtersButton(visitor).locator('.filter-count').isVisible()).toBe(true);

    await visitor.reload();
    await gameCard(visitor, FREE_TODAY).waitFor();
    expect(await chip(visitor, 'Free').getAttribute('aria-pressed')).toBe('true');
    expect(await chip(visitor, 'Beginner').getAttribute('aria-pressed')).toBe('true');
    expect(await shownTitles(visitor)).toEqual([FREE_TODAY]);

    // The panel shows the same filters the chips set.
    await filtersButton(visitor).click();
    const panel = visitor.getByRole('region', { name: 'Filters' });
    expect(await panel.getByLabel('Free games only').isChecked()).toBe(true);
    expect(await panel.getByLabel('Skill level').inputValue()).toBe('beginner');
    await panel.getByLabel('Free games only').uncheck();
    await expect.poll(() => chip(visitor, 'Free').getAttribute('aria-pressed')).toBe('false');
    await filtersButton(visitor).click();

    await chip(visitor, 'Beginner').click();
    await chip(visitor, 'Today').click();
    await expect.poll(() => shownTitles(visitor)).toEqual([FREE_TODAY]);
    await chip(visitor, 'Today').click();
    await expect.poll(async () => (await shownTitles(visitor)).length).toBe(3);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeFindings(visitor)).toEqual([]);
  });

  it("'Clear all filters' in the empty state clears the chips too", async () => {
    await visitor.goto(`/discover?q=${TAG}&price=free&skill=advanced&date=today`);
    await visitor.getByRole('heading', { name: 'No events found' }).waitFor();
    expect(await chip(visitor, 'Free').getAttribute('aria-pressed')).toBe('true');
    expect(await chip(visitor, 'Today').getAttribute('aria-pressed')).toBe('true');
    await visitor.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(() => chip(visitor, 'Free').getAttribute('aria-pressed')).toBe('false');
    expect(await chip(visitor, 'Today').getAttribute('aria-pressed')).toBe('false');
    expect(new URL(visitor.url()).search).toBe('');
    expect(await filtersButton(visitor).textContent()).toBe('Filters');
  });
});

describe('the map', () => {
  const strip = (page: Page) => page.getByRole('list', { name: 'Games on the map' });
  const stripCard = (page: Page, title: string) => strip(page).locator('li').filter({ hasText: title });
  const activeTitle = (page: Page) => strip(page).locator('li.is-active .map-card-title').innerText();

  it('fills the screen between the bars, with priced pins, a group with a count and a strip of cards', async () => {
    await visitor.goto(`/discover?q=${TAG}&view=map`);
    await strip(visitor).locator('li').nth(2).waitFor();
    const toggle = visitor.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    const bars = await visitor.evaluate(() => ({
      top: document.querySelector('.top-bar')!.getBoundingClientRect().bottom,
      nav: document.querySelector('.bottom-nav')!.getBoundingClientRect().top,
    }));
    const layer = (await visitor.locator('.map-layer').boundingBox())!;
    // Edge to edge with the bars (their 1 px borders may overlap the map).
    expect(Math.abs(layer.y - bars.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(layer.y + layer.height - bars.nav)).toBeLessThanOrEqual(1);
    expect(layer.width).toBe(390);
    const canvas = (await visitor.locator('.map-canvas').boundingBox())!;
    expect(canvas.height).toBeGreaterThan(300);

    // The two games at one spot are one group of 2; the one a few km away is a pin with its price.
    const group = visitor.locator('.map-cluster');
    await expect.poll(() => group.count()).toBe(1);
    expect(await group.innerText()).toBe('2');
    expect(await group.getAttribute('aria-label')).toBe('2 games here: show them');
    const tennis = visitor.getByRole('button', { name: `${FREE_ELSEWHERE}, Free` });
    expect(await tennis.innerText()).toContain('Free');
    expect(await tennis.innerText()).toContain('🎾');
    expect(await strip(visitor).locator('li').count()).toBe(3);
    expect(await seriousAxeFindings(visitor)).toEqual([]);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('a pin brings its card into view; a group spreads its games; a swipe highlights the pin', async () => {
    await visitor.goto(`/discover?q=${TAG}&view=map`);
    await strip(visitor).locator('li').nth(2).waitFor();

    const tennis = visitor.getByRole('button', { name: `${FREE_ELSEWHERE}, Free` });
    await tennis.click();
    await expect.poll(() => activeTitle(visitor)).toBe(FREE_ELSEWHERE);
    expect(await tennis.getAttribute('class')).toContain('is-active');
    await expect
      .poll(async () => {
        const box = (await stripCard(visitor, FREE_ELSEWHERE).boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 390;
      })
      .toBe(true);

    // Games at one venue never part by zooming: a tap spreads them around the spot.
    await visitor.locator('.map-cluster').click();
    const paid = visitor.getByRole('button', { name: `${PAID_SAME_SPOT}, ₹250` });
    await paid.waitFor();
    expect(await paid.innerText()).toContain('🏏');
    await visitor.getByRole('button', { name: `${FREE_TODAY}, Free` }).waitFor();
    expect(await visitor.locator('.map-cluster').count()).toBe(0);

    // Swiping the strip to a card highlights that game's pin.
    await stripCard(visitor, PAID_SAME_SPOT).evaluate((card: HTMLElement) =>
      card.parentElement!.scrollTo({ left: card.offsetLeft - 16, behavior: 'instant' }),
    );
    await expect.poll(() => activeTitle(visitor)).toBe(PAID_SAME_SPOT);
    await expect.poll(() => paid.getAttribute('class')).toContain('is-active');
    expect(await tennis.getAttribute('class')).not.toContain('is-active');

    // A card opens the game.
    await stripCard(visitor, PAID_SAME_SPOT).getByRole('button').click();
    await visitor.getByRole('dialog').getByRole('heading', { name: PAID_SAME_SPOT }).waitFor();
    expect(people.errors.visitor).toEqual([]);
  });

  it('still shows pins, groups and cards when the map tiles cannot load', async () => {
    const offline = await people.open('no tiles', { at: KORAMANGALA });
    await offline.context().unroute(/tile\.openstreetmap\.org/);
    await offline.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await offline.goto(`/discover?q=${TAG}&view=map`);
    await offline.getByText('The map background could not load; the games are still marked on it.').waitFor();
    expect(await offline.locator('.map-cluster').innerText()).toBe('2');
    await offline.getByRole('button', { name: `${FREE_ELSEWHERE}, Free` }).click();
    await expect.poll(() => activeTitle(offline)).toBe(FREE_ELSEWHERE);
  });
});
