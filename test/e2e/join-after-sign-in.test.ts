import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../shared/rules/game-time';
import { phonePeople } from '../support/browser';
import { signInLocal } from '../support/local-auth';
import { appUrl } from './auth-helpers';

// Issue 14, joining smoothly: a signed-out visitor who taps Join signs in (or is offered sign-up)
// and comes back to the game with the join dialog open.
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
    body: JSON.stringify({ title: TITLE, sport: 'cricket', location: 'Cubbon Park Nets, Bengaluru', maps_link: '12.9763,77.5929', game_date: date.toISOString().slice(0, 10), game_time: '06:30', max_players: 12, price: 0 }),
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
    await page.getByRole('region', { name: 'Join this game' }).getByRole('button', { name: 'Join', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    const next = new URL(page.url()).searchParams.get('next');
    expect(next).toBe(`/game/${gameId}?join=1`);
    // Sign-up is offered here and keeps the way back.
    const signUp = page.getByRole('link', { name: 'Create an account' });
    expect(new URL((await signUp.getAttribute('href'))!, appUrl).searchParams.get('next')).toBe(next);

    await page.getByLabel('Email', { exact: true }).fill(PLAYER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/game/${gameId}`);
    const dialog = page.getByRole('dialog', { name: 'Confirm Join Request' });
    await dialog.waitFor();
    expect(await dialog.getByText(TITLE).first().isVisible()).toBe(true);
    // The intent is spent: the address no longer asks for the dialog, so a reload does not reopen it.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Join this game' }).getByRole('button', { name: 'Join', exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
