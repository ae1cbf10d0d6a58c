import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, phonePeople } from '../support/browser';
import { signInLocal } from '../support/local-auth';
import { appUrl, toast } from './auth-helpers';
import { DEMO_PASSWORD, gameCard, indiaDatePlus, KORAMANGALA, phoneAt, randomWord, signIn } from './games-helpers';

// In the browser: Share (with the 'Link copied' toast above the Discover dialog), the
// host's Share on their own game, Add to calendar (.ics with the right UID) on the game page and
// on a pass, and the Directions link with the map preview.
// Most phones here need a script in place before their page opens, so they come from the shared browser.
const people = phonePeople(appUrl);
let browser: Browser;
const TITLE = `Share Calendar Football ${randomWord()}`;
let gameId: string;
let requestId: string;

async function api(path: string, token: string, body: unknown) {
  const answer = await fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(answer.status, `${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return answer.json();
}

/** A phone without a share sheet, whose clipboard the page may write. */
async function phoneWithoutShareSheet(): Promise<BrowserContext> {
  const context = await phoneAt(browser, KORAMANGALA);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  return context;
}

/** The .ics a click downloads, as text. */
async function downloadedIcs(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path!, 'utf8') };
}

beforeAll(async () => {
  browser = await people.browser();
  const [priya, rahul] = await Promise.all([
    signInLocal(appUrl, 'priya@demo.yaktiv.test', DEMO_PASSWORD),
    signInLocal(appUrl, 'rahul@demo.yaktiv.test', DEMO_PASSWORD),
  ]);
  const game = await api('/api/games', priya.AccessToken, {
    title: TITLE,
    sport: 'football',
    location: 'Koramangala 5th Block, Bengaluru',
    maps_link: '12.9352,77.6245',
    game_date: indiaDatePlus(4),
    game_time: '18:30',
    max_players: 10,
    price: 0,
  });
  gameId = game.id;
  requestId = (
    await api(`/api/games/${gameId}/join`, rahul.AccessToken, {
      answers: {},
      contactInfo: { name: 'Rahul Verma', email: 'rahul@demo.yaktiv.test' },
    })
  ).joinRequestId;
  await api(`/api/requests/${requestId}/decision`, priya.AccessToken, { action: 'accept' });
});
afterAll(() => people.close());

describe('Share', () => {
  it("without a share sheet offers WhatsApp and Copy link; 'Link copied' shows above the Discover dialog", async () => {
    const context = await phoneWithoutShareSheet();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`/discover?q=${encodeURIComponent(TITLE)}`);
    await gameCard(page, TITLE).getByRole('link', { name: TITLE, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: TITLE, exact: true });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Share' }).click();

    const sheet = page.getByRole('dialog', { name: 'Share', exact: true });
    await sheet.waitFor();
    const whatsapp = await sheet.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    expect(whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Join me for ${TITLE} on Yaktiv ${appUrl}/game/${gameId}`)}`,
    );
    await sheet.getByRole('button', { name: 'Copy link' }).click();
    await sheet.waitFor({ state: 'detached' });
    await toast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${appUrl}/game/${gameId}`);

    // The Discover dialog is still open, in the top layer: the toast must be the topmost thing
    // where it is drawn, and inside the open dialog (outside it, it would be inert).
    expect(await dialog.isVisible()).toBe(true);
    const onTop = await page.evaluate(() => {
      const item = [...document.querySelectorAll('.toast')].find((t) => t.textContent?.includes('Link copied')) as
        | HTMLElement
        | undefined;
      if (!item) return 'no toast';
      const box = item.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && item.contains(hit)
        ? item.closest('dialog[open]')
          ? 'toast in dialog'
          : 'toast outside dialog'
        : `covered by ${hit?.outerHTML.slice(0, 80)}`;
    });
    expect(onTop).toBe('toast in dialog');
    // Its close button works (it would not, were it inert behind the modal dialog).
    await dialog.getByRole('button', { name: 'Dismiss notification' }).click();
    expect(await page.locator('.toast').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the host sees Share on their own game, beside their game options', async () => {
    const context = await phoneWithoutShareSheet();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'priya@demo.yaktiv.test');
    await page.goto(`/game/${gameId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Game options' }).waitFor();
    await page.getByRole('button', { name: 'Share game' }).click();
    await page.getByRole('dialog', { name: 'Share', exact: true }).getByRole('button', { name: 'Copy link' }).click();
    await toast(page, 'Link copied');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Share with a share sheet', () => {
  it('hands the game to the device (Web Share API) and shows no fallback', async () => {
    const context = await phoneAt(browser, null);
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => void shared.push(data),
      });
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`/game/${gameId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Share game' }).click();
    await page.waitForFunction(() => (window as unknown as { shared: unknown[] }).shared.length === 1);
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: TITLE, text: `Join me for ${TITLE} on Yaktiv`, url: `${appUrl}/game/${gameId}` },
    ]);
    expect(await page.getByRole('dialog', { name: 'Share', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Calendar and directions', () => {
  it('the game page: Directions to the coordinates, a map preview, an .ics with the game UID and a Google Calendar link', async () => {
    const page = await people.open('visitor');
    const errors = people.errors.visitor!;
    await page.goto(`/game/${gameId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();

    expect(await page.getByRole('link', { name: /^Directions/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12.9352%2C77.6245',
    );
    const map = page.getByRole('img', { name: /^Map of the area around Koramangala 5th Block, Bengaluru/ });
    await map.scrollIntoViewIfNeeded();
    expect(await map.locator('img').count()).toBeGreaterThan(0);
    expect(await map.locator('img').first().getAttribute('src')).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/,
    );

    const ics = await downloadedIcs(page, () => page.getByRole('button', { name: /^Add to calendar/ }).click());
    expect(ics.name).toMatch(/^share-calendar-football-[a-z]+\.ics$/);
    expect(ics.text).toContain(`UID:game-${gameId}@yaktiv.in\r\n`);
    expect(ics.text).toMatch(/DTSTART:\d{8}T130000Z\r\n/); // 18:30 IST
    expect(ics.text).toContain('GEO:12.9352;77.6245\r\n');
    const google = new URL((await page.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href'))!);
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('text')).toBe(TITLE);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a confirmed player's pass: Add to calendar gives the request's UID", async () => {
    const page = await people.open('player', { signedInAs: 'rahul@demo.yaktiv.test' });
    const errors = people.errors.player!;
    await page.goto('/my-requests');
    const card = page
      .locator('article.request-card')
      .filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
    await card.waitFor();
    const ics = await downloadedIcs(page, () => card.getByRole('button', { name: /^Add to calendar/ }).click());
    expect(ics.text).toContain(`UID:request-${requestId}@yaktiv.in\r\n`);
    expect(ics.text).toContain('GEO:12.9352;77.6245\r\n');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
