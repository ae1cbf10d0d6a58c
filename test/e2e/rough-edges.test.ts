import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sportImagePath } from '@shared/rules/sport-images';
import { phonePeople } from '../support/browser';
import { apiClient, uniqueTag } from '../support/games-client';
import { appUrl, toast } from './auth-helpers';
import {
  createGameAs,
  demoTokens,
  dismissToasts,
  fillGameForm,
  gameCard,
  indiaDatePlus,
  signIn,
} from './games-helpers';

// Rough edges a new player or host meets on a phone-sized screen, each checked as they would meet it.
const people = phonePeople(appUrl);
const { call } = apiClient(appUrl);
const TAG = uniqueTag();
const TITLE = `Cubbon Park 5K ${TAG}`;
const UPI = 'priya.run@okaxis';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
let gameId = '';
let host: Page;
let visitor: Page;

beforeAll(async () => {
  // A paid run without a cover, with an older decided request and a newer pending one.
  const [priya, rahul, kavya] = await demoTokens('priya', 'rahul', 'kavya');
  const game = await createGameAs(priya, {
    title: TITLE,
    sport: 'run',
    price: 100,
    host_upi_id: UPI,
    game_date: indiaDatePlus(1),
  });
  gameId = game.id;
  const joinAs = (who: string, name: string) =>
    call(`/api/games/${gameId}/join`, {
      method: 'POST',
      token: who,
      body: { contactInfo: { name, email: `${name.replace(' ', '.').toLowerCase()}.${TAG}@players.test` } },
    });
  const early = await joinAs(rahul, 'Rahul Early');
  expect(early.status).toBe(201);
  expect((await joinAs(kavya, 'Kavya Later')).status).toBe(201);
  const rejected = await call(`/api/requests/${early.body.joinRequestId}/decision`, {
    method: 'POST',
    token: priya,
    body: { action: 'reject' },
  });
  expect(rejected.status).toBe(200);

  [host, visitor] = await Promise.all([people.open('host'), people.open('visitor')]);
  await signIn(host, 'priya@demo.yaktiv.test');
});
afterAll(() => people.close());

/** Where the fixed bottom navigation starts, and the focused element's box (null: focus is in a bar). */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const nav = document.querySelector('.bottom-nav')!;
    if (
      !element ||
      element === document.body ||
      nav.contains(element) ||
      document.querySelector('.top-bar')?.contains(element)
    )
      return null;
    const box = element.getBoundingClientRect();
    return {
      top: box.top,
      bottom: box.bottom,
      navTop: nav.getBoundingClientRect().top,
      what: `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`,
    };
  });

describe("the host's ⋮ menu", () => {
  it("shows 'Delete Game' on top of the page, and a tap on it opens the confirm dialog", async () => {
    await host.goto(`/game/${gameId}`);
    await host.getByRole('button', { name: 'Game options' }).click();
    const item = host.getByRole('button', { name: 'Delete Game' });
    await item.waitFor();
    const box = (await item.boundingBox())!;
    // The element a finger lands on is the item itself, not the cover or the page below it.
    const hit = await host.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe('Delete Game');
    await item.click({ timeout: 5_000 });
    const dialog = host.getByRole('dialog', { name: 'Delete this game?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(people.errors.host).toEqual([]);
  });
});

describe('a game without a cover', () => {
  it("shows its own sport's illustration on the game page and on its card, with a date strip", async () => {
    await visitor.goto(`/game/${gameId}`);
    await visitor.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    // One of the sport's pictures, chosen by the game's id: the same on the page and the card.
    const picture = sportImagePath('run', gameId);
    expect(picture).toMatch(/^\/sports\/run(-[23])?\.svg$/);
    expect(await visitor.locator('.game-page-cover img').getAttribute('src')).toBe(picture);
    await visitor.goto(`/discover?q=${encodeURIComponent(TAG)}`);
    const card = gameCard(visitor, TITLE);
    await card.waitFor();
    expect(await card.locator('img').first().getAttribute('src')).toBe(picture);
    const image = await visitor.request.get(picture);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
    // The date strip: day of the month and the month, in IST.
    const [, month, day] = indiaDatePlus(1).split('-').map(Number);
    const strip = card.locator('.game-card-date');
    expect(await strip.innerText()).toMatch(new RegExp(`^${day}\\s*${MONTHS[month! - 1]}$`, 'i'));
  });

  it('fits two cards on a phone screen between the bars', async () => {
    await visitor.goto('/discover');
    const cards = visitor.locator('article.game-card');
    await cards.nth(1).waitFor();
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    const room = await visitor.evaluate(
      () =>
        document.querySelector('.bottom-nav')!.getBoundingClientRect().top -
        document.querySelector('.top-bar')!.getBoundingClientRect().bottom,
    );
    expect(second.y + second.height - first.y).toBeLessThanOrEqual(room);
  });
});

describe('keyboard and reading on a phone', () => {
  it('never leaves a focused link behind the bottom bar (WCAG 2.4.11)', async () => {
    await visitor.goto('/discover');
    await visitor.locator('article.game-card').nth(3).waitFor();
    let checked = 0;
    for (let i = 0; i < 45; i++) {
      await visitor.keyboard.press('Tab');
      const box = await focusedBox(visitor);
      if (!box) continue;
      checked++;
      expect(box.bottom, box.what).toBeLessThanOrEqual(box.navTop + 0.5);
      expect(box.top, box.what).toBeGreaterThanOrEqual(0);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('keeps the header tagline at 12 px or more', async () => {
    await visitor.goto('/');
    const size = await visitor
      .locator('.logo-tagline')
      .evaluate((element) =>
        getComputedStyle(element).display === 'none' ? null : parseFloat(getComputedStyle(element).fontSize),
      );
    if (size !== null) expect(size).toBeGreaterThanOrEqual(12);
  });

  it('lets the keyboard reach and move the hero carousel, and reach the Train chips', async () => {
    await visitor.goto('/');
    const track = visitor.getByRole('region', { name: 'Slides' });
    expect(await track.getAttribute('tabindex')).toBe('0');
    // / is prerendered: keys reach React's handler only once it has hydrated the track.
    await visitor.waitForFunction(() =>
      Object.keys(document.querySelector('.hero-track') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    await track.focus();
    await visitor.keyboard.press('ArrowRight');
    await expect
      .poll(() => visitor.getByRole('button', { name: 'Show Football' }).getAttribute('aria-current'))
      .toBe('true');
    await visitor.goto('/train');
    const chips = visitor.getByRole('region', { name: 'Sports (coming soon)' });
    expect(await chips.getAttribute('tabindex')).toBe('0');
    expect(await chips.getByRole('list').count()).toBe(1);
  });
});

describe('the question editor', () => {
  it('takes a multiple-choice question whose options were added with Add option', async () => {
    const title = `Options Game ${TAG}`;
    await host.goto('/create-game');
    await fillGameForm(host, {
      title,
      sport: 'football',
      location: 'Koramangala, Bengaluru',
      mapsLink: '12.9352,77.6245',
      date: indiaDatePlus(5),
      time: '18:00',
      maxPlayers: '10',
    });
    await host.getByRole('button', { name: 'Add question' }).click();
    await host.getByLabel('Question 1', { exact: true }).fill('Preferred position?');
    await host.getByLabel('Answer type for question 1').selectOption('radio');
    const options = host.getByLabel(/^Answer option \d+ for question 1$/);
    for (const option of ['Forward', 'Goalkeeper']) {
      await host.getByRole('button', { name: 'Add option' }).click();
      await options.last().fill(option);
    }
    await dismissToasts(host);
    await host.getByRole('button', { name: 'Create Game', exact: true }).click();
    await toast(host, 'Game Created Successfully');
    await host.waitForURL((url) => url.pathname.startsWith('/game/'));
    const created = (await call(`/api/games?q=${encodeURIComponent(title)}`)).body.games as {
      questions: { options: string[] }[];
    }[];
    expect(created[0]!.questions[0]!.options).toEqual(['Forward', 'Goalkeeper']);
  });
});

describe("the host's UPI ID on screen", () => {
  it('is not in the FAQ for a visitor, is for the host, and the edit form keeps it', async () => {
    const payFaq = (page: Page) => page.locator('details.faq').filter({ hasText: 'How do I pay?' });
    await visitor.goto(`/game/${gameId}`);
    await payFaq(visitor).locator('summary').click();
    expect(await payFaq(visitor).innerText()).not.toContain(UPI);
    await host.goto(`/game/${gameId}`);
    await payFaq(host).locator('summary').click();
    await expect.poll(() => payFaq(host).innerText()).toContain(`UPI: ${UPI}`);
    await host.goto(`/edit-game/${gameId}`);
    await expect.poll(() => host.getByLabel('Your UPI ID (optional)').inputValue()).toBe(UPI);
  });
});

describe('the manage page', () => {
  it('lists pending requests first, then the decided ones', async () => {
    await host.goto(`/game/${gameId}/manage`);
    const names = host.locator('.request-list > li .request-title');
    await names.nth(1).waitFor();
    expect((await names.allInnerTexts()).map((name) => name.trim())).toEqual(['Kavya Later', 'Rahul Early']);
    expect(people.errors.host).toEqual([]);
    expect(people.errors.visitor).toEqual([]);
  });
});

describe('the game page while it loads', () => {
  it("shows the page's shape (cover and lines) and tells screen readers it is loading, not a bare 'Loading...'", async () => {
    await host.goto('/host');
    const link = host.getByRole('list', { name: 'My Games' }).getByRole('link', { name: TITLE, exact: true });
    await link.waitFor();
    // Hold the game's answer until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gameCall = new RegExp(`/api/games/${gameId}$`);
    await host.route(gameCall, async (route) => {
      await held;
      await route.continue();
    });
    await link.click();
    await host.locator('.game-page-cover-skeleton').waitFor();
    expect(await host.locator('article.game-page[aria-busy="true"] [role="status"]').innerText()).toBe('Loading...');
    expect(await host.locator('main p.loading').count()).toBe(0);
    release();
    await host.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    expect(await host.locator('.game-page-cover-skeleton').count()).toBe(0);
    await host.unroute(gameCall);
  });
});

describe('the avatar in the top bar', () => {
  it('changes once as the profile loads: a plain circle, then the face or the initials', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await host.route(/\/api\/me$/, async (route) => {
      await held;
      await route.continue();
    });
    await host.reload();
    const avatar = host.locator('.user-menu-button .avatar');
    await host.locator('.user-menu-button .avatar-pending').waitFor();
    expect(await avatar.innerText()).toBe('');
    release();
    await host.locator('.user-menu-button .avatar:not(.avatar-pending)').waitFor();
    const shown = await avatar.evaluate(
      (element) => element.querySelector('img')?.getAttribute('src') ?? element.textContent,
    );
    expect(shown === 'PS' || shown?.startsWith('/') || shown?.startsWith('http')).toBe(true);
    await host.unroute(/\/api\/me$/);
  });
});
