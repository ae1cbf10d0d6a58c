import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAPS_LINK_MESSAGE } from '@shared/rules/maps-link';
import { GAME_MESSAGES } from '@shared/schemas/game';
import { phonePeople } from '../support/browser';
import { appUrl, errorOf, toast } from './auth-helpers';
import { dismissToasts, fillGameForm, indiaDatePlus } from './games-helpers';

// Home's Trending Games, the create form's validation messages and the host gate a
// player meets at /create-game, on a phone-sized screen against the real local stack.
const people = phonePeople(appUrl);
afterAll(() => people.close());

describe('Home', () => {
  it("shows 'Trending Games' cards from the seeded games, and 'Discover All Games' goes to /discover", async () => {
    const page = await people.open('visitor');
    const errors = people.errors.visitor!;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Trending Games' }).waitFor();
    const list = page.getByRole('list', { name: 'Trending games' });
    await list.waitFor();
    const cards = list.locator('article.game-card');
    expect(await cards.count()).toBe(6);
    // The cards are the featured games the API answers (other test files may add games, so
    // compare with the API rather than with the seed list).
    const featured = (await (await page.request.get('/api/games/featured')).json()).games as { title: string }[];
    const titles = (await cards.locator('.game-card-title').allInnerTexts()).map((t) => t.trim());
    expect(titles).toEqual(featured.map((g) => g.title));
    // Each card carries its facts: a price badge and the spots left.
    const first = await cards.first().innerText();
    expect(first).toMatch(/₹\d|Free/);
    expect(first).toMatch(/\d+ spots? available/);

    await page.getByRole('link', { name: 'Discover All Games' }).click();
    await page.waitForURL((url) => url.pathname === '/discover');
    await page.getByRole('heading', { name: 'Discover Games', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/create-game', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await people.open('host', { signedInAs: 'priya@demo.yaktiv.test' });
    errors = people.errors.host!;
  });

  // A toast from the last try sits over the button on a phone: close it first.
  const submit = async () => {
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Create Game', exact: true }).click();
  };

  it("says 'Validation Error' with the first failing message for an empty form, and marks the fields", async () => {
    await page.goto('/create-game');
    await page.getByRole('heading', { name: 'Create Game', level: 1 }).waitFor();
    await submit();
    await toast(page, 'Validation Error', GAME_MESSAGES.titleRequired);
    await expect.poll(() => errorOf(page, 'Game title')).toBe(GAME_MESSAGES.titleRequired);
    expect(await errorOf(page, 'Sport')).toBe(GAME_MESSAGES.sportRequired);
    expect(await errorOf(page, 'Location')).toBe(GAME_MESSAGES.locationRequired);
    expect(await errorOf(page, 'Maximum players')).toBe(GAME_MESSAGES.minPlayers);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('title');
    expect(page.url()).toMatch(/\/create-game$/);
  });

  it('rejects a maps link that is neither Google Maps nor coordinates with the spec message', async () => {
    await fillGameForm(page, {
      title: 'Validation Only Game',
      sport: 'tennis',
      location: 'Somewhere, Bengaluru',
      mapsLink: 'https://maps.example.com/place/somewhere',
      date: indiaDatePlus(3),
      time: '18:00',
      maxPlayers: '4',
    });
    await submit();
    await toast(page, 'Validation Error', MAPS_LINK_MESSAGE);
    await expect.poll(() => errorOf(page, 'Google Maps link')).toBe(MAPS_LINK_MESSAGE);
    expect(await errorOf(page, 'Game title')).toBeNull();
    // Fewer than two players is refused with its own message once the link is fixed.
    await fillGameForm(page, { mapsLink: '12.9716,77.5946', maxPlayers: '1' });
    await submit();
    await toast(page, 'Validation Error', GAME_MESSAGES.minPlayers);
    await expect.poll(() => errorOf(page, 'Maximum players')).toBe(GAME_MESSAGES.minPlayers);
    expect(await errorOf(page, 'Google Maps link')).toBeNull();
    expect(page.url()).toMatch(/\/create-game$/);
    expect(errors).toEqual([]);
  });

  it('offers a player the way to become a host instead of the form', async () => {
    const player = await people.open('player', { signedInAs: 'ananya@demo.yaktiv.test' });
    const playerErrors = people.errors.player!;
    await player.goto('/create-game');
    await player.getByText('Only hosts can create games.', { exact: false }).waitFor();
    expect(await player.getByRole('heading', { name: 'Create Game', level: 1 }).isVisible()).toBe(true);
    expect(await player.getByLabel('Game title', { exact: true }).count()).toBe(0);
    await player.getByRole('link', { name: 'Become a Host' }).click();
    await player.waitForURL((url) => url.pathname === '/become-host');
    expect(playerErrors).toEqual([]);
    await player.context().close();
  });
});
