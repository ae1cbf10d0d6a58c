import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { appUrl, createHostAndPlayer, toast, uniqueEmail } from './auth-helpers';
import { apiAs as api, dismissToasts, indiaDatePlus, randomWord, signIn } from './games-helpers';
import { overflowing } from './overflow';

// The Requests tab shows the oldest 20 pending requests with the dashboard's one call
// and the rest a page at a time (Show more requests, GET /api/host/requests). A fresh host with 21
// games, each with one player's pending request: 20, then 21, and a request of the second page is
// decided like any other. Then the host removes a player they accepted from the game's manage page.
const TAG = randomWord(6);
const HOST = { email: uniqueEmail('paging-host'), name: 'Nisha Paging Host' };
const PLAYER = { email: uniqueEmail('paging-player'), name: 'Dev Paging Player' };
const COUNT = 21;

const people = phonePeople(appUrl);
let host: Page;
const titles: string[] = [];
const games: { id: string; requestId: string }[] = [];
let tokens = { hostToken: '', playerToken: '' };
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'host-requests');

beforeAll(async () => {
  tokens = await createHostAndPlayer(HOST, PLAYER);
  const { hostToken, playerToken } = tokens;
  // One after another, so the requests arrive in the order of the games: the oldest first.
  for (let i = 0; i < COUNT; i++) {
    const title = `Paging Game ${String(i + 1).padStart(2, '0')} ${TAG}`;
    const created = await api('/api/games', hostToken, 'POST', {
      title,
      sport: 'badminton',
      location: 'Indiranagar Club, Bengaluru',
      maps_link: '12.9784,77.6408',
      game_date: indiaDatePlus(2 + (i % 5)),
      game_time: '18:00',
      max_players: 4,
      price: 0,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const joined = await api(`/api/games/${created.body.id}/join`, playerToken, 'POST', {
      contactInfo: { name: PLAYER.name, email: PLAYER.email },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    titles.push(title);
    games.push({ id: created.body.id, requestId: joined.body.joinRequestId });
  }
  host = await people.open('host');
  await signIn(host, HOST.email);
});
afterAll(() => people.close());

describe('Requests, a page at a time', () => {
  it('shows the oldest 20 and the next page on Show more requests', async () => {
    await host.goto('/host?tab=requests');
    const pending = host.getByRole('list', { name: 'Pending requests' }).getByRole('listitem');
    await pending.first().waitFor();
    expect(await pending.count()).toBe(20);
    expect(await host.getByText(`Showing the 20 oldest of ${COUNT} pending requests.`).isVisible()).toBe(true);
    expect(await pending.first().getByRole('link', { name: titles[0], exact: true }).isVisible()).toBe(true);

    const more = host.getByRole('button', { name: 'Show more requests' });
    const page = host.waitForResponse((response) => new URL(response.url()).pathname === '/api/host/requests');
    await more.click();
    expect((await page).status()).toBe(200);
    await pending.nth(20).waitFor();
    expect(await pending.count()).toBe(COUNT);
    expect(await pending.nth(20).getByRole('link', { name: titles[20], exact: true }).isVisible()).toBe(true);
    await more.waitFor({ state: 'detached' });
  });

  it('a request from the second page is decided in place', async () => {
    const item = host
      .getByRole('list', { name: 'Pending requests' })
      .getByRole('listitem')
      .filter({ has: host.getByRole('link', { name: titles[20], exact: true }) });
    await dismissToasts(host);
    await item.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast(host, 'Request rejected');
    await item.waitFor({ state: 'detached' });
    expect(await host.getByRole('list', { name: 'Pending requests' }).getByRole('listitem').count()).toBe(COUNT - 1);
    expect(
      await host
        .getByRole('tab', { name: /^Requests/ })
        .locator('.tab-badge')
        .innerText(),
    ).toBe(String(COUNT - 1));
  });

  it('an accepted player is removed from the manage page after a confirm, told, and the card says Rejected', async () => {
    const game = games[0]!;
    expect(
      (await api(`/api/requests/${game.requestId}/decision`, tokens.hostToken, 'POST', { action: 'accept' })).status,
    ).toBe(200);
    await host.goto(`/game/${game.id}/manage`);
    const card = host.getByRole('article', { name: PLAYER.name });
    await card.getByText('Confirmed', { exact: true }).waitFor();
    const remove = card.getByRole('button', { name: 'Remove from game' });
    expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await dismissToasts(host);
    await remove.click();
    const dialog = host.getByRole('dialog', { name: `Remove ${PLAYER.name} from this game?` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`${PLAYER.name} loses their spot and is told in the app and by e-mail.`);
    // The safe answer has the focus; Escape or Cancel leaves the player in.
    expect(await host.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await dialog.getByLabel(`Message to ${PLAYER.name} (optional)`).fill('We are one short of a court, sorry!');
    expect((await overflowing(host)).out).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await host.screenshot({ path: join(SHOTS, 'remove-player-390.png') });
    await dialog.getByRole('button', { name: 'Remove from game' }).click();
    await toast(host, `${PLAYER.name} removed`);
    await card.getByText('Rejected', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Remove from game' }).count()).toBe(0);
    await card.screenshot({ path: join(SHOTS, 'removed-card-390.png') });

    // The player reads why, in the bell (the notice follows the removal within seconds).
    let notice: { title: string; body: string } | undefined;
    for (let tries = 0; !notice && tries < 40; tries++) {
      const bell = await api('/api/notifications', tokens.playerToken);
      notice = (bell.body.notifications as { title: string; body: string }[]).find(
        (n) => n.title === 'Removed from the game',
      );
      if (!notice) await host.waitForTimeout(250);
    }
    expect(notice?.body).toContain(`The host removed you from ${titles[0]} (`);
    expect(notice?.body).toContain('Message from the host: “We are one short of a court, sorry!”');
  });
});
