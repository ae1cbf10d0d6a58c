import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { apiClient, inDays, until } from '../support/games-client';
import { formatGameDate, formatGameEnd } from '@web/lib/games/format';
import { appUrl, toast } from './auth-helpers';
import { createGameAs, signIn } from './games-helpers';

// Games that finish, in the browser: a game's page shows when it ends; once its schedules fire (the local
// scheduler driven to the start, then the end), it says 'Ongoing', then that it is over, with no Join.
const people = phonePeople(appUrl);
const { call, token } = apiClient(appUrl);
let visitor: Page;
let priya: string;

beforeAll(async () => {
  [visitor, priya] = await Promise.all([people.open('visitor'), token('priya@demo.yaktiv.test')]);
});
afterAll(() => people.close());

async function scheduledGame() {
  const game = (await createGameAs(priya, {
    game_date: inDays(2),
    game_time: '18:00',
    duration_minutes: 75,
    price: 0,
  })) as { id: string; title: string; game_datetime: string; ends_at: string };
  const prefix = encodeURIComponent(`game-${game.id}-`);
  await until(
    async () => ((await call(`/dev/schedules?prefix=${prefix}`)).body.schedules as unknown[]).length === 2,
    15_000,
    'the game schedules',
  );
  /** Moves the local scheduler's clock to `instant` for this game's schedules. */
  const fireUntil = async (instant: string) =>
    expect(
      (await call(`/dev/schedules?until=${encodeURIComponent(instant)}&prefix=${prefix}`, { method: 'POST' })).status,
    ).toBe(200);
  return { game, fireUntil };
}

const joinBar = () => visitor.getByRole('region', { name: /^Join/ });

describe('a game that finishes', () => {
  it("lets the host set the game's duration on the form; the page shows the new end", async () => {
    const { game } = await scheduledGame();
    const host = await people.open('host');
    await signIn(host, 'priya@demo.yaktiv.test');
    await host.goto(`/edit-game/${encodeURIComponent(game.id)}`);
    await host.getByRole('heading', { name: 'Edit Game', level: 1 }).waitFor();
    const duration = host.getByLabel('Duration (minutes)', { exact: true });
    expect(await duration.inputValue()).toBe('75');
    await duration.fill('120');
    await host.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await toast(host, 'Game Updated Successfully');
    await host.waitForURL((url) => url.pathname === `/game/${game.id}`);
    await expect.poll(() => host.locator('.game-facts').innerText()).toContain('20:00');
    expect(people.errors.host).toEqual([]);
  });

  it('shows its start and end, then Ongoing without Join, then that it is over without Join', async () => {
    const { game, fireUntil } = await scheduledGame();
    await visitor.goto(`/game/${encodeURIComponent(game.id)}`);
    await visitor.getByRole('heading', { name: game.title, level: 1 }).waitFor();
    const facts = await visitor.locator('.game-facts').innerText();
    expect(facts).toContain(formatGameDate(game.game_datetime));
    expect(formatGameEnd(game.game_datetime, game.ends_at)).toBe('19:15');
    expect(facts).toContain('19:15');
    expect(await joinBar().getByRole('button', { name: 'Join', exact: true }).isVisible()).toBe(true);

    await fireUntil(game.game_datetime);
    await visitor.reload();
    await visitor.getByText('Ongoing: this game has started, so joining is closed.').waitFor();
    expect(await visitor.locator('.game-page-body .badge').innerText()).toBe('Ongoing');
    expect(await visitor.getByRole('button', { name: 'Join', exact: true }).count()).toBe(0);

    await fireUntil(game.ends_at);
    await visitor.reload();
    await visitor.getByText('This game is over.').waitFor();
    expect(await visitor.locator('.game-page-body .badge').innerText()).toBe('Completed');
    expect(await visitor.getByRole('button', { name: /Join/ }).count()).toBe(0);
    expect(people.errors.visitor).toEqual([]);
  });
});
