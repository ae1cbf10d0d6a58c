import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { apiClient } from '../support/games-client';
import { appUrl, toast } from './auth-helpers';
import { createGameAs, demoTokens, randomWord, signIn } from './games-helpers';
import { FRESH_PASSWORD, freshUser } from '../support/fresh-user';

// Phone-sized against `npm start`: a game two players reported is on /admin/reports; the
// operator takes it down and it is gone from Discover. A community's host reports an abusive
// review from the community page; the operator removes it and the community's rating follows.
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

describe('moderating a reported review', () => {
  let host: Page;
  let communityId = '';
  let hostEmail = '';

  beforeAll(async () => {
    const [owner, writer, fan] = await Promise.all([
      freshUser(appUrl, 'host', 'Review Host'),
      freshUser(appUrl, 'player', 'Rude Writer'),
      freshUser(appUrl, 'player', 'Happy Member'),
    ]);
    hostEmail = owner.email;
    const created = await call('/api/communities', {
      method: 'POST',
      token: owner.token,
      body: { name: `Reviewed Runners ${randomWord(6)}`, sports: ['run'], location: 'Cubbon Park, Bengaluru' },
    });
    expect(created.status).toBe(201);
    communityId = created.body.community.id;
    for (const [who, rating, text] of [
      [fan, 5, 'Lovely early runs'],
      [writer, 1, 'Everyone here is a loser'],
    ] as const) {
      expect((await call(`/api/communities/${communityId}/members`, { method: 'POST', token: who.token })).status).toBe(
        200,
      );
      const body = { rating, review_text: text };
      expect(
        (await call(`/api/communities/${communityId}/reviews/me`, { method: 'PUT', token: who.token, body })).status,
      ).toBe(200);
    }
    host = await people.open('host');
  }, 60_000);

  it('the host reports the review from the community page, once', async () => {
    await signIn(host, hostEmail, FRESH_PASSWORD);
    await host.goto(`/community/${communityId}`);
    await host.getByRole('tab', { name: 'Reviews' }).click();
    await host.getByText('3.0 · 2 reviews').first().waitFor();
    await host.getByRole('button', { name: 'Report review by Rude Writer' }).click();
    const dialog = host.getByRole('dialog', { name: "Report Rude Writer's review" });
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Please choose why you are reporting this review').waitFor();
    await dialog.getByLabel('Why are you reporting it?').selectOption('abusive');
    await dialog.getByLabel('Note for the moderators (optional)').fill('Insults every member');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await toast(host, 'Report sent');
    await host.getByText('Reported to the moderators').waitFor();
    expect(await host.getByRole('button', { name: 'Report review by Happy Member' }).count()).toBe(1);
    expect(errors.host).toEqual([]);
  });

  it('the admin removes it, and the community is rated on the review that stays', async () => {
    await admin.goto('/admin/reports');
    const card = admin.getByRole('article', { name: /Rude Writer's review of Reviewed Runners/ });
    await card.getByText('Everyone here is a loser').waitFor();
    await card.getByText('Abusive or hateful').waitFor();
    await card.getByText('Insults every member', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Remove review' }).click();
    await card.getByRole('button', { name: 'Confirm remove' }).click();
    await toast(admin, 'The review was removed');
    await card.waitFor({ state: 'detached' });

    await host.reload();
    await host.getByRole('tab', { name: 'Reviews' }).click();
    await host.getByText('5.0 · 1 review').first().waitFor();
    expect(await host.getByText('Everyone here is a loser').count()).toBe(0);
    expect(errors.admin).toEqual([]);
    expect(errors.host).toEqual([]);
  });
});
