import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { apiClient } from '../support/games-client';
import { appUrl, toast } from './auth-helpers';
import { createGameAs, demoTokens, randomWord, signIn } from './games-helpers';

// Phone-sized against `npm start`: a game two players reported is on /admin/reports; the
// operator takes it down and it is gone from Discover.
const TITLE = `Reported Badminton ${randomWord(6)}`;
const { call } = apiClient(appUrl);

const people = phonePeople(appUrl);
const { errors } = people;
let admin: Page;
let gameId = '';

beforeAll(async () => {
  const [priya, rahul, ananya] = await demoTokens('priya', 'rahul', 'ananya');
  gameId = (await createGameAs(priya, { title: TITLE, sport: 'badminton' })).id;
  for (const [t, reason] of [
    [rahul, 'Same game posted twice'],
    [ananya, 'The venue is closed'],
  ] as const) {
    expect((await call(`/api/games/${gameId}/reports`, { method: 'POST', token: t, body: { reason } })).status).toBe(
      202,
    );
  }
  admin = await people.open('admin');
});
afterAll(() => people.close());

describe('moderating a reported game', () => {
  it('is listed on Discover before', async () => {
    await admin.goto(`/discover?q=${encodeURIComponent(TITLE)}`);
    await admin.getByRole('link', { name: TITLE, exact: true }).first().waitFor();
  });

  it('the admin sees it with both reasons and takes it down; it leaves Discover', async () => {
    await signIn(admin, 'admin@demo.yaktiv.test');
    await admin.goto('/admin/reports');
    await admin.getByRole('heading', { name: 'Reported games', level: 1 }).waitFor();
    const card = admin.getByRole('article', { name: TITLE });
    await card.getByText('2 reports').waitFor();
    await card.getByText('Same game posted twice').waitFor();
    await card.getByText('The venue is closed').waitFor();
    await card.getByLabel('Note to the host (optional)').fill('Duplicate listing');
    await card.getByRole('button', { name: 'Take down' }).click();
    await card.getByRole('button', { name: 'Confirm take down' }).click();
    await toast(admin, 'The game was taken down');
    await card.waitFor({ state: 'detached' });

    await admin.goto(`/discover?q=${encodeURIComponent(TITLE)}`);
    await admin.getByRole('heading', { name: 'No events found' }).waitFor();
    expect(await admin.getByRole('link', { name: TITLE, exact: true }).count()).toBe(0);
    expect((await call(`/api/games/${gameId}`)).body.status).toBe('cancelled');
    expect(errors.admin).toEqual([]);
  });
});
