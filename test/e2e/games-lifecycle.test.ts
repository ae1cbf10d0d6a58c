import { gameEndsAt } from '@shared/rules/game-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { distanceKm } from '@shared/rules/geo';
import { formatGameDate, formatWhen, distanceLabel } from '@web/lib/games/format';
import { gameDateTime } from '@shared/rules/game-time';
import { phonePeople } from '../support/browser';
import { addDays, WEEKDAY_NAMES, weekdayOf } from '@shared/rules/series';
import { appUrl, toast } from './auth-helpers';
import { overflowing } from './overflow';
import {
  coverJpegFile,
  fillGameForm,
  gameCard,
  indiaDatePlus,
  KORAMANGALA,
  randomWord,
  waitForSeriesDates,
} from './games-helpers';

// A game's browser journey on a phone-sized screen, against the real local stack: a host
// publishes a game with a cover and join questions; a player ~5 km away finds it on Discover
// (real distance, sport and distance filters, map), in search and on its page; the host edits
// it; another host cannot; the host deletes it and it is gone.
const people = phonePeople(appUrl);
const { errors } = people;
let host: Page;
let player: Page;

const word = randomWord();
// A distinctive title word that search finds by prefix, and a random one so titles never clash.
const TITLE = `Ulsoor Lake Swimathon ${word}`;
const EDITED_TITLE = `Ulsoor Lake Swim Gala ${word}`;
const SEARCH_PREFIX = 'swimath';
// Ulsoor Lake, Bengaluru: about 5.3 km north of the player in Koramangala.
const GAME_POINT = { lat: 12.983, lng: 77.62 };
const MAPS_LINK = `https://www.google.com/maps/place/Ulsoor+Lake/@${GAME_POINT.lat},${GAME_POINT.lng},16z`;
const LOCATION = 'Ulsoor Lake Swimming Pool, Halasuru, Bengaluru';
const GAME_DATE = indiaDatePlus(10);
const GAME_TIME = '17:30';
const TEXT_QUESTION = 'Can you swim 200 m without stopping?';
const RADIO_QUESTION = 'Which stroke do you prefer?';
const RADIO_OPTIONS = ['Freestyle', 'Breaststroke'];
const DISTANCE = distanceKm(GAME_POINT, { lat: KORAMANGALA.latitude, lng: KORAMANGALA.longitude });
let gameId = '';

beforeAll(async () => {
  [host, player] = await Promise.all([
    people.open('host', { signedInAs: 'priya@demo.yaktiv.test' }),
    people.open('player', { at: KORAMANGALA, signedInAs: 'rahul@demo.yaktiv.test' }),
  ]);
});
afterAll(() => people.close());

/** Opens the Discover filters panel (once) and returns it. */
async function filtersPanel(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await panel.waitFor();
  return panel;
}

/**
 * Waits until Discover's list is fetched and drawn whole, or says nothing was found. The request is
 * debounced and keeps the old list meanwhile; a new answer (the player's position arriving, other
 * filters) is drawn again from its first cards, so a read made in between sees only a few.
 */
async function listSettled(page: Page): Promise<void> {
  await page.locator('ul.game-grid[aria-busy="false"], .empty-state').first().waitFor();
}

/** The Discover count once the list has settled. */
async function settledCount(page: Page): Promise<string> {
  await listSettled(page);
  return page.locator('.discover-count').innerText();
}

/** Discover's titles once the list has settled. */
async function settledTitles(page: Page): Promise<string[]> {
  await listSettled(page);
  return (await page.locator('ul.game-grid .game-card-title').allInnerTexts()).map((title) => title.trim());
}

const SEEDED_NEAREST = 'Sunday Morning Football';

describe('a host publishes a game and a player nearby finds it', () => {
  it('creates the game at /create-game with every required field, a cover image and two join questions', async () => {
    await host.goto('/create-game');
    await host.getByRole('heading', { name: 'Create Game', level: 1 }).waitFor();

    await fillGameForm(host, { title: TITLE, sport: 'swimming' });
    await host.getByLabel('Description (optional)').fill('Timed 4 x 50 m relays in the outdoor pool. Caps compulsory.');
    expect(await host.getByLabel('Skill level', { exact: true }).inputValue()).toBe('intermediate');
    await fillGameForm(host, {
      location: LOCATION,
      mapsLink: MAPS_LINK,
      date: GAME_DATE,
      time: GAME_TIME,
      maxPlayers: '10',
      fee: '180',
    });
    await host.getByLabel('Your UPI ID (optional)').fill('priya.plays@okaxis');

    // The cover: a real JPEG, uploaded to storage, processed, then previewed from /media/.
    await host.getByLabel('Choose a cover image (optional)').setInputFiles(coverJpegFile());
    const preview = host.getByRole('img', { name: 'Cover image preview' });
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.getAttribute('src')).toMatch(/^\/media\/covers\/[\w-]+\.webp$/);

    // Two join questions: free text, then a single choice with two options.
    await host.getByRole('button', { name: 'Add question' }).click();
    await host.getByLabel('Question 1', { exact: true }).fill(TEXT_QUESTION);
    await host.getByRole('checkbox', { name: 'Required' }).first().check();
    await host.getByRole('button', { name: 'Add question' }).click();
    await host.getByLabel('Question 2', { exact: true }).fill(RADIO_QUESTION);
    await host.getByLabel('Answer type for question 2').selectOption('radio');
    // No empty option comes with the type: each option is added, then typed.
    const addOption = host
      .getByRole('group', { name: 'Options for question 2' })
      .getByRole('button', { name: 'Add option' });
    await addOption.click();
    await host.getByLabel('Answer option 1 for question 2').fill(RADIO_OPTIONS[0]!);
    await addOption.click();
    await host.getByLabel('Answer option 2 for question 2').fill(RADIO_OPTIONS[1]!);

    await host.getByRole('button', { name: 'Create Game', exact: true }).click();
    await toast(host, 'Game Created Successfully', `${TITLE} is now listed for players.`);
    // The host lands on the new game, asked to share it; 'Not now' puts the prompt away for good.
    await host.waitForURL((url) => url.pathname.startsWith('/game/') && url.searchParams.get('created') === '1');
    const prompt = host.getByRole('region', { name: 'Your game is live' });
    await prompt.getByRole('button', { name: 'Share game' }).waitFor();
    await host.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await host.waitForURL((url) => url.searchParams.get('created') === null);
    expect(await prompt.count()).toBe(0);
    await host.reload();
    await host.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    expect(await prompt.count()).toBe(0);
    expect(errors.host).toEqual([]);
  });

  it('lists it on Discover for a player ~5 km away, with the real distance', async () => {
    expect(DISTANCE).toBeGreaterThan(5);
    expect(DISTANCE).toBeLessThan(6);
    await player.goto('/discover');
    await player.getByText('Showing games near your current location').waitFor();
    const card = gameCard(player, TITLE);
    await card.waitFor();
    const href = await card.getByRole('link', { name: TITLE, exact: true }).getAttribute('href');
    gameId = decodeURIComponent(/^\/game\/(.+)$/.exec(href ?? '')![1]!);
    expect(gameId).not.toBe('');

    // The list asked before the position arrived has no distances; the one measured from it does.
    const expected = distanceLabel(DISTANCE)!;
    expect(expected).toMatch(/^5\.\d km away$/);
    await expect.poll(() => card.innerText()).toContain(expected);
    const text = await card.innerText();
    expect(text).toContain('Swimming');
    expect(text).toContain(LOCATION);
    expect(text).toContain('₹180');
    expect(text).toContain('10 spots available');
    expect(text).toContain(formatWhen(gameDateTime(GAME_DATE, GAME_TIME)));
    expect(await player.getByText('Sorted by distance from your location').isVisible()).toBe(true);
    // Nearest first: the seeded game in Koramangala itself comes before ours.
    await expect
      .poll(async () => (await settledTitles(player)).filter((title) => title === TITLE || title === SEEDED_NEAREST))
      .toEqual([SEEDED_NEAREST, TITLE]);
  });

  it('drops it for another sport and for a distance below its own, and brings it back', async () => {
    const panel = await filtersPanel(player);
    const card = gameCard(player, TITLE);

    await panel.getByLabel('Sport', { exact: true }).selectOption('football');
    await player.waitForURL((url) => url.searchParams.get('sport') === 'football');
    await gameCard(player, 'Sunday Morning Football').waitFor();
    await card.waitFor({ state: 'detached' });
    await panel.getByLabel('Sport', { exact: true }).selectOption('swimming');
    await card.waitFor();
    expect(await settledCount(player)).toBe('1 event found');
    await panel.getByLabel('Sport', { exact: true }).selectOption('');

    const slider = panel.getByLabel(/^Maximum distance/);
    await slider.fill('5');
    await panel.getByText('Maximum distance: 5 km').waitFor();
    await player.waitForURL((url) => url.searchParams.get('km') === '5');
    await card.waitFor({ state: 'detached' });
    // The seeded game in Koramangala itself is still within 5 km.
    await gameCard(player, 'Sunday Morning Football').waitFor();
    await slider.fill('6');
    await card.waitFor();
    expect(await card.innerText()).toContain(distanceLabel(DISTANCE)!);

    await panel.getByRole('button', { name: 'Reset filters' }).click();
    await player.waitForURL((url) => url.search === '');
    await card.waitFor();
  });

  it('marks it on the map view; its card in the strip opens its details and its page', async () => {
    await player.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    await player.waitForURL((url) => url.searchParams.get('view') === 'map');
    const card = player.getByRole('list', { name: 'Games on the map' }).locator('li').filter({ hasText: TITLE });
    await card.waitFor();
    // The strip can list the games before the lazily loaded map has drawn their markers.
    await expect.poll(() => player.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
    await card.getByRole('button').click();
    const dialog = player.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    expect(await dialog.getByText('0 of 10 players joined').isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'Open game page' }).click();
    await player.waitForURL((url) => url.pathname === `/game/${gameId}`);
  });

  it('shows the game page with its processed cover, facts, price and slots — not the join questions', async () => {
    await player.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const cover = player.locator('.game-page-cover img.cover-image');
    expect(await cover.getAttribute('src')).toMatch(/^\/media\/covers\/[\w-]+\.webp$/);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Start and end: the start in full, the end as a time on the same day.
    const start = gameDateTime(GAME_DATE, GAME_TIME);
    expect(await player.locator('.game-facts time').first().innerText()).toBe(formatGameDate(start));
    expect(Date.parse((await player.locator('.game-facts time').nth(1).getAttribute('datetime'))!)).toBe(
      Date.parse(gameEndsAt(start)),
    );
    expect(
      await player
        .locator('.game-facts')
        .getByRole('link', { name: new RegExp(`^${LOCATION}`) })
        .isVisible(),
    ).toBe(true);
    const bar = player.getByRole('region', { name: 'Join this game' });
    expect(await bar.getByText('₹180 per person').isVisible()).toBe(true);
    expect(await bar.getByText('10 spots available').isVisible()).toBe(true);
    expect(await player.getByText('Priya Sharma').first().isVisible()).toBe(true);
    // The questions belong to the join dialog (next issue), never to the page.
    const body = await player.locator('main').innerText();
    expect(body).not.toContain(TEXT_QUESTION);
    expect(body).not.toContain(RADIO_QUESTION);
    expect(await player.getByRole('button', { name: 'Game options' }).count()).toBe(0);
  });

  it('finds it in the search overlay by a prefix of a title word', async () => {
    await player.getByRole('button', { name: 'Search', exact: true }).click();
    const overlay = player.getByRole('dialog', { name: 'Search' });
    await overlay.getByRole('searchbox', { name: 'Search sports, place or community' }).fill(SEARCH_PREFIX);
    await overlay.getByRole('heading', { name: 'Search Results (1)' }).waitFor();
    const result = overlay.getByRole('link', { name: new RegExp(TITLE) });
    expect(await result.innerText()).toContain(LOCATION);
    await result.click();
    await overlay.waitFor({ state: 'detached' });
    await player.waitForURL((url) => url.pathname === `/game/${gameId}`);
    expect(errors.player).toEqual([]);
  });
});

describe('the host edits the game, another host cannot, the host deletes it', () => {
  it('edits title and max players from the game page host menu and sees the change', async () => {
    await host.goto(`/game/${gameId}`);
    await host.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await host.getByRole('button', { name: 'Game options' }).click();
    await host.getByRole('link', { name: 'Edit Game' }).click();
    await host.waitForURL((url) => url.pathname === `/edit-game/${gameId}`);
    await host.getByRole('heading', { name: 'Edit Game', level: 1 }).waitFor();

    // The saved game comes back into the form, questions in order with their options.
    const title = host.getByLabel('Game title', { exact: true });
    await expect.poll(() => title.inputValue()).toBe(TITLE);
    expect(await host.getByLabel('Question 1', { exact: true }).inputValue()).toBe(TEXT_QUESTION);
    expect(await host.getByLabel('Question 2', { exact: true }).inputValue()).toBe(RADIO_QUESTION);
    expect(await host.getByLabel('Answer type for question 2').inputValue()).toBe('radio');
    expect(await host.getByLabel('Answer option 2 for question 2').inputValue()).toBe(RADIO_OPTIONS[1]);
    expect(await host.getByRole('img', { name: 'Cover image preview' }).getAttribute('src')).toMatch(
      /^\/media\/covers\//,
    );

    await title.fill(EDITED_TITLE);
    await host.getByLabel('Maximum players', { exact: true }).fill('12');
    await host.getByRole('button', { name: 'Save Changes' }).click();
    await toast(host, 'Game Updated Successfully');
    await host.waitForURL((url) => url.pathname === `/game/${gameId}`);
    await host.getByRole('heading', { name: EDITED_TITLE, level: 1 }).waitFor();
    const lobby = host.locator('.game-tiles div').filter({ hasText: 'Lobby Size' }).locator('dd');
    expect(await lobby.innerText()).toBe('12');

    await player.reload();
    await player.getByRole('heading', { name: EDITED_TITLE, level: 1 }).waitFor();
    // The title paints with the served HTML (decision 033); the facts once the game has arrived.
    await player.getByText('12 spots available').waitFor();
    expect(errors.host).toEqual([]);
  });

  it('another host cannot edit it: /edit-game says Game not found and goes to /host; no host menu on the page', async () => {
    const arjun = await people.open('arjun', { signedInAs: 'arjun@demo.yaktiv.test' });
    await arjun.goto(`/edit-game/${gameId}`);
    await toast(arjun, 'Game not found', "This game doesn't exist or you don't have permission to edit it");
    await arjun.waitForURL((url) => url.pathname === '/host');
    expect(await arjun.getByLabel('Game title', { exact: true }).count()).toBe(0);
    // The other edit address is guarded the same way.
    await arjun.goto(`/game/${gameId}/edit`);
    await arjun.waitForURL((url) => url.pathname === '/host');

    await arjun.goto(`/game/${gameId}`);
    await arjun.getByRole('heading', { name: EDITED_TITLE, level: 1 }).waitFor();
    await arjun.getByRole('button', { name: 'Report game' }).waitFor();
    expect(await arjun.getByRole('button', { name: 'Game options' }).count()).toBe(0);
    expect(await arjun.getByRole('link', { name: 'Edit Game' }).count()).toBe(0);
    expect(errors.arjun).toEqual([]);
  });

  it('deletes it after the confirmation dialog; it leaves Discover and its page says Game not found', async () => {
    await host.getByRole('button', { name: 'Game options' }).click();
    await host.getByRole('button', { name: 'Delete Game' }).click();
    const dialog = host.getByRole('dialog', { name: 'Delete this game?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(EDITED_TITLE);
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await host.getByRole('button', { name: 'Game options' }).click();
    await host.getByRole('button', { name: 'Delete Game' }).click();
    await dialog.getByRole('button', { name: 'Delete Game' }).click();
    await toast(host, 'Game deleted', `${EDITED_TITLE} has been deleted.`);
    await host.waitForURL((url) => url.pathname === '/host');

    await player.goto('/discover');
    await gameCard(player, 'Sunday Morning Football').waitFor();
    await settledCount(player);
    expect(await gameCard(player, EDITED_TITLE).count()).toBe(0);

    await player.goto(`/game/${gameId}`);
    await player.getByRole('heading', { name: 'Game not found' }).waitFor();

    // Search forgets it too (its index is kept by an event consumer, so allow it a moment).
    await expect
      .poll(async () => (await (await player.request.get(`/api/search?q=${SEARCH_PREFIX}`)).json()).results.length)
      .toBe(0);
    await player.getByRole('button', { name: 'Search', exact: true }).click();
    const overlay = player.getByRole('dialog', { name: 'Search' });
    await overlay.getByRole('searchbox', { name: 'Search sports, place or community' }).fill(SEARCH_PREFIX);
    await overlay.getByText('No events found').waitFor();
    expect(await overlay.getByText('Try adjusting your search terms').isVisible()).toBe(true);
    await player.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(errors.host).toEqual([]);
    expect(errors.player).toEqual([]);
  });
});

describe('a host makes a game repeat every week', () => {
  const SERIES_TITLE = `Weekly Park Run ${word}`;
  const FIRST = indiaDatePlus(3);
  const WEEKDAY = WEEKDAY_NAMES[weekdayOf(FIRST)];
  const DATES = [0, 7, 14, 21].map((days) => addDays(FIRST, days));

  it('creates it with the Repeats section, the page says how it repeats, and Discover lists each of four dates', async () => {
    await host.goto('/create-game');
    await host.getByRole('heading', { name: 'Create Game', level: 1 }).waitFor();
    await fillGameForm(host, {
      title: SERIES_TITLE,
      sport: 'run',
      // Beside the player, so its four dates are among the first cards of Discover.
      location: 'Koramangala 4th Block Park, Bengaluru',
      mapsLink: 'https://www.google.com/maps?q=12.9362,77.6255',
      date: FIRST,
      time: '06:30',
      maxPlayers: '20',
      fee: '0',
    });
    // Off by default; on, it starts from the first game's weekday and ends after 4 games.
    const repeats = host.getByRole('group', { name: 'Repeats' });
    await repeats.getByRole('checkbox', { name: 'Repeat this game every week' }).check();
    expect(await repeats.getByRole('checkbox', { name: WEEKDAY }).isChecked()).toBe(true);
    await repeats.getByLabel('Number of games').fill('6');
    await repeats.getByText(`Every ${WEEKDAY}, 6 times`).waitFor();
    expect((await overflowing(host)).out).toEqual([]);

    await host.getByRole('button', { name: 'Create Game', exact: true }).click();
    // Whatever toast comes first says how the save went (a refusal's words make a failure readable).
    await host.locator('.toast').first().waitFor();
    expect(await host.locator('.toast').allInnerTexts()).toContainEqual(
      expect.stringContaining('Game Created Successfully'),
    );
    await toast(host, 'Game Created Successfully', `${SERIES_TITLE} is now listed for players.`);
    await host.waitForURL((url) => url.pathname.startsWith('/game/'));
    const note = host.getByRole('region', { name: `Repeats every ${WEEKDAY}` });
    await note.waitFor();
    await waitForSeriesDates(host, note, 4);
    const links = await note.getByRole('link').allInnerTexts();
    expect(links).toEqual(DATES.map((date) => formatWhen(gameDateTime(date, '06:30'))));
    expect((await overflowing(host)).out).toEqual([]);

    // A player sees each date as a game of its own.
    await player.goto('/discover');
    const whens = DATES.map((date) => formatWhen(gameDateTime(date, '06:30')));
    const datesListed = async () => {
      await listSettled(player);
      const cards = await gameCard(player, SERIES_TITLE).allInnerTexts();
      return { cards: cards.length, dates: whens.filter((when) => cards.some((text) => text.includes(when))) };
    };
    await expect.poll(datesListed).toEqual({ cards: 4, dates: whens });

    // The host ends the series from the game's menu: its coming games are called off.
    await host.getByRole('button', { name: 'Game options' }).click();
    await host.getByRole('button', { name: 'End series' }).click();
    const dialog = host.getByRole('dialog', { name: 'End this series?' });
    await dialog.getByRole('button', { name: 'End series' }).click();
    await toast(host, 'Series ended', 'Its 4 coming games were called off.');
    await player.goto('/discover');
    await gameCard(player, 'Sunday Morning Football').waitFor();
    await settledCount(player);
    expect(await gameCard(player, SERIES_TITLE).count()).toBe(0);
    expect(errors.host).toEqual([]);
    expect(errors.player).toEqual([]);
  });
});
