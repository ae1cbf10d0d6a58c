import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { appUrl, createHostAndPlayer, toast, uniqueEmail } from './auth-helpers';
import { apiAs as api, dismissToasts, indiaDatePlus, randomWord, signIn } from './games-helpers';

// The Requests tab shows the oldest 20 pending requests with the dashboard's one call
// and the rest a page at a time (Show more requests, GET /api/host/requests). A fresh host with 21
// games, each with one player's pending request: 20, then 21, and a request of the second page is
// decided like any other.
const TAG = randomWord(6);
const HOST = { email: uniqueEmail('paging-host'), name: 'Nisha Paging Host' };
const PLAYER = { email: uniqueEmail('paging-player'), name: 'Dev Paging Player' };
const COUNT = 21;

const people = phonePeople(appUrl);
let host: Page;
const titles: string[] = [];

beforeAll(async () => {
  const { hostToken, playerToken } = await createHostAndPlayer(HOST, PLAYER);
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
});
