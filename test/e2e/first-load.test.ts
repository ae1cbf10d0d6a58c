import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';
import { gameCoverPath } from '@shared/rules/sport-images';
import { answerMapTiles, collectErrors, openPhone, type Phone } from '../support/browser';
import { appUrl, toast } from './auth-helpers';

// Decision 022: a signed-out visitor's first load carries no Amplify auth code. Checked on the
// URLs the browser requests (never on timings), with the positive controls: the chunk is real,
// it arrives as soon as someone starts signing in, and a stored session loads it at once.
const ASSETS = resolve(import.meta.dirname, '..', '..', 'web', 'dist', 'assets');
const AMPLIFY_CHUNK = /\/assets\/amplify-session-[\w-]+\.js$/;

/** A built chunk and every chunk it imports statically (what loading it downloads). */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(ASSETS, file), 'utf8');
  for (const [, next] of code.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) withStaticImports(next!, seen);
  return seen;
}
/** Files only Amplify's chunk brings: its own and those of its imports the entry does not share. */
function amplifyOnlyFiles(): string[] {
  const files = readdirSync(ASSETS);
  const entry = files.find((file) => /^index-[\w-]+\.js$/.test(file));
  // The app shell's chunk (web/build/landing-chunks.ts, decision 033).
  const app = files.find((file) => /^app-[\w-]+\.js$/.test(file));
  const amplify = files.find((file) => /^amplify-session-[\w-]+\.js$/.test(file));
  if (!entry || !app || !amplify) throw new Error('web/dist lacks the index, app or amplify-session chunk');
  const shell = withStaticImports(app, withStaticImports(entry));
  return [...withStaticImports(amplify)].filter((file) => !shell.has(file));
}
let { browser, page, errors } = {} as Phone;
let requested: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openPhone(appUrl));
  requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
});
afterAll(async () => {
  await browser?.close();
});

const amplifyRequests = () => requested.filter((path) => AMPLIFY_CHUNK.test(path));
const cognitoRequests = () => requested.filter((path) => path.startsWith('/local-cognito'));

describe('first load without Amplify', () => {
  it('shows / to a signed-out visitor, session check done, without fetching the Amplify chunk or calling Cognito', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Trending Games' }).waitFor();
    // The Login button replaces the placeholder only once the session check has finished.
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.some((path) => /\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    const amplifyFiles = amplifyOnlyFiles();
    // The chunk really is Amplify's Cognito client (the user pool's API target).
    expect(
      amplifyFiles.some((file) =>
        readFileSync(join(ASSETS, file), 'utf8').includes('AWSCognitoIdentityProviderService'),
      ),
    ).toBe(true);
    expect(requested.filter((path) => amplifyFiles.includes(path.replace('/assets/', '')))).toEqual([]);
    expect(cognitoRequests()).toEqual([]);
  });

  it('keeps it off /discover and a game page too', async () => {
    await page.getByRole('link', { name: 'Discover All Games' }).click();
    await page.getByRole('heading', { name: 'Discover Games' }).waitFor();
    await page.locator('.game-card').first().waitFor();
    requested = [];
    const game = await page.evaluate(
      async () => ((await (await fetch('/api/games/featured')).json()) as { games: { id: string }[] }).games[0]!.id,
    );
    await page.goto(`/game/${game}`);
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    const amplifyFiles = amplifyOnlyFiles();
    expect(requested.filter((path) => amplifyFiles.includes(path.replace('/assets/', '')))).toEqual([]);
  });

  it('loads Amplify once someone starts signing in, and signs them in with it', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('menuitem', { name: 'Sign In' }).click();
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS[0]!.email);
    await expect.poll(amplifyRequests).not.toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast(page, 'Welcome back!', 'You have successfully signed in.');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  });

  it('loads Amplify on the first load of someone with a stored session', async () => {
    requested = [];
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(amplifyRequests()).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('prerendered landing pages', () => {
  it.each([
    ['/', 'Find Your Game'],
    ['/discover', 'Discover Games'],
  ])('serves %s as HTML with its first screen already in it', async (path, heading) => {
    const response = await page.request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    const html = await response.text();
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toMatch(/<style>[^<]*\.bottom-nav/);
  });

  it("serves /game/{id} with the game's cover and title in the HTML, shown before any script runs", async () => {
    const { games } = (await (await page.request.get('/api/games/featured')).json()) as {
      games: { id: string; title: string; cover_image: string | null; sport: string }[];
    };
    const game = games[0]!;
    // The page's own rule: the stored cover, else this game's picture of its sport.
    const cover = gameCoverPath(game);
    const html = await (await page.request.get(`/game/${game.id}`)).text();
    expect(html).toContain(
      `<h1>${game.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}</h1>`,
    );
    expect(html).toMatch(
      new RegExp(`<div class="game-page-cover"><img class="cover-image" src="${cover.replace(/[.]/g, '\\.')}"`),
    );
    expect(html).not.toContain('YAKTIV_PREVIEW');
    // Before any script runs (JavaScript off), the page already shows them.
    const noScript = await browser.newContext({ baseURL: appUrl, javaScriptEnabled: false });
    const tab = await noScript.newPage();
    await tab.goto(`/game/${game.id}`);
    await expect(tab.locator('.game-page h1').textContent()).resolves.toBe(game.title);
    await expect(tab.locator('.game-page-cover img').getAttribute('src')).resolves.toBe(cover);
    await noScript.close();
  });

  it.each(['/', '/discover', '/game/{id}'])(
    'hydrates %s in place: the prerendered nodes stay, React takes them over',
    async (route) => {
      const fresh = await browser.newContext({
        baseURL: appUrl,
        viewport: { width: 390, height: 844 },
        isMobile: true,
      });
      await answerMapTiles(fresh);
      const tab = await fresh.newPage();
      const warnings: string[] = [];
      const problems = collectErrors(tab);
      tab.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      // Keeps hold of the first <main> the parser creates, before any script runs.
      await tab.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const main = document.querySelector('#root main');
          if (main) {
            (window as unknown as { firstMain: Element }).firstMain = main;
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const path =
        route === '/game/{id}'
          ? `/game/${(await (await tab.request.get('/api/games/featured')).json()).games[0].id}`
          : route;
      await tab.goto(path);
      // Interactive only once hydrated: the tab's link navigates without a page load.
      await (route === '/game/{id}'
        ? tab.locator('.game-page h1')
        : tab.getByRole('button', { name: 'Login' })
      ).waitFor();
      await tab.waitForLoadState('networkidle');
      expect(
        await tab.evaluate(
          () => (window as unknown as { firstMain?: Element }).firstMain === document.querySelector('#root main'),
        ),
      ).toBe(true);
      expect(warnings.filter((text) => text.includes('prerendered'))).toEqual([]);
      expect(problems).toEqual([]);
      await fresh.close();
    },
  );
});
