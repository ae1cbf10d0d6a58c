import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { todayInIndia } from '@shared/rules/game-time';
import { phoneContext } from '../support/browser';
import { apiClient, gameBody } from '../support/games-client';
import { appUrl } from './auth-helpers';

export { answerMapTiles, signIn } from '../support/browser';
export { DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';

// Shared by the games-*.test.ts files and the other journeys: a player standing somewhere, a real
// JPEG to upload, dates, games made through the API as set-up, the game form, and the sign-in and
// locally answered map tiles of test/support/browser.ts (tests never reach the internet).

/** Koramangala, Bengaluru: where the player stands (a seeded game is right there too). */
export const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };

/** A phone context with the browser's location set (and allowed) at this point. */
export async function phoneAt(
  browser: Browser,
  at: { latitude: number; longitude: number } | null,
): Promise<BrowserContext> {
  return phoneContext(browser, appUrl, at);
}

/** A real baseline JPEG (a colour gradient), written to a temp file for setInputFiles. */
export function coverJpegFile(width = 480, height = 270): string {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data.set([Math.round((x / width) * 255), Math.round((y / height) * 255), 160, 255], (y * width + x) * 4);
    }
  }
  const file = join(mkdtempSync(join(tmpdir(), 'yaktiv-cover-')), 'cover.jpg');
  writeFileSync(file, jpeg.encode({ data, width, height }, 85).data);
  return file;
}

/** YYYY-MM-DD, `days` after today in India. */
export function indiaDatePlus(days: number): string {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const randomWord = (length = 5) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The game card on a list (Discover, Home) whose title link has this exact name. */
export const gameCard = (page: Page, title: string) =>
  page.locator('article.game-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** Closes every toast, as a user would before tapping what a toast covers on a small screen. */
export async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  // A toast may close on its own between the count and the click (it times out, or a newer one
  // replaces it); then there is nothing left to click and the loop looks again.
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

/** The access tokens of demo people, by first name (`priya` is priya@demo.yaktiv.test). */
export const demoTokens = <Names extends string[]>(...names: Names) =>
  Promise.all(names.map((name) => apiClient(appUrl).token(`${name}@demo.yaktiv.test`))) as Promise<{
    [Index in keyof Names]: string;
  }>;

/** Publishes a game through the API as the host whose token this is (gameBody with `over`): the created game. */
export async function createGameAs(token: string, over: Record<string, unknown> = {}) {
  const created = await apiClient(appUrl).call('/api/games', { method: 'POST', token, body: gameBody(over) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** An API call as a signed-in user (set-up steps of a journey): status and parsed body (null when none). */
export async function apiAs(
  path: string,
  token: string,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Values for the create/edit game form, by field; a field left out is not touched. */
export interface GameFormValues {
  title?: string;
  sport?: string;
  location?: string;
  mapsLink?: string;
  date?: string;
  time?: string;
  maxPlayers?: string;
  fee?: string;
}

/** Each field's label, in the order the form shows them. */
const GAME_FORM_LABELS: Record<keyof GameFormValues, string> = {
  title: 'Game title',
  sport: 'Sport',
  location: 'Location',
  mapsLink: 'Google Maps link',
  date: 'Date',
  time: 'Time (IST)',
  maxPlayers: 'Maximum players',
  fee: 'Entry fee per player (₹, 0 = free)',
};

/** Fills the given fields of the game form, top to bottom as a person would (Sport is a select). */
export async function fillGameForm(page: Page, values: GameFormValues) {
  for (const [key, label] of Object.entries(GAME_FORM_LABELS) as [keyof GameFormValues, string][]) {
    const value = values[key];
    if (value === undefined) continue;
    const field = page.getByLabel(label, { exact: true });
    await (key === 'sport' ? field.selectOption(value) : field.fill(value));
  }
}

/**
 * The weeks ahead of a new series are made by its consumer a moment after the first game: reads
 * the game page again until its 'Repeats every …' note links that many dates.
 */
export async function waitForSeriesDates(page: Page, note: Locator, count: number) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await note.getByRole('link').first().waitFor();
        return note.getByRole('link').count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(count);
}
