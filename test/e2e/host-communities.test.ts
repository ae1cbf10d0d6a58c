import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople, submitSignIn } from '../support/browser';
import { appUrl, createHostAndPlayer, toast, uniqueEmail } from './auth-helpers';
import { dismissToasts, randomWord, signIn } from './games-helpers';

// Communities on the host dashboard (/host), phone-sized against the real local stack: a signed-out
// visitor gets the overlay and comes back after signing in; a player gets the Become a Host promo;
// a host starts a community that approves its members from /host, a player asks to join, the
// owner approves the request on /host and the player is a member.
// No demo community requires approval and demo hosts may already own their one community, so
// the host is a fresh account.
const NAME = `Lalbagh Striders ${randomWord(6)}`;
const HOST = { email: uniqueEmail('dashboard-host'), name: 'Nisha Dashboard Host' };
const PLAYER = { email: uniqueEmail('dashboard-player'), name: 'Dev Dashboard Player' };

const people = phonePeople(appUrl);
const { errors } = people;
let host: Page;
let player: Page;
let communityId = '';

beforeAll(async () => {
  await createHostAndPlayer(HOST, PLAYER);
  [host, player] = [await people.open('host'), await people.open('player')];
});
afterAll(() => people.close());

describe('who sees what on /host', () => {
  it('a signed-out visitor sees the overlay; Back leaves, Sign In comes back to /host', async () => {
    await host.goto('/host');
    const overlay = host.getByRole('dialog', { name: 'Sign in to see insights of your community' });
    await overlay.waitFor();
    // Opened directly there is no previous page: Back goes home.
    await overlay.getByRole('button', { name: 'Back' }).click();
    await host.waitForURL((url) => url.pathname === '/');

    await host.goto('/host');
    await overlay.getByRole('link', { name: 'Sign In' }).click();
    await host.waitForURL((url) => url.pathname === '/auth');
    await submitSignIn(host, HOST.email);
    await host.waitForURL((url) => url.pathname === '/host');
    await host.getByRole('heading', { name: 'Host Dashboard', level: 1 }).waitFor();
    // A fresh host: the dashboard says there is nothing yet rather than showing made-up figures,
    // and My Games' empty state offers Create Game too (beside the header's).
    await host.getByRole('heading', { name: 'No games yet' }).waitFor();
    const createGame = host.getByRole('link', { name: 'Create Game' });
    expect(await createGame.count()).toBe(2);
    for (const link of await createGame.all()) expect(await link.getAttribute('href')).toBe('/create-game');
  });

  it('a signed-in player sees the Become a Host promo', async () => {
    await signIn(player, PLAYER.email);
    await player.goto('/host');
    await player.getByRole('heading', { name: 'Become a Host', level: 1 }).waitFor();
    expect(await player.getByRole('link', { name: 'Apply as Host' }).getAttribute('href')).toBe('/become-host');
    await player.getByText('Free to apply • Get approved in 24 hours').waitFor();
    expect(await player.getByRole('heading', { name: 'Host Dashboard' }).count()).toBe(0);
  });
});

describe('the owner approves a join request from /host', () => {
  it('a host without a community starts one from New Community', async () => {
    await host.getByRole('tab', { name: 'Communities' }).click();
    await host.waitForURL((url) => url.search === '?tab=communities');
    await host.getByText('You have no community yet.', { exact: false }).waitFor();
    await host.getByRole('link', { name: 'New Community' }).click();
    await host.waitForURL((url) => url.pathname === '/create-community');
    await host.getByLabel('Community name', { exact: true }).fill(NAME);
    await host.getByRole('checkbox', { name: 'Football' }).check();
    await host.getByLabel('Location', { exact: true }).fill('Lalbagh, Bengaluru');
    await host.getByRole('checkbox', { name: 'I approve who joins' }).check();
    await host.getByRole('button', { name: 'Create Community' }).click();
    await host.waitForURL((url) => /^\/community\/[^/]+$/.test(url.pathname));
    communityId = decodeURIComponent(new URL(host.url()).pathname.split('/')[2]!);

    await host.goto('/host?tab=communities');
    await host.getByRole('heading', { name: NAME, level: 3 }).waitFor();
    // One community per account: no New Community any more; Edit and View lead to it.
    expect(await host.getByRole('link', { name: 'New Community' }).count()).toBe(0);
    expect(await host.getByRole('link', { name: `Edit ${NAME}` }).getAttribute('href')).toBe(
      `/community/${communityId}/edit`,
    );
    expect(await host.getByRole('link', { name: `View ${NAME}` }).getAttribute('href')).toBe(
      `/community/${communityId}`,
    );
    await host.getByText('No pending requests.').waitFor();
  });

  it('a player requests to join and the owner approves it on /host', async () => {
    await player.goto(`/community/${communityId}`);
    await player.getByRole('button', { name: 'Request to Join' }).click();
    await player.getByRole('dialog', { name: 'Request to Join' }).getByRole('button', { name: 'Send Request' }).click();
    await player.getByText('Request Pending').waitFor();

    await host.reload();
    await host.getByText('1 pending join request').waitFor();
    await dismissToasts(host);
    await host.getByRole('button', { name: `Approve ${PLAYER.name}` }).click();
    await toast(host, 'Request approved');
    await host.getByText('No pending requests.').waitFor();
    await host.getByText('No pending join requests').waitFor();
    await host.getByText('2 members', { exact: false }).waitFor();

    // The player is now a member of the community.
    await player.reload();
    await player.getByRole('button', { name: 'Leave Community' }).waitFor();
    await player.getByRole('tab', { name: 'Members' }).click();
    await player.getByRole('list', { name: 'Members' }).getByText(PLAYER.name).waitFor();
    expect(errors.host).toEqual([]);
    expect(errors.player).toEqual([]);
  });
});
