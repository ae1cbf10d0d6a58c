import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInWindow, opensWhen } from '@shared/rules/check-in-window';
import { CHECK_IN_MESSAGES } from '@shared/texts/join';
import { phonePeople, submitSignIn } from '../support/browser';
import { FRESH_PASSWORD, freshUser } from '../support/fresh-user';
import { inDays, startingSoon } from '../support/games-client';
import { appUrl } from './auth-helpers';
import { apiAs, createGameAs } from './games-helpers';

// The door at the venue: a pass admits only on the game's day, from three hours before the start,
// and the screen says so before anyone scans; a player with no pass to show is checked in by the
// host tapping their name.
const people = phonePeople(appUrl);
let host: Page;
let hostToken: string;
let playerToken: string;
let playerName: string;

/** A free game of the host's with the player confirmed in it: the game and the player's pass code. */
async function gameWithConfirmedPlayer(over: Record<string, unknown>) {
  const game = await createGameAs(hostToken, { price: 0, ...over });
  const joined = await apiAs(`/api/games/${game.id}/join`, playerToken, 'POST', {
    contactInfo: { name: playerName, email: `${playerName.toLowerCase().replace(/\W+/g, '.')}@players.test` },
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const accepted = await apiAs(`/api/requests/${joined.body.joinRequestId}/decision`, hostToken, 'POST', {
    action: 'accept',
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
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
});
