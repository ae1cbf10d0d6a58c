import { formatWhen } from '@web/lib/games/format';
import { gameDateTime } from '@shared/rules/game-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { startingSoon } from '../support/games-client';
import { signInLocal } from '../support/local-auth';
import { apiAs } from './games-helpers';
import { appUrl } from './auth-helpers';

// At the venue, with the browser context set offline: the player's pass, viewed once,
// still shows its QR and code; the host's check-ins queue and are sent back online, and the
// server still admits each pass once (a replayed one answers 'Already checked in').
const PASSWORD = 'Yaktiv2026';
const HOST = 'arjun@demo.yaktiv.test';
const PLAYER = 'ananya@demo.yaktiv.test';
const OTHER = 'kavya@demo.yaktiv.test';
const THIRD = 'meera@demo.yaktiv.test';
const START = startingSoon();
const TITLE = `Offline Pickleball ${Math.random().toString(36).slice(2, 8)}`;

const people = phonePeople(appUrl);
const tokens: Record<string, string> = {};
let gameId: string;
let player: { page: Page; context: BrowserContext };
const passes: Record<string, { id: string; code: string }> = {};

const api = apiAs;

async function signedIn(email: string): Promise<{ page: Page; context: BrowserContext }> {
  const page = await people.open(email, { signedInAs: email });
  // The service worker has precached the shell once it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return { page, context: page.context() };
}

beforeAll(async () => {
  for (const email of [HOST, PLAYER, OTHER, THIRD])
    tokens[email] = (await signInLocal(appUrl, email, PASSWORD)).AccessToken;
  const created = await api('/api/games', tokens[HOST]!, 'POST', {
    title: TITLE,
    sport: 'pickleball',
    location: 'Koramangala Indoor Courts, Bengaluru',
    maps_link: '12.9352,77.6245',
    // Within the hour, so the host's queued check-ins are admitted when they are sent.
    ...START,
    max_players: 8,
    price: 0,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  gameId = created.body.id;
  for (const [email, name] of [
    [PLAYER, 'Ananya Iyer'],
    [OTHER, 'Kavya Reddy'],
    [THIRD, 'Meera Nair'],
  ] as const) {
    const joined = await api(`/api/games/${gameId}/join`, tokens[email]!, 'POST', {
      answers: {},
      contactInfo: { name, email },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(
      (await api(`/api/requests/${joined.body.joinRequestId}/decision`, tokens[HOST]!, 'POST', { action: 'accept' }))
        .status,
    ).toBe(200);
    const mine = await api(`/api/games/${gameId}/my-request`, tokens[email]!);
    passes[email] = { id: mine.body.id, code: mine.body.game_pass };
  }
});

afterAll(() => people.close());

/** How many passes the page's origin keeps in IndexedDB. */
const keptPasses = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('yaktiv-offline', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('passes').objectStore('passes').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

describe('the pass at a ground with no signal', () => {
  it('a pass viewed once shows offline with its QR, code, game, time and venue, marked as an offline copy', async () => {
    player = await signedIn(PLAYER);
    const { page, context } = player;
    await page.goto('/my-requests');
    const card = page.locator('article.request-card').filter({ hasText: TITLE });
    await card.getByRole('button', { name: /View QR Code/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Game Pass' });
    await dialog.getByText(passes[PLAYER]!.code).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    // Kept in IndexedDB before going offline.
    await expect.poll(() => keptPasses(page)).toBe(1);

    await context.setOffline(true);
    await page.goto('/my-requests');
    const offline = page.getByRole('region', { name: 'Your passes, saved on this phone' });
    const pass = offline.locator('article.offline-pass').filter({ hasText: TITLE });
    await pass.waitFor();
    // When it was saved, as every screen says a time ('Today, 7:05 pm').
    expect(await pass.getByText(/^Offline copy — saved Today, \d{1,2}:\d\d [ap]m$/).isVisible()).toBe(true);
    expect(await pass.locator('.pass-code code').innerText()).toBe(passes[PLAYER]!.code);
    await pass.getByRole('img', { name: `QR code of game pass ${passes[PLAYER]!.code}` }).waitFor();
    expect(await pass.getByText('Koramangala Indoor Courts, Bengaluru').isVisible()).toBe(true);
    expect(await pass.locator('time').innerText()).toBe(formatWhen(gameDateTime(START.game_date, START.game_time)));
    await context.setOffline(false);
  });

  it('a withdrawn request takes its kept pass with it', async () => {
    const { page, context } = player;
    expect((await api(`/api/requests/${passes[PLAYER]!.id}/withdraw`, tokens[PLAYER]!, 'POST', {})).status).toBe(200);
    await page.goto('/my-requests');
    await expect.poll(() => keptPasses(page)).toBe(0);
    await context.setOffline(true);
    await page.goto('/my-requests');
    await page
      .getByText(/Network error|Error loading data|Sign in to see/)
      .first()
      .waitFor();
    expect(await page.locator('article.offline-pass').count()).toBe(0);
    await context.setOffline(false);
  });
});

describe("the host's check-ins with no signal", () => {
  it('queue offline (typed in lower case, no dashes), then send back online: each pass admitted once, a replay shown as already checked in', async () => {
    const { page, context } = await signedIn(HOST);
    await page.goto(`/game/${gameId}/check-in`);
    await page.getByRole('heading', { name: 'Arrived (0/2)' }).waitFor();

    await context.setOffline(true);
    const typed = page.getByLabel('Pass code', { exact: true });
    for (const email of [THIRD, OTHER]) {
      await typed.fill(passes[email]!.code.replace(/-/g, '').toLowerCase());
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Queued — will send when online' }).waitFor();
    }
    const queue = page.getByRole('region', { name: 'Offline check-ins' });
    await expect.poll(() => queue.locator('li[data-state="queued"]').count()).toBe(2);
    expect(await queue.getByText('Queued — will send when online').count()).toBe(2);

    // Meanwhile Kavya's pass gets in another way (a second phone at the gate).
    const direct = await api(`/api/games/${gameId}/check-ins`, tokens[HOST]!, 'POST', { code: passes[OTHER]!.code });
    expect(direct.body.status).toBe('checked_in');

    await context.setOffline(false);
    const sent = queue.locator('li[data-state="sent"]');
    await expect.poll(() => sent.count(), { timeout: 10_000 }).toBe(2);
    expect(await sent.nth(0).innerText()).toContain('Checked in: Meera Nair');
    expect(await sent.nth(0).getAttribute('class')).toBe('check-in-success');
    expect(await sent.nth(1).innerText()).toMatch(/Already checked in at \d\d:\d\d \(Kavya Reddy\)/);
    expect(await sent.nth(1).getAttribute('class')).toBe('check-in-info');
    expect(await queue.locator('li[data-state="queued"]').count()).toBe(0);
    await page.getByRole('heading', { name: 'Arrived (2/2)' }).waitFor();
    expect((await api(`/api/games/${gameId}/check-ins`, tokens[HOST]!)).body).toMatchObject({
      arrived: 2,
      expected: 2,
    });
  });
});

afterAll(() => {
  // Console errors of offline requests are the point here; page errors are not.
  for (const [who, list] of Object.entries(people.errors))
    expect(
      list.filter((e) => e.startsWith('pageerror')),
      who,
    ).toEqual([]);
});
