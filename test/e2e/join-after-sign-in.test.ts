import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@shared/rules/game-time';
import { phonePeople, submitSignIn } from '../support/browser';
import { signInLocal } from '../support/local-auth';
import { appUrl, callbackPath, outbox, toast, uniqueEmail } from './auth-helpers';

// Joining smoothly: a signed-out visitor who taps Join signs in (or signs up) and comes
// back to the game with the join dialog open; a new account's confirmation link signs it in
// straight away (Amplify's auto sign-in in the tab that signed up) with 'Welcome!', and a new
// account picks its sports, level and city before it is back at the game.
const PASSWORD = 'Yaktiv2026';
const HOST = 'vikram@demo.yaktiv.test';
const PLAYER = 'rahul@demo.yaktiv.test';
const TITLE = `Come Back Cricket ${Math.random().toString(36).slice(2, 8)}`;

const people = phonePeople(appUrl);
let gameId: string;

beforeAll(async () => {
  const token = (await signInLocal(appUrl, HOST, PASSWORD)).AccessToken;
  const date = new Date(`${todayInIndia()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 5);
  const response = await fetch(`${appUrl}/api/games`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: TITLE,
      sport: 'cricket',
      location: 'Cubbon Park Nets, Bengaluru',
      maps_link: '12.9763,77.5929',
      game_date: date.toISOString().slice(0, 10),
      game_time: '06:30',
      max_players: 12,
      price: 0,
    }),
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  gameId = body.id;
});

afterAll(async () => {
  for (const [who, list] of Object.entries(people.errors)) expect(list, who).toEqual([]);
  await people.close();
});

describe('Join while signed out', () => {
  it('goes to sign-in (with sign-up offered), then back to the game with the join dialog open, once', async () => {
    const page = await people.open('visitor');
    await page.goto(`/game/${gameId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Join this game' })
      .getByRole('button', { name: 'Join', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/auth');
    const next = new URL(page.url()).searchParams.get('next');
    expect(next).toBe(`/game/${gameId}?join=1`);
    // Sign-up is offered here and keeps the way back.
    const signUp = page.getByRole('link', { name: 'Create an account' });
    expect(new URL((await signUp.getAttribute('href'))!, appUrl).searchParams.get('next')).toBe(next);

    await submitSignIn(page, PLAYER, PASSWORD);
    await page.waitForURL((url) => url.pathname === `/game/${gameId}`);
    const dialog = page.getByRole('dialog', { name: 'Confirm Join Request' });
    await dialog.waitFor();
    expect(await dialog.getByText(TITLE).first().isVisible()).toBe(true);
    // The intent is spent: the address no longer asks for the dialog, so a reload does not reopen it.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Join this game' })
      .getByRole('button', { name: 'Join', exact: true })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

type Page = import('playwright-core').Page;

/** The welcome of a new account: sports and level on one screen, then one tap on a city. */
async function pickSportsLevelAndCity(page: Page) {
  await page.waitForURL((url) => url.pathname === '/welcome');
  await page.getByRole('heading', { name: /What do you play\?/ }).waitFor();
  await page.getByText('Step 1 of 2').waitFor();
  await page.getByRole('checkbox', { name: 'Football' }).check();
  await page.getByRole('checkbox', { name: 'Badminton' }).check();
  await page.getByRole('radio', { name: 'Beginner' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Where do you play?' }).waitFor();
  await page.getByRole('button', { name: 'Pune' }).click();
}

async function signUp(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Tara Menon');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Str0ngPass!');
  await page.getByLabel('Confirm password').fill('Str0ngPass!');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
}

describe('the confirmation link of a new account', () => {
  it('opened in another tab: signed in at once with Welcome!, back at the game with the join dialog open', async () => {
    const page = await people.open('newcomer');
    const email = uniqueEmail('tara');
    await page.goto(`/game/${gameId}`);
    await page
      .getByRole('region', { name: 'Join this game' })
      .getByRole('button', { name: 'Join', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await signUp(page, email);

    const [mail] = await outbox(email);
    const linkTab = await page.context().newPage();
    people.errors['newcomer link tab'] = [];
    await linkTab.goto(callbackPath(mail!.text));
    await toast(linkTab, 'Welcome!', 'Your account is ready');
    expect(await linkTab.locator('.toast-title', { hasText: 'Welcome back!' }).count()).toBe(0);
    await pickSportsLevelAndCity(linkTab);
    await linkTab.waitForURL((url) => url.pathname === `/game/${gameId}`);
    await linkTab.getByRole('dialog', { name: 'Confirm Join Request' }).waitFor();
    // The tab that signed up is signed in too and moves on to the game.
    await page.waitForURL((url) => url.pathname === `/game/${gameId}`);
  });

  it('opened in another browser: confirmed, sign-in with the e-mail filled in, the welcome, then the game', async () => {
    const page = await people.open('signs up here');
    const email = uniqueEmail('tara');
    await page.goto(`/auth/signup?next=${encodeURIComponent(`/game/${gameId}?join=1`)}`);
    await signUp(page, email);
    const [mail] = await outbox(email);
    const elsewhere = await people.open('opens the link elsewhere');
    await elsewhere.goto(callbackPath(mail!.text));
    await toast(elsewhere, 'Email confirmed', 'Sign in to continue.');
    await elsewhere.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'signin');
    expect(await elsewhere.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await submitSignIn(elsewhere, email, 'Str0ngPass!');
    await pickSportsLevelAndCity(elsewhere);
    await elsewhere.waitForURL((url) => url.pathname === `/game/${gameId}`);
    await elsewhere.getByRole('dialog', { name: 'Confirm Join Request' }).waitFor();
    // What was picked is the player's profile now, not just this browser's memory.
    const token = (await signInLocal(appUrl, email, 'Str0ngPass!')).AccessToken;
    const me = await (await fetch(`${appUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(me).toMatchObject({ sports: ['football', 'badminton'], skill_level: 'beginner', city: 'pune' });
    // Having picked, the welcome has nothing more to ask: it moves straight on.
    await elsewhere.goto(`/welcome?next=${encodeURIComponent('/my-requests')}`);
    await elsewhere.waitForURL((url) => url.pathname === '/my-requests');
  });

  it('the welcome can be skipped', async () => {
    const page = await people.open('skips the welcome');
    const email = uniqueEmail('tara');
    await page.goto('/auth/signup');
    await signUp(page, email);
    const [mail] = await outbox(email);
    // Opened in the tab that signed up (it is no longer waiting): confirmed, then sign in.
    await page.goto(callbackPath(mail!.text));
    await page.waitForURL((url) => url.searchParams.get('mode') === 'signin');
    await submitSignIn(page, email, 'Str0ngPass!');
    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
