import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCAL } from '@infra/local/names';
import { EVENT_SOURCE } from '@shared/events';
import type { MyStats } from '@shared/schemas/profile-stats';
import { phonePeople } from '../support/browser';
import { apiClient, startingSoon, until } from '../support/games-client';
import { DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';
import { appUrl, createConfirmedAccount, createHostAndPlayer, toast, uniqueEmail } from './auth-helpers';
import { apiAs, indiaDatePlus, randomWord, signIn } from './games-helpers';

// Profile stats, on a phone against the real local stack: a player with real history (a game
// joined, accepted and completed; a community joined and reviewed) sees their numbers and their
// Recent Activity; the host sees the game they host and their community's rating. Then a show-up
// record from real check-ins: three games checked in (or not) by the host and finished by the local
// scheduler; the player sees it on the profile, the host on request cards and the check-in list, and
// a game asking for more refuses the player with its message. Fresh accounts, so no other test's
// history moves the numbers.
const HOST = { email: uniqueEmail('stats-host'), name: 'Tara Stats Host' };
const PLAYER = { email: uniqueEmail('stats-player'), name: 'Kabir Stats Player' };
const NEWCOMER = { email: uniqueEmail('stats-newcomer'), name: 'Mira Newcomer' };
/** Screenshots of the show-up record at the phone's 390 px, in the test artefacts. */
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'show-ups');
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

let hostToken: string;
let playerToken: string;

beforeAll(async () => {
  ({ hostToken, playerToken } = await createHostAndPlayer(HOST, PLAYER));

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

/** Signs the page's account out through the user menu, then signs `email` in. */
async function switchTo(email: string) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/auth'));
  await signIn(page, email);
}

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
    await switchTo(HOST.email);
    await page.goto('/profile');
    await page.locator('.activity-item').first().waitFor();
    expect(await tile('Games hosted').textContent()).toBe('1');
    expect(await tile('Rating').textContent()).toBe('4.0 ★');
    expect(await tile('Communities joined').textContent()).toBe('1');
    expect(await page.locator('.activity-item a').first().textContent()).toBe(`Hosted ${TITLE}`);
    expect(errors.player).toEqual([]);
  });
});

describe('the show-up record from real check-ins', () => {
  let newcomerToken: string;
  let nextGameId: string;
  let pickyGameId: string;
  const soonGame = (title: string, extra: Record<string, unknown> = {}) =>
    api('/api/games', hostToken, 'POST', {
      title,
      sport: 'football',
      location: 'Cubbon Park Grounds, Bengaluru',
      maps_link: '12.9763,77.5929',
      ...startingSoon(),
      max_players: 10,
      price: 0,
      ...extra,
    }) as Promise<{ id: string; ends_at: string }>;
  const accepted = async (gameId: string, who: typeof PLAYER, token: string) => {
    const { joinRequestId } = await api(`/api/games/${gameId}/join`, token, 'POST', {
      contactInfo: { name: who.name, email: who.email },
    });
    await api(`/api/requests/${joinRequestId}/decision`, hostToken, 'POST', { action: 'accept' });
    return joinRequestId as string;
  };
  const { call: devCall } = apiClient(appUrl);
  const checkIn = (gameId: string, requestId: string) =>
    api(`/api/games/${gameId}/check-ins`, hostToken, 'POST', { request_id: requestId });
  /** The local scheduler's clock moved to the game's end: the status sweep completes it. */
  const finish = async (game: { id: string; ends_at: string }) => {
    const prefix = encodeURIComponent(`game-${game.id}-`);
    const until = encodeURIComponent(game.ends_at);
    expect((await devCall(`/dev/schedules?until=${until}&prefix=${prefix}`, { method: 'POST' })).status).toBe(200);
  };

  beforeAll(async () => {
    await createConfirmedAccount(NEWCOMER.email, DEMO_PASSWORD, NEWCOMER.name, 'player');
    newcomerToken = await apiClient(appUrl).token(NEWCOMER.email);
    // Kabir is scanned at two games and misses the third, where Mira is scanned: 2 of 3.
    for (const [n, kabirCame] of [
      [1, true],
      [2, true],
      [3, false],
    ] as const) {
      const game = await soonGame(`Show-up Football ${n} ${randomWord(6)}`);
      await until(
        async () => ((await devCall(`/dev/schedules?prefix=game-${game.id}-`)).body.schedules ?? []).length === 2,
        15_000,
        'the game schedules',
      );
      const kabir = await accepted(game.id, PLAYER, playerToken);
      if (kabirCame) await checkIn(game.id, kabir);
      // Mira plays only the third (scanned): one game, so she is still new.
      else await checkIn(game.id, await accepted(game.id, NEWCOMER, newcomerToken));
      await finish(game);
    }
    await until(
      async () => {
        const { show_up } = (await api('/api/me/stats', playerToken)) as MyStats;
        return show_up.showed_up === 2 && show_up.no_shows === 1;
      },
      30_000,
      "Kabir's show-up record",
    );
    // A game both of them are going to: the host reads their records on the cards and the check-in list.
    const next = await soonGame(`Show-up Next ${randomWord(6)}`);
    nextGameId = next.id;
    await accepted(nextGameId, PLAYER, playerToken);
    await api(`/api/games/${nextGameId}/join`, newcomerToken, 'POST', {
      contactInfo: { name: NEWCOMER.name, email: NEWCOMER.email },
    });
    pickyGameId = (await soonGame(`Show-up Picky ${randomWord(6)}`, { min_show_up_rate: 80 })).id;
  }, 180_000);

  it("the player sees 'Show-up rate' with 'N of M games' on their profile", async () => {
    await switchTo(PLAYER.email);
    await page.goto('/profile');
    const record = page.getByTestId('show-up-tile');
    await expect.poll(() => record.locator('.stat-value').textContent()).toBe('66%');
    expect(await record.locator('.stat-label').textContent()).toBe('Show-up rate');
    expect(await record.locator('.stat-note').textContent()).toBe('2 of 3 games');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync(SHOTS, { recursive: true });
    await record.screenshot({ path: join(SHOTS, 'profile-show-up-390.png') });
  });

  it('a game asking for 80% refuses the player below it, saying why and how to raise it', async () => {
    await page.goto(`/game/${pickyGameId}`);
    await page
      .getByRole('region', { name: 'Join this game' })
      .getByRole('button', { name: 'Join', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Join Request' });
    await expect.poll(() => dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(PLAYER.name);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await toast(
      page,
      'Error',
      'This game asks for a show-up rate of at least 80%. Yours is 66% (2 of 3 games). Turn up to the games you join to raise it.',
    );
    // The form stays open with what the player typed; Escape closes it, and no request was made.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(((await api('/api/me/requests', playerToken)) as { requests: { game_id: string }[] }).requests).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ game_id: pickyGameId })]),
    );
  });

  it("the host sees the rate, or 'New player', on each request card and on the check-in list", async () => {
    await switchTo(HOST.email);
    await page.goto(`/game/${nextGameId}/manage`);
    const card = (name: string) => page.locator('article.request-card').filter({ hasText: name });
    await card(PLAYER.name).locator('.show-up-line').waitFor();
    // The line's parts (the dots between them are drawn by CSS).
    expect(await card(PLAYER.name).locator('.show-up-line > span').allTextContents()).toEqual([
      'Show-up rate 66%',
      '2 of 3 games',
    ]);
    expect(await card(NEWCOMER.name).locator('.show-up-line').innerText()).toBe('New player');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card(PLAYER.name).screenshot({ path: join(SHOTS, 'request-card-show-up-390.png') });

    await page.goto(`/game/${nextGameId}/check-in`);
    const arrivals = page.locator('ul.arrivals');
    const row = arrivals.locator('li').filter({ hasText: PLAYER.name });
    await row.locator('.show-up-line').waitFor();
    expect(await row.locator('.show-up-line > span').allTextContents()).toEqual(['Show-up rate 66%', '2 of 3 games']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await arrivals.screenshot({ path: join(SHOTS, 'check-in-list-show-up-390.png') });
    expect(errors.player).toEqual([]);
  });
});
