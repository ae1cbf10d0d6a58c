import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { appUrl, createConfirmedAccount, toast, uniqueEmail } from './auth-helpers';
import { DEMO_PASSWORD, dismissToasts, fillGameForm, indiaDatePlus, randomWord, signIn } from './games-helpers';

// Phone-sized against `npm start`: a player applies at /become-host, the seeded operator
// approves on /admin/host-applications (a page everyone else gets as not-found), and the player —
// after a reload, which refreshes the session — creates a game.
const PLAYER = { email: uniqueEmail('applicant'), name: `Kiran Applicant ${randomWord(4)}` };
const ADMIN_EMAIL = 'admin@demo.yaktiv.test';
const TITLE = `First Hosted Cricket ${randomWord(6)}`;

const people = phonePeople(appUrl);
const { errors } = people;
let player: Page;
let admin: Page;

beforeAll(async () => {
  await createConfirmedAccount(PLAYER.email, DEMO_PASSWORD, PLAYER.name, 'player');
  [player, admin] = [await people.open('player'), await people.open('admin')];
});
afterAll(() => people.close());

describe('applying', () => {
  it('signed out, /become-host asks to sign in; the admin page is the not-found page', async () => {
    await player.goto('/become-host');
    await player.getByText('Sign in to apply as a host.').waitFor();
    expect(await player.getByRole('link', { name: 'Sign In' }).last().getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent('/become-host')}`,
    );
    await player.goto('/admin/host-applications');
    await player.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  });

  it('a player sends the form (a missing sport is caught first) and sees it pending', async () => {
    await signIn(player, PLAYER.email);
    // A signed-in player who isn't an admin gets not-found too, and no admin link anywhere.
    await player.goto('/admin/reports');
    await player.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();

    await player.goto('/become-host');
    await player.getByRole('heading', { name: 'Become a Host', level: 1 }).waitFor();
    await player.getByLabel('City', { exact: true }).fill('Bengaluru');
    await player
      .getByLabel('Experience', { exact: true })
      .fill('I have organised weekend cricket in Cubbon Park for three years.');
    await player.getByLabel('Why do you want to host?', { exact: true }).fill('To fill our Sunday matches');
    await player.getByLabel('Phone', { exact: true }).fill('98450 12345');
    await player.getByRole('button', { name: 'Send application' }).click();
    await toast(player, 'Validation Error', 'Please select at least one sport');
    expect(await player.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('football');

    await player.getByRole('checkbox', { name: 'Cricket' }).check();
    await player.getByRole('button', { name: 'Send application' }).click();
    await player.getByRole('heading', { name: 'Application received' }).waitFor();
    await player.reload();
    await player.getByRole('heading', { name: 'Application received' }).waitFor();
  });
});

describe('deciding', () => {
  it('the demo admin approves it from /admin/host-applications with the keyboard', async () => {
    await signIn(admin, ADMIN_EMAIL);
    await admin.goto('/admin/host-applications');
    await admin.getByRole('heading', { name: 'Host applications', level: 1 }).waitFor();
    const card = admin.getByRole('article', { name: PLAYER.name });
    await card.waitFor();
    await card.getByText('Cubbon Park', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Approve' }).focus();
    await admin.keyboard.press('Enter');
    await toast(admin, `${PLAYER.name} is a host now`);
    await card.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Approved' }).click();
    await admin.getByRole('article', { name: PLAYER.name }).waitFor();
  });

  it('the player, after a reload, is a host and creates a game', async () => {
    await dismissToasts(player);
    await player.reload();
    await player.getByRole('heading', { name: 'You are a host now' }).waitFor();
    await player.getByRole('link', { name: 'Create Game' }).last().click();
    await player.waitForURL((url) => url.pathname === '/create-game');
    await player.getByRole('heading', { name: 'Create Game', level: 1 }).waitFor();
    await fillGameForm(player, {
      title: TITLE,
      sport: 'cricket',
      location: 'Cubbon Park, Bengaluru',
      mapsLink: 'https://www.google.com/maps?q=12.9763,77.5929',
      date: indiaDatePlus(5),
      time: '07:30',
      maxPlayers: '12',
      fee: '0',
    });
    await player.getByRole('button', { name: 'Create Game', exact: true }).click();
    await toast(player, 'Game Created Successfully', `${TITLE} is now listed for players.`);
    await player.waitForURL((url) => url.pathname.startsWith('/game/'));
    await player.goto('/become-host');
    await player.getByRole('heading', { name: 'You are a host now' }).waitFor();
    expect(errors.player).toEqual([]);
    expect(errors.admin).toEqual([]);
  });
});
