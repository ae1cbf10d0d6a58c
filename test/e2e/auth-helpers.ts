import { expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOCAL } from '@infra/local/names';
import { DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';
import { collectErrors, phoneContext } from '../support/browser';
import { signUpConfirmed } from '../support/fresh-user';
import { apiClient } from '../support/games-client';

export { toast } from '../support/browser';

// Shared by the auth-*.test.ts files and the journeys with fresh accounts: the local stack's outbox,
// unique identities, new confirmed accounts, a second signed-out tab, and small waits on what the
// user sees. No fixed sleeps: everything polls for a condition.
export const appUrl = inject('appUrl');

const random = () => Math.random().toString(36).slice(2, 10);
export const uniqueEmail = (label: string) => `${label}.${random()}@example.test`;
/** A random Indian mobile (10 digits starting 9), its E.164 form and the way a person types it. */
export function uniquePhone() {
  const local = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { local, e164: `+91${local}`, typed: `${local.slice(0, 5)} ${local.slice(5)}` };
}

export interface OutboxMessage {
  text: string;
  subject?: string;
  to: string[];
  channel: 'email' | 'sms';
}

/** Messages sent to one address or number, newest first, once `ready` holds (10 s at most). */
export async function outbox(
  to: string,
  ready: (messages: OutboxMessage[]) => boolean = (m) => m.length > 0,
): Promise<OutboxMessage[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${appUrl}${LOCAL.paths.outbox}?format=json&to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    if (ready(messages)) return messages;
    if (Date.now() > deadline) throw new Error(`no matching message for ${to}: ${JSON.stringify(messages)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The /auth/callback link in a message, as a path the test's page can open. */
export function callbackPath(text: string): string {
  const match = /https?:\/\/\S+\/auth\/callback\S*/.exec(text);
  if (!match) throw new Error(`no callback link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export const smsCode = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** A confirmed account made straight through the local pool (its sign-up and confirmation e-mail). */
export const createConfirmedAccount = (
  email: string,
  password: string,
  name: string,
  role: 'player' | 'host' = 'player',
) => signUpConfirmed(appUrl, { email, password, name, role });

export interface Person {
  email: string;
  name: string;
}

/**
 * A new host and a new player with the demo password (accounts no other test file touches), and
 * their access tokens for the journey's set-up calls.
 */
export async function createHostAndPlayer(host: Person, player: Person) {
  await Promise.all([
    createConfirmedAccount(host.email, DEMO_PASSWORD, host.name, 'host'),
    createConfirmedAccount(player.email, DEMO_PASSWORD, player.name, 'player'),
  ]);
  const { token } = apiClient(appUrl);
  const [hostToken, playerToken] = await Promise.all([token(host.email), token(player.email)]);
  return { hostToken, playerToken };
}

/** A page in a new, signed-out context of the same browser, its errors collected, opened at `path`. */
export async function signedOutTab(browser: Browser, path: string) {
  const context = await phoneContext(browser, appUrl);
  const tab = await context.newPage();
  const errors = collectErrors(tab);
  await tab.goto(path);
  return { context, tab, errors };
}

/** The profile page shows this name and role badge. */
export async function expectProfile(page: Page, name: string, role: 'Host' | 'Player') {
  await page.goto('/profile');
  await page.getByRole('heading', { name }).waitFor();
  expect(await page.locator('.profile-identity .badge').innerText()).toBe(role);
}

/** The error a field shows, read through its aria-describedby (so the wiring is checked too). */
export async function errorOf(page: Page, label: string): Promise<string | null> {
  const input = page.getByLabel(label, { exact: true });
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId || (await input.getAttribute('aria-invalid')) !== 'true') return null;
  return page.locator(`[id="${errorId}"]`).innerText();
}

/** Polls until each labelled field shows its message. */
export async function expectErrors(page: Page, expected: Record<string, string | null>) {
  for (const [label, message] of Object.entries(expected)) {
    await expect.poll(() => errorOf(page, label), { message: label }).toBe(message);
  }
}

export const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? null;
  });

export async function signOutFromUserMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
}
