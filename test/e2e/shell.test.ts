import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { collectErrors, openPhone, type Phone, phoneContext } from '../support/browser';

// The app shell on a phone-sized screen, against the real local stack (`npm start`'s entry).
const appUrl = inject('appUrl');
let { browser, page, errors } = {} as Phone;

beforeAll(async () => {
  ({ browser, page, errors } = await openPhone(appUrl));
});
afterAll(async () => {
  await browser?.close();
});

const currentTab = () => page.locator('nav[aria-label="Main"] a[aria-current="page"]').innerText();

describe('app shell', () => {
  it('answers /api/health with the table reachable', async () => {
    const response = await page.request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', table: 'reachable' });
  });

  it('moves between the five tabs, highlighting the current one', async () => {
    await page.goto('/');
    await expect.poll(currentTab).toBe('Home');
    for (const [label, path] of [
      ['Play', '/discover'],
      ['Community', '/community'],
      ['Host', '/host'],
      ['Train', '/train'],
      ['Home', '/'],
    ] as const) {
      await page.locator('nav[aria-label="Main"]').getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(currentTab).toBe(label);
    }
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown path, with a way home and a way to games', async () => {
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Find games near you' }).click();
    await page.waitForURL((url) => url.pathname === '/discover');
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("Home's popular sports open Discover filtered by that sport", async () => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Badminton/ }).click();
    await page.waitForURL((url) => url.pathname === '/discover' && url.searchParams.get('sport') === 'badminton');
  });

  it('resolves every route of the app to a screen', async () => {
    for (const path of [
      '/discover',
      '/game/abc',
      '/host',
      '/create-game',
      '/edit-game/abc',
      '/game/abc/edit',
      '/game/abc/manage',
      '/my-requests',
      '/train',
      '/profile',
      '/settings',
      '/auth',
      '/auth/signin',
      '/auth/signup',
      '/auth/magic-link',
      '/community',
      '/community/abc',
      '/create-community',
      '/community/abc/edit',
      '/become-host',
    ]) {
      await page.goto(path);
      await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => {
          throw new Error(`no screen heading at ${path}`);
        });
      expect(await page.getByText('Oops! Page not found').count(), path).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it('hides the top bar after scrolling down past 100 px and shows it on scroll up', async () => {
    await page.goto('/settings');
    await page.locator('main h1').first().waitFor();
    // Make sure there is room to scroll on a phone screen.
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const header = page.locator('header.top-bar');
    expect(await header.getAttribute('data-hidden')).toBe('false');
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(100);
    expect(await header.getAttribute('data-hidden')).toBe('false');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('data-hidden')).toBe('true');
    await page.mouse.wheel(0, -200);
    await expect.poll(() => header.getAttribute('data-hidden')).toBe('false');
  });

  it('shows the search button everywhere but /discover', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).waitFor();
    await page.goto('/discover');
    await page.locator('main h1').first().waitFor();
    expect(await page.getByRole('button', { name: 'Search' }).count()).toBe(0);
  });

  it('offers Sign In and Sign Up to a visitor', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await page.getByRole('menuitem', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Sign Up' }).isVisible()).toBe(true);
  });
});

describe('the fixed bars leave the phone to the content', () => {
  it('keeps the top bar to one line of 56 px: search, the logo with its tagline, the menu', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const { bar, parts } = await page.evaluate(() => {
      const box = (element: Element) => {
        const { top, bottom, height } = element.getBoundingClientRect();
        return { top, bottom, height };
      };
      const header = document.querySelector('header.top-bar')!;
      return { bar: box(header), parts: [...header.querySelectorAll('.top-bar-side, .logo')].map(box) };
    });
    expect(bar.height).toBeLessThanOrEqual(56);
    expect(parts).toHaveLength(3);
    for (const part of parts) {
      expect(part.top).toBeGreaterThanOrEqual(bar.top);
      expect(part.bottom).toBeLessThanOrEqual(bar.bottom);
    }
  });

  it("gives the game page's two bars (top and join) well under a sixth of the height", async () => {
    const found = await (await page.request.get('/api/games?q=Sunday%20Morning%20Football')).json();
    const game = (found.games as { id: string; title: string }[]).find((g) => g.title === 'Sunday Morning Football')!;
    await page.goto(`/game/${encodeURIComponent(game.id)}`);
    await page.locator('.join-bar').waitFor();
    const heights = await page.evaluate(() => ({
      top: document.querySelector('header.top-bar')!.getBoundingClientRect().height,
      join: document.querySelector('.join-bar')!.getBoundingClientRect().height,
      screen: window.innerHeight,
    }));
    expect(await page.locator('nav.bottom-nav').isVisible()).toBe(false);
    expect(heights.top).toBeLessThanOrEqual(56);
    expect(heights.join).toBeLessThanOrEqual(80);
    expect(heights.top + heights.join).toBeLessThanOrEqual(heights.screen / 6);
  });
});

describe('the profile slice in the browser', () => {
  it('signs in a demo user, shows the profile from GET /api/me and saves an edit with PUT /api/me', async () => {
    const fresh = await phoneContext(browser, appUrl);
    const tab = await fresh.newPage();
    const tabErrors = collectErrors(tab);
    await tab.goto('/auth');
    await tab.getByLabel('Email').fill('arjun@demo.yaktiv.test');
    await tab.getByLabel('Password', { exact: true }).fill('Yaktiv2026');
    await tab.getByRole('button', { name: 'Sign In' }).click();
    await tab.getByText('Welcome back!').waitFor();
    await tab.waitForURL((url) => url.pathname === '/');

    await tab.goto('/profile');
    await tab.getByRole('heading', { name: 'Arjun Mehta' }).waitFor();
    expect(await tab.getByText('arjun@demo.yaktiv.test').isVisible()).toBe(true);
    expect(await tab.locator('.profile-identity .badge').innerText()).toBe('Host');

    await tab.getByRole('button', { name: 'Edit Profile' }).click();
    await tab.getByLabel('Instagram handle (optional)').fill('@arjun.plays');
    await tab.getByLabel('Display name').fill('Arjun M');
    await tab.getByRole('button', { name: 'Save' }).click();
    await tab.getByRole('heading', { name: 'Arjun M' }).waitFor();
    await tab.locator('.profile-details').getByText('@arjun.plays').waitFor();

    // Survives a reload: the session and the saved profile both come back.
    await tab.reload();
    await tab.getByRole('heading', { name: 'Arjun M' }).waitFor();

    // The user menu signs out to /auth.
    await tab.getByRole('button', { name: 'User menu' }).click();
    await tab.getByRole('menuitem', { name: 'Sign Out' }).click();
    await tab.waitForURL((url) => url.pathname === '/auth');
    expect(tabErrors).toEqual([]);
    await fresh.close();
  });
});
