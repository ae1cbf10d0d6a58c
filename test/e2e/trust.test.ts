import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Game } from '@shared/schemas/game';
import { distanceKm } from '@shared/rules/geo';
import { sportImagePath } from '@shared/rules/sport-images';
import { hostStandingLine } from '@web/components/games/host-standing-line';
import { distanceLabel } from '@web/lib/games/format';
import { phonePeople } from '../support/browser';
import { apiClient, uniqueTag } from '../support/games-client';
import { appUrl } from './auth-helpers';
import { createGameAs, demoTokens, gameCard, KORAMANGALA } from './games-helpers';

// What a player trusts a game by, on a phone: the host's real games and rating (or 'New host'),
// the level and the distance as pills of their own that a long location never cuts off, and a
// coverless game's picture chosen by its id, the same on its card and its page.
const people = phonePeople(appUrl);
const { call } = apiClient(appUrl);
const TAG = uniqueTag();
const REVIEWED = `Koramangala Trust Cup ${TAG}`;
const NEW_HOST = `Dawn Runners Trial ${TAG}`;
// A long place name: it used to swallow the distance in its ellipsis.
const LOCATION = 'Koramangala Indoor Stadium, 80 Feet Road, 6th Block, near Sony World Signal, Bengaluru';
const POINT = { lat: 12.951, lng: 77.64 };
let reviewedGame: Game;
let newHostGame: Game;
let player: Page;
const fresh = async (id: string) => (await call(`/api/games/${id}`)).body as Game;

beforeAll(async () => {
  // Priya's community has reviews; Vikram's has none.
  const [priya, vikram] = await demoTokens('priya', 'vikram');
  const body = { location: LOCATION, maps_link: `https://www.google.com/maps?q=${POINT.lat},${POINT.lng}` };
  const [reviewed, started] = await Promise.all([
    createGameAs(priya, { ...body, title: REVIEWED, skill_level: 'beginner' }),
    createGameAs(vikram, { ...body, title: NEW_HOST, sport: 'run', skill_level: 'advanced' }),
  ]);
  [reviewedGame, newHostGame] = await Promise.all([reviewed.id, started.id].map(fresh));
  player = await people.open('player', { at: KORAMANGALA });
});
afterAll(() => people.close());

describe('the host card', () => {
  it("shows a reviewed host's games and rating with its review count", async () => {
    const standing = reviewedGame.host_standing!;
    expect(standing.rating_count).toBeGreaterThan(0);
    await player.goto(`/game/${reviewedGame.id}`);
    const card = player.locator('.host-card');
    // The games-hosted counter moves when the new game's event lands: compare with a read after it.
    const line = card.locator('.host-standing');
    await line.waitFor();
    await expect
      .poll(async () => [await line.innerText(), hostStandingLine((await fresh(reviewedGame.id)).host_standing!)])
      .toSatisfy(([shown, read]) => shown === read);
    expect(await line.innerText()).toMatch(/^\d+ games? hosted · ★ \d\.\d · \d+ reviews?$/);
  });

  it("says 'New host' for a host nobody has reviewed, never a number", async () => {
    expect(newHostGame.host_standing).toMatchObject({ rating: null, rating_count: 0 });
    await player.goto(`/game/${newHostGame.id}`);
    const line = player.locator('.host-card .host-standing');
    await line.waitFor();
    expect(await line.innerText()).toMatch(/^\d+ games? hosted · New host$/);
    expect(await line.innerText()).not.toContain('★');
  });
});

describe('level, distance and picture', () => {
  it('shows the level and the distance as whole pills beside a long location, within the phone', async () => {
    await player.goto(`/discover?q=${encodeURIComponent(TAG)}`);
    const card = gameCard(player, REVIEWED);
    await card.waitFor();
    const expected = distanceLabel(distanceKm(POINT, { lat: KORAMANGALA.latitude, lng: KORAMANGALA.longitude }))!;
    const tags = card.getByRole('list', { name: 'Level and distance' });
    await tags.getByText(expected).waitFor();
    await tags.getByText('Beginner').waitFor();
    for (const pill of await tags.getByRole('listitem').all()) {
      // Whole: nothing inside a pill is cut off, and the pill lies inside the card and the screen.
      expect(await pill.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const box = (await pill.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The location line alone carries the ellipsis.
    expect(await card.locator('.game-card-place').innerText()).toBe(LOCATION);
  });

  it("draws a coverless game with one of its sport's pictures, the same on its card and its page", async () => {
    const picture = sportImagePath('run', newHostGame.id);
    await player.goto(`/discover?q=${encodeURIComponent(TAG)}`);
    const card = gameCard(player, NEW_HOST);
    await card.waitFor();
    expect(await card.locator('img').first().getAttribute('src')).toBe(picture);
    await card.getByText('Advanced').waitFor();
    await player.goto(`/game/${newHostGame.id}`);
    expect(await player.locator('.game-page-cover img').getAttribute('src')).toBe(picture);
    await player.getByRole('list', { name: 'Level and distance' }).getByText('Advanced').waitFor();
    const image = await player.request.get(picture);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
    expect(people.errors.player).toEqual([]);
  });
});
