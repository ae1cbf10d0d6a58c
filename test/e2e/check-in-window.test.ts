import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInWindow, opensWhen } from '@shared/rules/check-in-window';
import { CHECK_IN_MESSAGES } from '@shared/texts/join';
import { phonePeople, submitSignIn } from '../support/browser';
import { FRESH_PASSWORD, freshUser } from '../support/fresh-user';
import { inDays, startingSoon } from '../support/games-client';
import { appUrl } from './auth-helpers';
import { apiAs, createGameAs, randomWord } from './games-helpers';
import { ARRIVALS_PAGE } from '@functions/hosting/host-request-service';

// The door at the venue: a pass admits only on the game's day, from three hours before the start,
// and the screen says so before anyone scans; a player with no pass to show is checked in by the
// host tapping their name, also one on the list's second page.
const people = phonePeople(appUrl);
let host: Page;
let hostToken: string;
let playerToken: string;
let playerName: string;

/** The player joins the host's free game and the host accepts: confirmed, with a pass. */
async function confirm(gameId: string, token: string, name: string) {
  const joined = await apiAs(`/api/games/${gameId}/join`, token, 'POST', {
    contactInfo: { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@players.test` },
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const accepted = await apiAs(`/api/requests/${joined.body.joinRequestId}/decision`, hostToken, 'POST', {
    action: 'accept',
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

/** A free game of the host's with the player confirmed in it: the game and the player's pass code. */
async function gameWithConfirmedPlayer(over: Record<string, unknown>) {
  const game = await createGameAs(hostToken, { price: 0, ...over });
  await confirm(game.id, playerToken, playerName);
  const mine = await apiAs(`/api/games/${game.id}/my-request`, playerToken);
  return { gameId: game.id as string, code: mine.body.game_pass as string, startsAt: game.game_datetime as string };
}

beforeAll(async () => {
  const [hosting, playing] = await Promise.all([
    freshUser(appUrl, 'host', 'Door Host'),
    freshUser(appUrl, 'player', 'Tapped Player'),
  ]);
  [hostToken, playerToken, playerName] = [hosting.token, playing.token, playing.name];
  host = await people.open('host');
  await host.goto('/auth');
  await submitSignIn(host, hosting.email, FRESH_PASSWORD);
  await host.waitForURL((url) => url.pathname === '/');
});
afterAll(() => people.close());

describe('check-in at the venue', () => {
  it('a game days away says when check-in opens, and a typed pass gets the same answer', async () => {
    const { gameId, code, startsAt } = await gameWithConfirmedPlayer({ game_date: inDays(4), game_time: '18:30' });
    const window = checkInWindow({ game_datetime: startsAt }, new Date());
    expect(window.state).toBe('not-yet');
    const tooEarly = CHECK_IN_MESSAGES.notYet(opensWhen((window as { opensAt: string }).opensAt, new Date()));
    expect(tooEarly).toMatch(/^Too early: check-in opens on \w{3} \d{1,2} \w{3} at 3:30 pm$/);

    await host.goto(`/game/${gameId}/check-in`);
    await host.getByText(tooEarly, { exact: true }).waitFor();
    await host.getByLabel('Pass code', { exact: true }).fill(code);
    await host.getByRole('button', { name: 'Check in', exact: true }).click();
    await host.getByRole('status').filter({ hasText: tooEarly }).waitFor();
    await host.getByRole('heading', { name: 'Arrived (0/1)' }).waitFor();
  });

  it("on the day, the host taps the player's name to check them in, once", async () => {
    const { gameId } = await gameWithConfirmedPlayer(startingSoon());
    await host.goto(`/game/${gameId}/check-in`);
    await host.getByRole('heading', { name: 'Arrived (0/1)' }).waitFor();
    expect(await host.getByText(/^Too early/).count()).toBe(0);

    await host.getByRole('button', { name: `Check in ${playerName}` }).click();
    await host
      .getByRole('status')
      .filter({ hasText: `Checked in: ${playerName}` })
      .waitFor();
    await host.getByRole('heading', { name: 'Arrived (1/1)' }).waitFor();
    // Arrived: the name is no longer a button.
    expect(await host.getByRole('button', { name: `Check in ${playerName}` }).count()).toBe(0);
    expect((await apiAs(`/api/games/${gameId}/check-ins`, hostToken)).body).toMatchObject({ arrived: 1, expected: 1 });
  });

  it('a list longer than a page loads the rest on Load more, and a player from there is checked in by name', async () => {
    const crowd = ARRIVALS_PAGE + 1;
    const game = await createGameAs(hostToken, { price: 0, max_players: crowd, ...startingSoon() });
    // Real players through the API, ten at a time: sign-up, join, the host's accept.
    const tag = randomWord(4);
    for (let first = 0; first < crowd; first += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, crowd - first) }, async (_, i) => {
          const player = await freshUser(appUrl, 'player', `Crowd ${tag} ${String(first + i + 1).padStart(2, '0')}`);
          await confirm(game.id, player.token, player.name);
        }),
      );
    }
    await host.goto(`/game/${game.id}/check-in`);
    await host.getByRole('heading', { name: `Arrived (0/${crowd})` }).waitFor();
    const names = host.locator('ul.arrivals > li');
    await names.nth(ARRIVALS_PAGE - 1).waitFor();
    expect(await names.count()).toBe(ARRIVALS_PAGE);
    const firstPage = new Set(await names.locator('.arrival-name').allInnerTexts());

    const nextPage = host.waitForResponse((response) => new URL(response.url()).searchParams.has('cursor'));
    await host.getByRole('button', { name: 'Load more', exact: true }).click();
    expect((await nextPage).status()).toBe(200);
    await names.nth(ARRIVALS_PAGE).waitFor();
    expect(await names.count()).toBe(crowd);
    await host.getByRole('button', { name: 'Load more', exact: true }).waitFor({ state: 'detached' });
    const later = (await names.locator('.arrival-name').allInnerTexts()).filter((name) => !firstPage.has(name));
    expect(later).toHaveLength(1);

    await host.getByRole('button', { name: `Check in ${later[0]}` }).click();
    await host
      .getByRole('status')
      .filter({ hasText: `Checked in: ${later[0]}` })
      .waitFor();
    await host.getByRole('heading', { name: `Arrived (1/${crowd})` }).waitFor();
    expect((await apiAs(`/api/games/${game.id}/check-ins`, hostToken)).body).toMatchObject({
      arrived: 1,
      expected: crowd,
    });
  }, 180_000);
});
