import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCAL } from '@infra/local/names';
import { EVENT_SOURCE } from '@shared/events';
import type { MyStats } from '@shared/schemas/profile-stats';
import { phonePeople } from '../support/browser';
import { until } from '../support/games-client';
import { appUrl, createHostAndPlayer, uniqueEmail } from './auth-helpers';
import { apiAs, indiaDatePlus, randomWord, signIn } from './games-helpers';

// Profile stats, on a phone against the real local stack: a player with real history (a game
// joined, accepted and completed; a community joined and reviewed) sees their numbers and their
// Recent Activity; the host sees the game they host and their community's rating. Fresh accounts,
// so no other test's history moves the numbers.
const HOST = { email: uniqueEmail('stats-host'), name: 'Tara Stats Host' };
const PLAYER = { email: uniqueEmail('stats-player'), name: 'Kabir Stats Player' };
const TITLE = `Profile Stats Football ${randomWord(6)}`;
const CLUB = `Cubbon Runners ${randomWord(6)}`;

const people = phonePeople(appUrl);
const { errors } = people;
let page: Page;

async function api(path: string, token: string, method = 'GET', body?: unknown) {
  const answer = await apiAs(path, token, method, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

beforeAll(async () => {
  const { hostToken, playerToken } = await createHostAndPlayer(HOST, PLAYER);

  const game = await api('/api/games', hostToken, 'POST', {
    title: TITLE,
    sport: 'football',
    location: 'Cubbon Park Grounds, Bengaluru',
    maps_link: '12.9763,77.5929',
    game_date: indiaDatePlus(5),
    game_time: '07:00',
    max_players: 10,
    price: 0,
  });
  const { joinRequestId } = await api(`/api/games/${game.id}/join`, playerToken, 'POST', {
    contactInfo: { name: PLAYER.name, email: PLAYER.email },
  });
  await api(`/api/requests/${joinRequestId}/decision`, hostToken, 'POST', { action: 'accept' });
  const { community } = await api('/api/communities', hostToken, 'POST', {
    name: CLUB,
    sports: ['football'],
    location: 'Cubbon Park, Bengaluru',
  });
  await api(`/api/communities/${community.id}/members`, playerToken, 'POST');
  await api(`/api/communities/${community.id}/reviews/me`, playerToken, 'PUT', {
    rating: 4,
    review_text: 'Friendly early runs',
  });

  // The game ends: the scheduled status move (another branch) publishes this; here the test does.
  const bus = new EventBridgeClient({
    region: LOCAL.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    endpoint: `${appUrl}${LOCAL.paths.aws}/eventbridge`,
  });
  const detail = {
    gameId: game.id,
    hostId: game.host_id,
    title: TITLE,
    sport: 'football',
    status: 'completed',
    game_datetime: game.game_datetime,
    ends_at: game.game_datetime,
    eventId: randomUUID(),
  };
  await bus.send(
    new PutEventsCommand({
      Entries: [
        {
          Source: EVENT_SOURCE,
          DetailType: 'GameStatusChanged.v1',
          Detail: JSON.stringify(detail),
          EventBusName: LOCAL.eventBusName,
        },
      ],
    }),
  );

  // The consumers are asynchronous: the screens are opened once the answers are complete.
  await until(
    async () => {
      const mine = (await api('/api/me/stats', playerToken)) as MyStats;
      return mine.activity.length >= 4 && mine.stats.games_played === 1;
    },
    30_000,
    "the player's history",
  );
  await until(
    async () => ((await api('/api/me/stats', hostToken)) as MyStats).stats.games_hosted === 1,
    30_000,
    "the host's game",
  );
  page = await people.open('player');
}, 120_000);

afterAll(() => people.close());

const tile = (label: string) =>
  page
    .locator('li.stat')
    .filter({ has: page.locator('.stat-label', { hasText: label }) })
    .locator('.stat-value');

describe('profile stats and Recent Activity', () => {
  it('a player with real history sees their numbers and what they did, newest first', async () => {
    await signIn(page, PLAYER.email);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await page.locator('.activity-item').first().waitFor();
    expect(await tile('Games played').textContent()).toBe('1');
    expect(await tile('Games hosted').textContent()).toBe('0');
    expect(await tile('Communities joined').textContent()).toBe('1');
    expect(await tile('Rating').textContent()).toBe('No ratings yet');
    expect(await page.locator('.activity-item a').allTextContents()).toEqual([
      `Reviewed ${CLUB} (4/5)`,
      `Joined ${CLUB}`,
      `Accepted into ${TITLE}`,
      `Asked to join ${TITLE}`,
    ]);
    await page.getByRole('link', { name: `Joined ${CLUB}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/community/'));

    // 'My games' in the user menu opens My Game Requests.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'My games' }).click();
    await page.waitForURL((url) => url.pathname === '/my-requests');
    expect(errors.player).toEqual([]);
  });

  it("the host sees the game they host and their community's rating", async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/auth'));
    await signIn(page, HOST.email);
    await page.goto('/profile');
    await page.locator('.activity-item').first().waitFor();
    expect(await tile('Games hosted').textContent()).toBe('1');
    expect(await tile('Rating').textContent()).toBe('4.0 ★');
    expect(await tile('Communities joined').textContent()).toBe('1');
    expect(await page.locator('.activity-item a').first().textContent()).toBe(`Hosted ${TITLE}`);
    expect(errors.player).toEqual([]);
  });
});
