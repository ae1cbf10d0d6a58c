import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople, submitSignIn } from '../support/browser';
import { appUrl, createHostAndPlayer, expectErrors, outbox, toast, uniqueEmail } from './auth-helpers';
import { apiAs, coverJpegFile, dismissToasts, fillGameForm, indiaDatePlus, randomWord } from './games-helpers';
import { freshUser } from '../support/fresh-user';

// The communities' browser journey on phone-sized screens against the real local stack: a host creates
// a community with a picture → it is listed with NEW and found by search → a signed-out visitor
// is sent to sign in and comes back → as a player they request to join → the admin approves →
// the player reviews → the owner lists a game under it from the game form and its Events tab shows
// it → the owner edits → the owner deletes it and it leaves the list and search. A busy community
// shows its first members, reviews and upcoming games and the rest a page at a time.
// The host is a fresh account: demo hosts may already own their one community.
const word = randomWord(6);
const NAME = `Cubbon Kickers ${word}`;
const EDITED_NAME = `Cubbon Park Kickers ${word}`;
const HOST = { email: uniqueEmail('community-host'), name: 'Meera Community Host' };
const PLAYER = { email: uniqueEmail('community-player'), name: 'Kabir Community Player' };
const GAME_TITLE = `Cubbon Sunday Match ${word}`;
const REVIEW = 'Friendly games every Sunday and the admin keeps teams fair.';

const people = phonePeople(appUrl);
const { errors } = people;
let host: Page;
let player: Page;
let communityId = '';

const card = (page: Page, name: string) =>
  page.locator('article.community-card').filter({ has: page.getByRole('link', { name, exact: true }) });

beforeAll(async () => {
  await createHostAndPlayer(HOST, PLAYER);
  [host, player] = [await people.open('host', { signedInAs: HOST.email }), await people.open('player')];
});
afterAll(() => people.close());

describe('a host creates a community and people find it', () => {
  it('creates it from the list’s add button, with the form messages and a profile picture', async () => {
    await host.goto('/community');
    await host.getByRole('link', { name: 'Create a community' }).click();
    await host.waitForURL((url) => url.pathname === '/create-community');
    await host.getByRole('heading', { name: 'Create Community', level: 1 }).waitFor();

    // Nothing filled: the shared schema's messages, the first in a toast and focused.
    await host.getByRole('button', { name: 'Create Community' }).click();
    await toast(host, 'Validation Error', 'Community name is required');
    await expectErrors(host, { 'Community name': 'Community name is required', Location: 'Location is required' });
    await host.getByText('Please select at least one sport').waitFor();
    await host.getByLabel('Community name', { exact: true }).fill('ab');
    await host.getByRole('button', { name: 'Create Community' }).click();
    await expectErrors(host, { 'Community name': 'Community name must be at least 3 characters' });

    // A file of the wrong type is refused before anything is sent.
    await host
      .getByLabel('Profile image (optional)')
      .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await toast(host, 'Please select a JPG, PNG, or WebP image');

    await host.getByLabel('Community name', { exact: true }).fill(`  ${NAME}  `);
    await host.getByRole('checkbox', { name: 'Football' }).check();
    await host.getByLabel('Location', { exact: true }).fill('Cubbon Park, Bengaluru');
    await host.getByLabel('Description (optional)', { exact: true }).fill('Sunday morning football for all levels.');
    await host.getByRole('checkbox', { name: 'I approve who joins' }).check();
    await host.getByLabel('Profile image (optional)').setInputFiles(coverJpegFile(300, 300));
    const preview = host.getByRole('img', { name: 'Profile image preview' });
    await preview.waitFor({ timeout: 25_000 });
    expect(await preview.getAttribute('src')).toMatch(/^\/media\//);

    await dismissToasts(host);
    await host.getByRole('button', { name: 'Create Community' }).click();
    await host.waitForURL((url) => /^\/community\/[^/]+$/.test(url.pathname));
    communityId = decodeURIComponent(new URL(host.url()).pathname.split('/')[2]!);
    await host.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    // The owner manages instead of joining, and the picture is the processed one.
    await host.getByRole('link', { name: 'Manage Community' }).waitFor();
    expect(await host.locator('.community-header .community-image img').getAttribute('src')).toMatch(/^\/media\//);
    expect(errors.host).toEqual([]);
  });

  it('is listed with the NEW badge and the age label New, and search on the list finds it', async () => {
    await player.goto('/community');
    await card(player, NAME).waitFor();
    expect(await card(player, NAME).locator('.badge-new').innerText()).toBe('NEW');
    expect(await card(player, NAME).innerText()).toContain('1 member');
    expect(await card(player, NAME).locator('abbr').innerText()).toBe('New');

    await player.getByRole('searchbox', { name: 'Search communities' }).fill(word);
    await player.waitForURL((url) => url.searchParams.get('q') === word);
    await expect.poll(() => player.locator('article.community-card').count(), { timeout: 10_000 }).toBe(1);
    await player.getByLabel('Sport').selectOption('cricket');
    await player.getByText('No communities found').waitFor();
    await player.getByRole('button', { name: 'Clear search and filter' }).click();
    await card(player, NAME).waitFor();
  });

  it('the search overlay’s hit opens the community page', async () => {
    await player.getByRole('button', { name: 'Search', exact: true }).click();
    const overlay = player.getByRole('dialog', { name: 'Search' });
    // The search index is kept by an event consumer: allow it a moment before typing.
    await expect
      .poll(
        async () =>
          (
            (await (await player.request.get(`/api/search?q=${word}`)).json()) as {
              results: { kind: string; id: string }[];
            }
          ).results.filter((r) => r.kind === 'community' && r.id === communityId).length,
        { timeout: 15_000 },
      )
      .toBe(1);
    await overlay.getByRole('searchbox', { name: 'Search sports, place or community' }).fill(word);
    await overlay.getByRole('heading', { name: 'Search Results (1)' }).waitFor();
    await overlay.getByRole('link', { name: new RegExp(NAME) }).click();
    await player.waitForURL((url) => url.pathname === `/community/${communityId}`);
    await player.getByRole('heading', { name: NAME, level: 1 }).waitFor();
  });
});

describe('a player asks to join, the admin approves, the player reviews', () => {
  it('a signed-out visitor is told to sign in and comes back to the community', async () => {
    await player.getByRole('button', { name: 'Request to Join' }).click();
    await toast(player, 'Authentication Required', 'Please sign in to join this community');
    await player.waitForURL((url) => url.pathname === '/auth');
    await submitSignIn(player, PLAYER.email);
    await player.waitForURL((url) => url.pathname === `/community/${communityId}`);
    await player.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    // Not a member yet: no review button.
    expect(await player.getByRole('button', { name: 'Write a Review' }).count()).toBe(0);
  });

  it('requests to join through the confirmation dialog and waits', async () => {
    await dismissToasts(player);
    await player.getByRole('button', { name: 'Request to Join' }).click();
    const dialog = player.getByRole('dialog', { name: 'Request to Join' });
    await dialog.waitFor();
    // Focus starts on the safe answer.
    expect(await player.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(player, 'Request sent! The community admin will review it.');
    await player.getByText('Request Pending').waitFor();
    // The admin is told by e-mail.
    await outbox(HOST.email, (messages) => messages.some((m) => m.text.includes(PLAYER.name) || m.text.includes(NAME)));
  });

  it('the admin approves it from the Members tab', async () => {
    await host.reload();
    await host.getByRole('tab', { name: 'Members' }).click();
    await host.getByRole('button', { name: `Approve ${PLAYER.name}` }).click();
    await toast(host, 'Request approved');
    await host.getByText('No pending requests.').waitFor();
    await host.getByRole('list', { name: 'Members' }).getByText(PLAYER.name).waitFor();
    // The player is told by e-mail.
    await outbox(PLAYER.email, (messages) => messages.some((m) => m.text.includes(NAME)));
    expect(errors.host).toEqual([]);
  });

  it('the member writes a review (rating 4) and sees it with the average', async () => {
    await player.reload();
    await player.getByRole('button', { name: 'Leave Community' }).waitFor();
    await dismissToasts(player);
    await player.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = player.getByRole('dialog', { name: 'Write a Review' });
    await dialog.waitFor();
    // 5 stars by default.
    expect(await dialog.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByLabel('Your review').fill(REVIEW);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await toast(player, 'Review submitted! Thank you for your feedback');
    await dialog.waitFor({ state: 'detached' });
    await player.getByRole('tab', { name: 'Reviews' }).click();
    await player.getByText(REVIEW).waitFor();
    await player.getByText('4.0 · 1 review').waitFor();
    expect(errors.player).toEqual([]);
  });
});

describe('the owner lists a game under the community', () => {
  it('creates a game with Community chosen in the game form; the Events tab lists it and the game page links back', async () => {
    await host.goto('/create-game');
    await host.getByRole('heading', { name: 'Create Game', level: 1 }).waitFor();
    await fillGameForm(host, { title: GAME_TITLE, sport: 'football' });
    // The host's communities arrive after the form: None first, then theirs by name.
    const community = host.getByLabel('Community', { exact: true });
    await community.waitFor({ timeout: 15_000 });
    expect(await community.inputValue()).toBe('');
    expect(await community.locator('option').allInnerTexts()).toEqual(['None', NAME]);
    await community.selectOption({ label: NAME });
    await fillGameForm(host, {
      location: 'Cubbon Park, Bengaluru',
      mapsLink: '12.9763,77.5929',
      date: indiaDatePlus(3),
      time: '07:30',
      maxPlayers: '14',
    });
    await dismissToasts(host);
    await host.getByRole('button', { name: 'Create Game', exact: true }).click();
    await host.waitForURL((url) => url.pathname.startsWith('/game/'));

    await player.goto(`/community/${communityId}`);
    await player.getByRole('tab', { name: 'Events' }).click();
    await player.getByRole('list', { name: 'Upcoming games' }).getByRole('link', { name: GAME_TITLE }).click();
    await player.waitForURL((url) => url.pathname.startsWith('/game/'));
    const gameId = decodeURIComponent(new URL(player.url()).pathname.split('/')[2]!);
    await player.getByRole('link', { name: `Part of ${NAME}` }).click();
    await player.waitForURL((url) => url.pathname === `/community/${communityId}`);

    // Editing the game starts from its community.
    await host.goto(`/edit-game/${encodeURIComponent(gameId)}`);
    const edited = host.getByLabel('Community', { exact: true });
    await edited.waitFor({ timeout: 15_000 });
    expect(await edited.inputValue()).toBe(communityId);
    // Back where the owner's steps below begin.
    await host.goto(`/community/${communityId}`);
    await host.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    expect(errors.host).toEqual([]);
    expect(errors.player).toEqual([]);
  });
});

describe('the owner edits and deletes the community', () => {
  it('edits the name from Manage Community and sees the change', async () => {
    await host.getByRole('link', { name: 'Manage Community' }).click();
    await host.waitForURL((url) => url.pathname === `/community/${communityId}/edit`);
    const name = host.getByLabel('Community name', { exact: true });
    await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe(NAME);
    expect(await host.getByRole('checkbox', { name: 'I approve who joins' }).isChecked()).toBe(true);
    await name.fill(EDITED_NAME);
    await host.getByRole('button', { name: 'Save Changes' }).click();
    await toast(host, 'Community updated successfully!');
    await host.waitForURL((url) => url.pathname === `/community/${communityId}`);
    await host.getByRole('heading', { name: EDITED_NAME, level: 1 }).waitFor();

    await player.reload();
    await player.getByRole('heading', { name: EDITED_NAME, level: 1 }).waitFor();
  });

  it('someone else cannot open the edit screen', async () => {
    await player.goto(`/community/${communityId}/edit`);
    // The player is not a host: the screen says who may manage communities.
    await player.getByText('Only hosts can create communities.', { exact: false }).waitFor();
    expect(await player.getByLabel('Community name', { exact: true }).count()).toBe(0);
  });

  it('deletes it after the confirmation; it leaves the list and search and its page says Community not found', async () => {
    await host.getByRole('link', { name: 'Manage Community' }).click();
    await host.waitForURL((url) => url.pathname === `/community/${communityId}/edit`);
    await host.getByRole('button', { name: 'Delete Community' }).click();
    const dialog = host.getByRole('dialog', { name: 'Delete Community' });
    await dialog.getByText('Delete this community? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await host.getByRole('button', { name: 'Delete Community' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(host, 'Community deleted');
    await host.waitForURL((url) => url.pathname === '/community');
    await host.locator('ul.community-grid[aria-busy="false"]').waitFor();
    expect(await card(host, EDITED_NAME).count()).toBe(0);

    await player.goto(`/community/${communityId}`);
    await player.getByRole('heading', { name: 'Community not found' }).waitFor();
    await player.getByRole('link', { name: 'Back to Communities' }).click();
    await player.waitForURL((url) => url.pathname === '/community');

    // Only the community leaves search: the game listed under it above stays (unlinked).
    await expect
      .poll(
        async () =>
          (
            (await (await player.request.get(`/api/search?q=${word}`)).json()) as { results: { kind: string }[] }
          ).results.filter((r) => r.kind === 'community').length,
        { timeout: 15_000 },
      )
      .toBe(0);
    expect(errors.host).toEqual([]);
    expect(errors.player).toEqual([]);
  });
});

describe("a busy community's members, reviews and games", () => {
  it('show the first page in their tabs and the rest on Load more, each person and game once', async () => {
    // A fresh host's community with 21 players who join and review it one after another.
    const joiners = 21;
    const owner = await freshUser(appUrl, 'host', 'Paging Owner');
    const created = await apiAs('/api/communities', owner.token, 'POST', {
      name: `Busy Ground ${word}`,
      sports: ['cricket'],
      location: 'Maidan, Kolkata',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.community.id as string;
    const players = await Promise.all(
      Array.from({ length: joiners }, (_, i) => freshUser(appUrl, 'player', `Busy Player ${i + 1}`)),
    );
    for (const [i, one] of players.entries()) {
      expect((await apiAs(`/api/communities/${id}/members`, one.token, 'POST')).status).toBe(200);
      const review = { rating: 1 + (i % 5), review_text: `Paged review ${i + 1}` };
      expect((await apiAs(`/api/communities/${id}/reviews/me`, one.token, 'PUT', review)).status).toBe(200);
    }

    await player.goto(`/community/${id}`);
    await player.getByRole('tab', { name: 'Members' }).click();
    const members = player.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await members.first().waitFor();
    expect(await members.count()).toBe(20);
    await player.getByRole('button', { name: 'Load more' }).click();
    await members.nth(joiners).waitFor();
    expect(await members.count()).toBe(joiners + 1);
    expect(await player.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const names = await members.allInnerTexts();
    for (const one of players)
      expect(
        names.filter((text) => text.includes(`${one.name}\n`)),
        one.name,
      ).toHaveLength(1);

    await player.getByRole('tab', { name: 'Reviews' }).click();
    const reviews = player.getByRole('list', { name: 'Reviews' }).locator('li.review-item');
    await reviews.first().waitFor();
    expect(await reviews.count()).toBe(10);
    // Newest first: the last to write is on top.
    expect(await reviews.first().innerText()).toContain(`Paged review ${joiners}`);
    for (const [page, total] of [
      [2, 20],
      [3, joiners],
    ] as const) {
      await player.getByRole('button', { name: 'Load more' }).click();
      await reviews.nth(total - 1).waitFor();
      expect(await reviews.count(), `page ${page}`).toBe(total);
    }
    expect(await player.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await reviews.last().innerText()).toContain('Paged review 1');

    // Seven games listed under it: the Events tab shows the soonest five, the last two on Load more.
    const titles: string[] = [];
    for (let day = 2; day <= 8; day++) {
      const title = `Busy Ground Match ${day} ${word}`;
      const game = await apiAs('/api/games', owner.token, 'POST', {
        title,
        sport: 'cricket',
        location: 'Maidan, Kolkata',
        maps_link: '22.5626,88.3430',
        game_date: indiaDatePlus(day),
        game_time: '07:00',
        max_players: 12,
        price: 0,
        community_id: id,
      });
      expect(game.status, JSON.stringify(game.body)).toBe(201);
      titles.push(title);
    }
    await player.reload();
    await player.getByRole('tab', { name: 'Events' }).click();
    const events = player.getByRole('list', { name: 'Upcoming games' }).getByRole('listitem');
    await events.first().waitFor();
    expect(await events.count()).toBe(5);
    await player.getByRole('button', { name: 'Load more' }).click();
    await events.nth(6).waitFor();
    expect(await player.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const shown = await events.allInnerTexts();
    expect(titles.map((title) => shown.findIndex((text) => text.includes(title)))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(errors.player).toEqual([]);
  }, 240_000);
});
