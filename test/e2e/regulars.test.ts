import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameDateTime } from '@shared/rules/game-time';
import { addDays, WEEKDAY_NAMES, weekdayOf } from '@shared/rules/series';
import { formatWhen } from '@web/lib/games/format';
import { phonePeople } from '../support/browser';
import { appUrl, toast } from './auth-helpers';
import { apiAs, demoTokens, fillGameForm, indiaDatePlus, randomWord, waitForSeriesDates } from './games-helpers';
import { overflowing, phoneScreenshot } from './overflow';
import { seriousAxeFindings } from '../support/axe';

// Regulars of a weekly game, in the browser on phones: the host makes a game repeat with the
// regulars' settings; a player joins as a regular and the host approves them on the regulars
// screen; the player holds a pass for every coming date and skips one in one tap, and the player
// waitlisted on that date is offered the spot. A visitor reads when a date kept for regulars opens
// to everyone; the host's 'This and following' edit changes the later dates and not an earlier one.
const people = phonePeople(appUrl);
const { errors } = people;
let host: Page;
let player: Page;

const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'regulars');
const word = randomWord();
const TITLE = `Weekly Turf Regulars ${word}`;
const FIRST = indiaDatePlus(3);
const WEEKDAY = WEEKDAY_NAMES[weekdayOf(FIRST)];
const TIME = '19:00';
const DATES = [0, 7, 14, 21].map((days) => addDays(FIRST, days));
/** The series' games by date, once the job has made them. */
const games: string[] = [];
/** The request of the player waitlisted on the first date. */
let kavyaRequest = '';

beforeAll(async () => {
  [host, player] = await Promise.all([
    people.open('host', { signedInAs: 'priya@demo.yaktiv.test' }),
    people.open('player', { signedInAs: 'rahul@demo.yaktiv.test' }),
  ]);
});
afterAll(() => people.close());

const noOverflow = async (page: Page) => expect((await overflowing(page)).out).toEqual([]);

describe('regulars of a weekly game', () => {
  it('the host makes a weekly game of two players with the regulars settings; its four dates are made', async () => {
    await host.goto('/create-game');
    await host.getByRole('heading', { name: 'Create Game', level: 1 }).waitFor();
    await fillGameForm(host, {
      title: TITLE,
      sport: 'football',
      location: 'HSR Layout Turf, Bengaluru',
      mapsLink: 'https://www.google.com/maps?q=12.9116,77.6474',
      date: FIRST,
      time: TIME,
      maxPlayers: '2',
      fee: '0',
    });
    const repeats = host.getByRole('group', { name: 'Repeats' });
    await repeats.getByRole('checkbox', { name: 'Repeat this game every week' }).check();
    // The regulars' settings start at their defaults; a week's head start keeps the first date open to all.
    const skip = repeats.getByLabel('Regulars can skip a game until');
    const opens = repeats.getByLabel('Opens to everyone');
    expect(await skip.inputValue()).toBe('24');
    expect(await opens.inputValue()).toBe('48');
    await opens.fill('200');
    await repeats.getByText('Enter whole hours from 0 to 168').waitFor();
    await opens.fill('168');
    expect(await repeats.getByText('Enter whole hours from 0 to 168').count()).toBe(0);
    await repeats.getByText(`Every ${WEEKDAY}, 4 times`).waitFor();
    await noOverflow(host);
    expect(await seriousAxeFindings(host, '.repeat-section')).toEqual([]);
    await repeats.screenshot({ path: join(SHOTS, 'repeats-section-390.png') });

    await host.getByRole('button', { name: 'Create Game', exact: true }).click();
    await toast(host, 'Game Created Successfully', `${TITLE} is now listed for players.`);
    await host.waitForURL((url) => url.pathname.startsWith('/game/'));
    const note = host.getByRole('region', { name: `Repeats every ${WEEKDAY}` });
    await waitForSeriesDates(host, note, 4);
    for (const link of await note.getByRole('link').all())
      games.push(decodeURIComponent((await link.getAttribute('href'))!.replace('/game/', '')));
    expect(await note.getByRole('link').allInnerTexts()).toEqual(
      DATES.map((date) => formatWhen(gameDateTime(date, TIME))),
    );
  });

  it('a player joins as a regular, the host approves them on the regulars screen, and they hold a pass for each date', async () => {
    const [priya, ananya, kavya] = await demoTokens('priya', 'ananya', 'kavya');
    // Ananya is in the first date already (with the regular it is full); Kavya asks while there is room.
    const ask = async (token: string, name: string) => {
      const asked = await apiAs(`/api/games/${games[0]}/join`, token, 'POST', {
        contactInfo: { name, email: `${name.toLowerCase()}.regulars.${word}@players.test` },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      return asked.body.joinRequestId as string;
    };
    const ananyaRequest = await ask(ananya, 'Ananya');
    kavyaRequest = await ask(kavya, 'Kavya');
    expect((await apiAs(`/api/requests/${ananyaRequest}/decision`, priya, 'POST', { action: 'accept' })).status).toBe(
      200,
    );

    await player.goto(`/game/${games[0]}`);
    const note = player.getByRole('region', { name: `Repeats every ${WEEKDAY}` });
    await note.getByRole('button', { name: 'Join as a regular' }).click();
    await toast(player, 'Asked to be a regular', 'You will be notified after the host approves you.');
    await note.getByText('Waiting for the host to approve you as a regular').waitFor();
    await noOverflow(player);

    await host.goto(`/game/${games[0]}`);
    await host.getByRole('button', { name: 'Game options' }).click();
    await host.getByRole('link', { name: 'Regulars' }).click();
    await host.waitForURL((url) => url.pathname === `/game/${games[0]}/regulars`);
    await host.getByRole('heading', { name: 'Regulars', level: 1 }).waitFor();
    const asking = host.getByRole('region', { name: 'Asking to be regulars' });
    const row = asking.getByRole('listitem').filter({ hasText: 'Rahul Verma' });
    await row.waitFor();
    await host.getByText('0 regulars of 2 players').waitFor();
    await noOverflow(host);
    await phoneScreenshot(host, join(SHOTS, 'host-regulars-pending-390.png'));
    const approve = row.getByRole('button', { name: 'Approve Rahul Verma' });
    expect((await approve.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await approve.click();
    await toast(host, 'Rahul Verma is a regular now');
    const regulars = host.getByRole('region', { name: 'Approved regulars' });
    await regulars.getByRole('listitem').filter({ hasText: 'Rahul Verma' }).waitFor();
    await host.getByText('1 regular of 2 players').waitFor();
    await regulars.getByRole('button', { name: 'Remove Rahul Verma from the regulars' }).waitFor();
    await noOverflow(host);
    expect(await seriousAxeFindings(host, '.regulars-screen')).toEqual([]);
    await phoneScreenshot(host, join(SHOTS, 'host-regulars-approved-390.png'));

    // Every coming date holds his request, each with its pass and the 'Regular' badge.
    await player.goto('/my-requests');
    const cards = player.locator('article.request-card').filter({ has: player.getByRole('link', { name: TITLE }) });
    await expect
      .poll(
        async () => {
          await player.reload();
          await player.locator('article.request-card').first().waitFor();
          return cards.filter({ hasText: 'Your Game Pass' }).count();
        },
        { timeout: 30_000, interval: 1_500 },
      )
      .toBe(4);
    expect(await cards.getByText('Regular', { exact: true }).count()).toBe(4);
    await noOverflow(player);
    await phoneScreenshot(player, join(SHOTS, 'my-requests-regular-390.png'));
  });

  it('the regular skips the full first date in one tap and the waitlisted player is offered the spot', async () => {
    const [priya, kavya] = await demoTokens('priya', 'kavya');
    // The first date is full now (Ananya and the regular): the host waitlists Kavya's request.
    const waitlisted = await apiAs(`/api/requests/${kavyaRequest}/decision`, priya, 'POST', { action: 'waitlist' });
    expect(waitlisted.status, JSON.stringify(waitlisted.body)).toBe(200);

    await player.goto(`/game/${games[0]}`);
    const note = player.getByRole('region', { name: `Repeats every ${WEEKDAY}` });
    await note.getByText("You're a regular").waitFor();
    await note.getByText(/^You can skip this game until /).waitFor();
    await note.getByRole('button', { name: 'Skip this game' }).click();
    await toast(player, "You're skipping this game", 'Your spot goes to the next player waiting.');
    await note.getByText("You're skipping this game", { exact: true }).waitFor();
    await note.getByRole('button', { name: "I'm in after all" }).waitFor();
    await note.getByText(/^You can change your mind until /).waitFor();
    await noOverflow(player);
    expect(await seriousAxeFindings(player, '.series-note')).toEqual([]);
    await phoneScreenshot(player, join(SHOTS, 'skipped-390.png'));

    // The freed spot is held for Kavya (a free game: one tap takes it).
    await expect
      .poll(async () => (await apiAs(`/api/games/${games[0]}/my-request`, kavya)).body, { timeout: 15_000 })
      .toMatchObject({ status: 'accepted', payment_due_at: expect.any(String) });
    // The other dates are untouched.
    const second = await apiAs(`/api/games/${games[1]}/my-request`, (await demoTokens('rahul'))[0]);
    expect(second.body.status).toBe('confirmed');
  });

  it("a visitor reads when a date kept for regulars opens; 'This and following' changes the later dates only; the regular leaves", async () => {
    const visitor = await people.open('visitor');
    await visitor.goto(`/game/${games[1]}`);
    const opensAt = new Date(Date.parse(gameDateTime(DATES[1]!, TIME)) - 168 * 3_600_000).toISOString();
    await visitor.getByText(`Regulars first: opens to everyone on ${formatWhen(opensAt)}`).waitFor();
    expect(await visitor.getByRole('button', { name: 'Join', exact: true }).count()).toBe(0);
    await noOverflow(visitor);
    await phoneScreenshot(visitor, join(SHOTS, 'regulars-first-390.png'));

    await host.goto(`/edit-game/${games[1]}`);
    await host.getByRole('heading', { name: 'Edit Game', level: 1 }).waitFor();
    const maxPlayers = host.getByLabel('Maximum players', { exact: true });
    await expect.poll(() => maxPlayers.inputValue()).toBe('2');
    await maxPlayers.fill('3');
    await host
      .getByRole('group', { name: 'This game repeats. Save the changes for' })
      .getByLabel('This and following')
      .check();
    await host.getByRole('button', { name: 'Save Changes' }).click();
    await toast(host, 'Game Updated Successfully');
    await host.waitForURL((url) => url.pathname === `/game/${games[1]}`);
    const lobby = (page: Page) => page.locator('.game-tiles div').filter({ hasText: 'Lobby Size' }).locator('dd');
    for (const [index, expected] of [
      [0, '2'],
      [1, '3'],
      [2, '3'],
      [3, '3'],
    ] as const) {
      await host.goto(`/game/${games[index]}`);
      await expect.poll(() => lobby(host).innerText()).toBe(expected);
    }

    // The regular leaves from a later date's page, after a confirmation; they may ask again.
    await player.goto(`/game/${games[2]}`);
    const note = player.getByRole('region', { name: `Repeats every ${WEEKDAY}` });
    await note.getByRole('button', { name: 'Leave regulars' }).click();
    const dialog = player.getByRole('dialog', { name: 'Leave the regulars?' });
    await dialog.getByText(`You will no longer be in every game of ${TITLE}.`, { exact: false }).waitFor();
    expect(await seriousAxeFindings(player, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Leave regulars' }).click();
    await toast(player, 'You left the regulars');
    await note.getByRole('button', { name: 'Join as a regular' }).waitFor();
    expect(errors.host).toEqual([]);
    expect(errors.player).toEqual([]);
    expect(errors.visitor).toEqual([]);
  });
});
