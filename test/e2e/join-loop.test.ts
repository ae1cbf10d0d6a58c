import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople, submitSignIn } from '../support/browser';
import { minutesFromNow, startingSoon } from '../support/games-client';
import { signInLocal } from '../support/local-auth';
import { apiAs } from './games-helpers';
import { freshUser } from '../support/fresh-user';
import { appUrl, outbox, toast } from './auth-helpers';
import { overflowing, phoneScreenshot } from './overflow';
import { groupCodeOf } from '@shared/rules/playing-together';
import { pushDevice, type ReceivedPush } from '../support/push-device';
import { deliverPush, installPushDevice, shownNotifications, tapNotification } from './push-helpers';
import { seriousAxeFindings } from '../support/axe';

// The player–host loop of a free game on two phones against the real local stack:
// a player joins with answers → the host sees them (and the e-mail) → accepts with a message →
// the player sees Confirmed, the message and the QR pass → the host checks the pass in, once;
// and the accept reaches the player's phone as a Web Push (asked for after the request, shown by the
// service worker, tapped open); a nudge from a pending request reaches the host; then balanced teams at the ground, the
// team on the player's pass and game page, and a result moving the player's level.
const PASSWORD = 'Yaktiv2026';
const HOST = 'priya@demo.yaktiv.test';
const PLAYER = 'rahul@demo.yaktiv.test';
const NUDGER = 'ananya@demo.yaktiv.test';
const TAG = Math.random().toString(36).slice(2, 8);
const TITLE = `Join Loop Football ${TAG}`;
const TEXT_QUESTION = 'What position do you usually play?';
const RADIO_QUESTION = 'Which bib colour do you want?';
const HOST_MESSAGE = 'See you at the north gate, bring water.';

/** Screenshots of the teams screens at the phone's 390 px, in the test artefacts. */
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'teams');

const people = phonePeople(appUrl);
let player: Page;
let host: Page;
let gameId: string;

const api = apiAs;

beforeAll(async () => {
  const hostToken = (await signInLocal(appUrl, HOST, PASSWORD)).AccessToken;
  const created = await api('/api/games', hostToken, 'POST', {
    title: TITLE,
    sport: 'football',
    location: 'HSR Layout Turf, Bengaluru',
    maps_link: '12.9116,77.6389',
    // Within the hour, so the host can check the pass in (check-in opens three hours before).
    ...startingSoon(),
    max_players: 10,
    price: 0,
    questions: [
      { question_text: TEXT_QUESTION, question_type: 'text', is_required: true },
      { question_text: RADIO_QUESTION, question_type: 'radio', options: ['Orange', 'Blue'], is_required: true },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  gameId = created.body.id;
  [player, host] = await Promise.all([
    people.open('player', { signedInAs: PLAYER }),
    people.open('host', { signedInAs: HOST }),
  ]);
});

afterAll(async () => {
  await people.close();
});

const TEAMS_TITLE = `Teams Football ${TAG}`;
let teamsGameId: string;
let startsAt: number;
// Made at the start of the file, so it has begun by the time its tests record a result.
beforeAll(async () => {
  const hostToken = (await signInLocal(appUrl, HOST, PASSWORD)).AccessToken;
  const tokens = new Map<string, string>();
  for (const email of [PLAYER, NUDGER]) tokens.set(email, (await signInLocal(appUrl, email, PASSWORD)).AccessToken);
  // Starts at the first whole minute at least 15 s away (signed in already, the few calls below fit
  // in that), so the result test waits as little as it can: check-in is open now, and a result can be
  // recorded only once the game began.
  const { date, time } = minutesFromNow(1 / 4);
  const created = await api('/api/games', hostToken, 'POST', {
    title: TEAMS_TITLE,
    sport: 'football',
    location: 'HSR Layout Turf, Bengaluru',
    maps_link: '12.9116,77.6389',
    game_date: date,
    game_time: time,
    max_players: 10,
    price: 0,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  teamsGameId = created.body.id;
  startsAt = Date.parse(created.body.game_datetime);
  // Rahul and Ananya join, are accepted and arrive (the check-in screen's own walk is above). Ananya
  // joins through Rahul's group link (its code as his phone works it out), so they play together.
  let groupCode: string | undefined;
  for (const email of [PLAYER, NUDGER]) {
    const token = tokens.get(email)!;
    const joined = await api(`/api/games/${teamsGameId}/join`, token, 'POST', {
      contactInfo: { name: email === PLAYER ? 'Rahul Verma' : 'Ananya Iyer', email: `${TAG}.${email}` },
      ...(groupCode ? { group_code: groupCode } : {}),
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const requestId = joined.body.joinRequestId;
    expect((await api(`/api/requests/${requestId}/decision`, hostToken, 'POST', { action: 'accept' })).status).toBe(
      200,
    );
    expect(
      (await api(`/api/games/${teamsGameId}/check-ins`, hostToken, 'POST', { request_id: requestId })).status,
    ).toBe(200);
    const mine = (await api(`/api/games/${teamsGameId}/my-request`, token)).body as { id: string; game_pass: string };
    groupCode ??= await groupCodeOf(mine.id, mine.game_pass);
  }
});

/** Rahul's phone as the push service knows it: the test holds its keys and reads what it was sent. */
const playerPhone = pushDevice(appUrl);
const PUSH_CARD = 'Get updates on this phone?';

describe('a free game, from request to check-in', () => {
  beforeAll(() => installPushDevice(player, appUrl, playerPhone));

  it('the player joins from the game page with answers, checked first, and lands on My Game Requests', async () => {
    // Never asked on a first visit: nothing to tell yet.
    await player.goto('/');
    await player.getByRole('main').waitFor();
    await player.goto(`/game/${gameId}`);
    await player.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    expect(await player.getByRole('heading', { name: PUSH_CARD }).count()).toBe(0);
    const bar = player.getByRole('region', { name: 'Join this game' });
    await bar.getByRole('button', { name: 'Join', exact: true }).click();

    const dialog = player.getByRole('dialog', { name: 'Confirm Join Request' });
    await dialog.waitFor();
    expect(await dialog.getByText(TITLE).first().isVisible()).toBe(true);
    expect(await dialog.locator('.join-total').innerText()).toBe('Free');
    // Contact information comes from the profile.
    await expect.poll(() => dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Rahul Verma');
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(PLAYER);

    // Required answers, and the toast.
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await toast(player, 'Validation Error', 'Please fill in all required fields');
    expect(await dialog.locator('.field-error', { hasText: 'This field is required' }).count()).toBe(2);
    const textAnswer = dialog.getByLabel(TEXT_QUESTION);
    expect(await textAnswer.getAttribute('aria-invalid')).toBe('true');

    await textAnswer.fill('Left back');
    await dialog.getByRole('radio', { name: 'Blue' }).check();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await player.waitForURL((url) => url.pathname === '/my-requests');

    const card = player.locator('article.request-card').filter({ hasText: TITLE });
    await card.waitFor();
    expect(await card.locator('.request-status').innerText()).toBe('Pending');
    expect(await card.getByText('No nudges sent').isVisible()).toBe(true);
    expect(await card.getByText(/^Submitted /).isVisible()).toBe(true);
  });

  it("after the request the app asks for notifications; 'Turn on' saves this phone for pushes", async () => {
    const ask = player.getByRole('region', { name: PUSH_CARD });
    await ask.waitFor();
    expect(await overflowing(player)).toEqual({ width: 390, scrollWidth: 390, out: [] });
    const saved = player.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/push/subscriptions' && response.status() === 201,
    );
    await ask.getByRole('button', { name: 'Turn on' }).click();
    await saved;
    await player.getByRole('status').filter({ hasText: 'Notifications are on for this device.' }).waitFor();
  });

  it("the game page then says 'Joined!', and tapping it says the request is pending", async () => {
    // The page asks for the player's request with the game's creation time: it is read from the
    // player's own requests, not from the game's partition every viewer would read.
    const asked = player.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/my-request'));
    await player.goto(`/game/${gameId}`);
    expect(new URL((await asked).url()).searchParams.get('since')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const joined = player.getByRole('region', { name: 'Join this game' }).getByRole('button', { name: 'Joined!' });
    await joined.waitFor();
    expect(await joined.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled, not disabled: it still answers a tap (Playwright won't tap what looks disabled).
    await joined.click({ force: true });
    await toast(player, 'Request Pending');
    // 'Joined!' reads as done, with where the request stands beside it.
    const bar = player.getByRole('region', { name: 'Join this game' });
    await expect.poll(() => bar.locator('.join-state').innerText()).toBe('Waiting for the host');
    expect(await joined.getAttribute('aria-describedby')).toBe(await bar.locator('.join-state').getAttribute('id'));
    // The page's background colour (#f6f7fb), not the orange of a call to act.
    await expect
      .poll(() => joined.evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgb(246, 247, 251)');
  });

  it('the host gets the e-mail and sees the request with its answers on the manage page', async () => {
    const mails = await outbox(HOST, (messages) => messages.some((m) => `${m.subject} ${m.text}`.includes(TITLE)));
    expect(mails.find((m) => `${m.subject} ${m.text}`.includes(TITLE))!.text).toContain('Rahul Verma');

    await host.goto(`/game/${gameId}`);
    await host.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await host.getByRole('button', { name: 'Game options' }).click();
    expect(await host.getByRole('link', { name: 'Check in players' }).isVisible()).toBe(true);
    await host.getByRole('link', { name: 'Manage Requests' }).click();
    await host.waitForURL((url) => url.pathname === `/game/${gameId}/manage`);
    await host.getByRole('heading', { name: 'Game Join Requests', level: 1 }).waitFor();
    expect(await host.getByText('Manage player requests for this game').isVisible()).toBe(true);
    await host.getByRole('heading', { name: 'Join Requests (1)' }).waitFor();

    const cardOf = (name: string) =>
      host.locator('article.request-card').filter({ has: host.getByRole('heading', { name, exact: true }) });
    const card = cardOf('Rahul Verma');
    expect(await card.locator('.request-status').innerText()).toBe('Pending');
    const answers = card.getByRole('region', { name: 'Answers from Rahul Verma' });
    expect(await answers.innerText()).toContain(TEXT_QUESTION);
    expect(await answers.innerText()).toContain('Left back');
    expect(await answers.innerText()).toContain(RADIO_QUESTION);
    expect(await answers.innerText()).toContain('Blue');
    expect(await card.getByRole('link', { name: PLAYER }).isVisible()).toBe(true);
  });

  it('the host accepts with a message: spec toasts, Confirmed, a spot taken', async () => {
    const cardOf = (name: string) =>
      host.locator('article.request-card').filter({ has: host.getByRole('heading', { name, exact: true }) });
    const card = cardOf('Rahul Verma');
    await card.getByLabel('Message to Rahul Verma (optional)').fill(HOST_MESSAGE);
    await card.getByRole('button', { name: 'Accept' }).click();
    await toast(host, 'Request accepted', 'The join request has been accepted successfully');
    await expect.poll(() => card.locator('.request-status').innerText()).toBe('Confirmed');
    expect(await card.getByText('Player confirmed!').isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await expect.poll(() => host.locator('.manage-summary').innerText()).toContain('1/10');
  });

  it("the accept reaches the player's phone as a push, and the service worker shows it", async () => {
    const ours = (pushes: ReceivedPush[]) => pushes.find((p) => p.payload.tag === `request-${gameId}`);
    await expect.poll(async () => ours(await playerPhone.received()), { timeout: 20_000 }).toBeTruthy();
    const pushed = ours(await playerPhone.received())!;
    expect(pushed.payload).toEqual({
      title: 'Request accepted',
      body: `You're confirmed for ${TITLE}. Your game pass is ready.`,
      url: '/my-requests',
      tag: `request-${gameId}`,
    });

    // The phone's browser hands the push to the service worker, which shows it.
    await player.goto('/');
    await player.getByRole('main').waitFor();
    await deliverPush(player, appUrl, JSON.stringify(pushed.payload));
    await expect
      .poll(() => shownNotifications(player))
      .toEqual([
        {
          title: 'Request accepted',
          body: `You're confirmed for ${TITLE}. Your game pass is ready.`,
          tag: `request-${gameId}`,
          data: { url: '/my-requests' },
        },
      ]);
  });

  it('tapping the notification brings the open tab to My Game Requests', async () => {
    await tapNotification(player, `request-${gameId}`);
    await player.waitForURL((url) => url.pathname === '/my-requests');
    await expect.poll(() => shownNotifications(player)).toEqual([]);
  });

  let passCode = '';
  it('the player sees Confirmed, the message and a QR pass drawn in the browser', async () => {
    await player.goto('/my-requests');
    const card = player.locator('article.request-card').filter({ hasText: TITLE });
    await expect.poll(() => card.locator('.request-status').innerText()).toBe('Confirmed');
    expect(await card.getByText(HOST_MESSAGE).isVisible()).toBe(true);
    expect(await card.getByText('Your Game Pass').isVisible()).toBe(true);
    expect(await card.locator('.pass-label').innerText()).toBe('FREE');

    await card.getByRole('button', { name: /View QR Code/ }).click();
    const dialog = player.getByRole('dialog', { name: 'Your Game Pass' });
    await dialog.waitFor();
    const qr = dialog.locator('.pass-qr img');
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    passCode = (await dialog.locator('.pass-code code').innerText()).trim();
    expect(passCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(
      await dialog.getByText('Show this QR code to the host at the venue to confirm your attendance').isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('the game page says the player is in, with the way to the pass', async () => {
    await player.goto(`/game/${gameId}`);
    const bar = player.getByRole('region', { name: 'Join this game' });
    await bar.getByRole('button', { name: 'Joined!' }).waitFor();
    await expect.poll(() => bar.locator('.join-state').innerText()).toBe("You're in · View pass");
    // One bar at the bottom of the game page: the join bar, not the tabs under it.
    expect(await player.locator('nav.bottom-nav').isVisible()).toBe(false);
    const { barBottom, screenBottom } = await player.evaluate(() => ({
      barBottom: Math.round(document.querySelector('.join-bar')!.getBoundingClientRect().bottom),
      screenBottom: window.innerHeight,
    }));
    expect(barBottom).toBe(screenBottom);
    // Holding a pass, the player may invite friends on Yaktiv to join with them (in the page, not the bar).
    const invite = player.getByRole('region', { name: 'Playing with friends?' });
    await invite.getByRole('button', { name: 'Invite friends to play with you' }).waitFor();
    expect(await bar.getByText('Invite friends').count()).toBe(0);
    await bar.getByRole('link', { name: 'View pass' }).click();
    await player.waitForURL((url) => url.pathname === '/my-requests');
    await expect.poll(() => player.locator('nav.bottom-nav').isVisible()).toBe(true);
  });

  it('the host checks the pass in by its code, once', async () => {
    await host.goto(`/game/${gameId}/manage`);
    await host.getByRole('link', { name: 'Check in players' }).click();
    await host.waitForURL((url) => url.pathname === `/game/${gameId}/check-in`);
    await host.getByRole('heading', { name: 'Check in players', level: 1 }).waitFor();
    await host.getByRole('heading', { name: 'Arrived (0/1)' }).waitFor();

    // No camera here (or no permission): the screen says so and keeps the typed code.
    await host.getByRole('button', { name: 'Scan with camera' }).click();
    await host.getByRole('alert').filter({ hasText: 'You can still type the pass code below.' }).waitFor();

    const result = host.getByRole('status').filter({ hasText: /Checked|Already|Unknown/ });
    await host.getByLabel('Pass code', { exact: true }).fill('not-a-real-pass');
    await host.getByRole('button', { name: 'Check in', exact: true }).click();
    await result.filter({ hasText: 'Unknown pass code' }).waitFor();

    await host.getByLabel('Pass code', { exact: true }).fill(passCode);
    await host.getByRole('button', { name: 'Check in', exact: true }).click();
    await result.filter({ hasText: 'Checked in: Rahul Verma' }).waitFor();
    await host.getByRole('heading', { name: 'Arrived (1/1)' }).waitFor();

    await host.getByLabel('Pass code', { exact: true }).fill(passCode);
    await host.getByRole('button', { name: 'Check in', exact: true }).click();
    await result.filter({ hasText: /^Already checked in at \d\d:\d\d/ }).waitFor();
  });

  it("who is going: the confirmed player's avatar and name, and one who opted out only counted", async () => {
    // A second player who turned 'Show me in who is going' off, confirmed after the check-in above.
    const shy = await freshUser(appUrl, 'player', 'Shy Player');
    expect((await api('/api/me', shy.token, 'PUT', { show_in_going: false })).status).toBe(200);
    const joined = await api(`/api/games/${gameId}/join`, shy.token, 'POST', {
      contactInfo: { name: 'Shy Player', email: shy.email },
      answers: await questionAnswers(shy.token),
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const hostToken = (await signInLocal(appUrl, HOST, PASSWORD)).AccessToken;
    const accepted = await api(`/api/requests/${joined.body.joinRequestId}/decision`, hostToken, 'POST', {
      action: 'accept',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    await player.goto(`/game/${gameId}`);
    const going = player.getByRole('region', { name: "Who's going" });
    await going.getByText('Rahul and 1 other are going', { exact: true }).waitFor();
    // Rahul's initials on his colour, and '+1' for the player who is only counted.
    const stack = going.locator('.going-stack');
    expect(await stack.locator('.avatar').allInnerTexts()).toEqual(['RV']);
    expect(await stack.locator('.going-more').innerText()).toBe('+1');

    // The card on Discover: the same avatars, fetched with the other cards on screen.
    await player.goto(`/discover?q=${TAG}`);
    const card = player.locator('article.game-card').filter({ hasText: TITLE });
    await card.locator('.going-stack .avatar').first().waitFor();
    expect(await card.locator('.going-stack .avatar').allInnerTexts()).toEqual(['RV']);
    expect(await card.locator('.going-more').innerText()).toBe('+1');
    expect(await card.getByText('Rahul and 1 other are going', { exact: true }).count()).toBe(1);
  });
});

describe('joining signed out, and from Discover', () => {
  let visitor: Page;
  it('a signed-out tap on Join asks to sign in and comes back to the game after it', async () => {
    visitor = await people.open('visitor');
    await visitor.goto(`/game/${gameId}`);
    await visitor
      .getByRole('region', { name: 'Join this game' })
      .getByRole('button', { name: 'Join', exact: true })
      .click();
    await toast(visitor, 'Authentication Required', 'Please sign in to join this game');
    await visitor.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('next') === `/game/${gameId}?join=1`,
    );
    await submitSignIn(visitor, NUDGER, PASSWORD);
    await visitor.waitForURL((url) => url.pathname === `/game/${gameId}`);
    // Back with the join dialog open (test/e2e/join-after-sign-in.test.ts covers the rest).
    const dialog = visitor.getByRole('dialog', { name: 'Confirm Join Request' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await visitor
      .getByRole('region', { name: 'Join this game' })
      .getByRole('button', { name: 'Join', exact: true })
      .waitFor();
  });

  it("Discover's details open 'Join Event' on top; Escape closes only the join form", async () => {
    await visitor.goto(`/discover?q=${TAG}`);
    await visitor.getByRole('link', { name: TITLE, exact: true }).click();
    const details = visitor.getByRole('dialog', { name: TITLE });
    await details.getByRole('button', { name: 'Join Game' }).click();
    const join = visitor.getByRole('dialog', { name: 'Join Event' });
    await join.waitFor();
    expect(await join.getByLabel(TEXT_QUESTION).isVisible()).toBe(true);
    expect(await join.getByRole('radiogroup', { name: RADIO_QUESTION }).getByRole('radio').count()).toBe(2);
    await visitor.keyboard.press('Escape');
    await join.waitFor({ state: 'detached' });
    expect(await details.isVisible()).toBe(true);
    await details.getByRole('button', { name: 'Join Game' }).click();
    await join.getByRole('button', { name: 'Cancel' }).click();
    await join.waitFor({ state: 'detached' });
    await visitor.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('the player nudges a pending request once; the host hears it by e-mail and on the bell', async () => {
    const token = (await signInLocal(appUrl, NUDGER, PASSWORD)).AccessToken;
    const joined = await api(`/api/games/${gameId}/join`, token, 'POST', {
      contactInfo: { name: 'Ananya Iyer', email: NUDGER },
      answers: await questionAnswers(token),
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);

    const nudger = visitor;
    await nudger.goto('/my-requests');
    const card = nudger.locator('article.request-card').filter({ hasText: TITLE });
    await card.getByText('No nudges sent').waitFor();
    await card.getByRole('button', { name: 'Nudge Host' }).click();
    await toast(nudger, 'Host Notified');
    await card.getByText('Nudged 1/3 times').waitFor();
    const again = card.getByRole('button', { name: 'Nudge Host' });
    expect(await again.isDisabled()).toBe(true);
    expect(await card.getByText('You can nudge again in 24 hours').isVisible()).toBe(true);

    const mails = await outbox(HOST, (messages) =>
      messages.some((m) => (m.subject ?? '').includes('Ananya Iyer is waiting')),
    );
    expect(mails.find((m) => (m.subject ?? '').includes('Ananya Iyer is waiting'))!.subject).toContain(TITLE);

    await host.goto(`/game/${gameId}/manage`);
    const bell = host.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    await bell.click();
    const panel = host.getByRole('dialog', { name: 'Notifications' });
    const nudge = panel.getByRole('button', { name: /A player nudged you/ }).first();
    await nudge.waitFor();
    expect(await nudge.innerText()).toContain('Ananya Iyer');
    await nudge.click();
    await panel.waitFor({ state: 'detached' });
    await host.waitForURL((url) => url.pathname === `/game/${gameId}/manage`);
    await host.locator('article.request-card').filter({ hasText: 'Ananya Iyer' }).waitFor();
    for (const list of Object.values(people.errors)) expect(list).toEqual([]);
  });
});

/** Answers for the game's questions, read from the game as a player would see them. */
async function questionAnswers(token: string) {
  const game = await api(`/api/games/${gameId}`, token);
  const byText = new Map<string, string>([
    [TEXT_QUESTION, 'Striker'],
    [RADIO_QUESTION, 'Orange'],
  ]);
  return Object.fromEntries(
    (game.body.questions as { id: string; question_text: string }[]).map((q) => [q.id, byText.get(q.question_text)!]),
  );
}

describe('balanced teams in one tap, and the result moving a level', () => {
  const teamOf = async (page: Page, name: string) =>
    page
      .locator('.team-card')
      .filter({ has: page.getByRole('button', { name: new RegExp(`^${name}`) }) })
      .getAttribute('data-team');

  it('the host adds walk-ins, splits, swaps two players and saves; nothing is wider than the phone', async () => {
    await host.goto(`/game/${teamsGameId}/check-in`);
    const panel = host.getByRole('region', { name: 'Split teams', exact: true });
    await panel.getByLabel('Walk-in names').fill('Suresh');
    await panel.getByLabel('Walk-in level').selectOption('advanced');
    await panel.getByRole('button', { name: 'Add walk-in' }).click();
    await panel.getByLabel('Walk-in names').fill('Deepak, Mohan');
    await panel.getByLabel('Walk-in level').selectOption('beginner');
    await panel.getByRole('button', { name: 'Add walk-in' }).click();
    await panel.getByText('Walk-ins: Suresh, Deepak, Mohan').waitFor();
    expect(await panel.getByLabel(/Keep players who joined together/).isChecked()).toBe(true);

    await panel.getByRole('button', { name: 'Split teams' }).click();
    await panel.getByText(/^Balance \d+%/).waitFor();
    const cards = panel.locator('.team-card');
    expect(await cards.count()).toBe(2);
    const sizes = await cards.evaluateAll((all) => all.map((card) => card.querySelectorAll('.team-pick').length));
    expect(sizes.sort()).toEqual([2, 3]);
    // Friends added together play together, and so do players who joined through one's link.
    expect(await teamOf(host, 'Deepak')).toBe(await teamOf(host, 'Mohan'));
    expect(await teamOf(host, 'Rahul Verma')).toBe(await teamOf(host, 'Ananya Iyer'));

    // The split as the host first sees it, at the phone's width: the panel, and the whole check-in screen.
    expect(await overflowing(host)).toEqual({ width: 390, scrollWidth: 390, out: [] });
    mkdirSync(SHOTS, { recursive: true });
    await panel.screenshot({ path: join(SHOTS, 'split-teams-390.png') });
    await phoneScreenshot(host, join(SHOTS, 'check-in-split-390x844.png'));
    expect(await seriousAxeFindings(host)).toEqual([]);

    // Swap Rahul with a player of the other side.
    const rahulTeam = await teamOf(host, 'Rahul Verma');
    const other = cards.filter({ hasNot: host.getByRole('button', { name: /^Rahul Verma/ }) });
    const partner = other
      .locator('.team-pick')
      .filter({ hasNotText: /Deepak|Mohan|Ananya/ })
      .first();
    const partnerName = (await partner.innerText()).split(/[\n,]/)[0]!.replace(' (walk-in)', '').trim();
    await panel.getByRole('button', { name: /^Rahul Verma/ }).click();
    expect(await panel.getByRole('button', { name: /^Rahul Verma/ }).getAttribute('aria-pressed')).toBe('true');
    await partner.click();
    expect(await teamOf(host, 'Rahul Verma')).not.toBe(rahulTeam);
    expect(await teamOf(host, partnerName)).toBe(rahulTeam);

    await panel.getByRole('button', { name: 'Save teams' }).click();
    await panel.getByText('Teams saved. Players see their team on their pass.').waitFor();
    await panel.getByRole('link', { name: 'Share teams on WhatsApp' }).waitFor();
  });

  it("the host's request card says who plays together, with the player's show-up record; nothing wider than the phone", async () => {
    await host.goto(`/game/${teamsGameId}/manage`);
    const cardOf = (name: string) =>
      host.locator('article.request-card').filter({ has: host.getByRole('heading', { name, exact: true }) });
    const card = cardOf('Rahul Verma');
    await card.getByText('Playing together with Ananya Iyer').waitFor();
    await card.locator('.show-up-line').waitFor();
    await cardOf('Ananya Iyer').getByText('Playing together with Rahul Verma').waitFor();
    expect(await overflowing(host)).toEqual({ width: 390, scrollWidth: 390, out: [] });
    mkdirSync(SHOTS, { recursive: true });
    await card.screenshot({ path: join(SHOTS, 'request-card-390.png') });
    await phoneScreenshot(host, join(SHOTS, 'requests-390x844.png'));
    expect(await seriousAxeFindings(host)).toEqual([]);
  });

  it('the player sees their team on the game page and on their pass', async () => {
    await player.goto(`/game/${teamsGameId}`);
    const sheet = player.getByRole('region', { name: /^Teams · Your team: Team [AB]$/ });
    await sheet.waitFor();
    const yours = (await sheet.getByRole('heading').first().innerText()).match(/Team [AB]$/)![0];
    expect(await sheet.locator('.team-card[data-yours="true"]').innerText()).toContain('Rahul Verma');
    expect(await sheet.getByRole('link', { name: 'Share teams on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=Teams%20for%20/,
    );
    expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeFindings(player)).toEqual([]);

    await player.goto('/my-requests');
    const card = player.locator('article.request-card').filter({ hasText: TEAMS_TITLE });
    await card.getByRole('heading', { name: `Teams · Your team: ${yours}` }).waitFor();
    await card.getByRole('button', { name: /View QR Code/ }).waitFor();
  });

  it("the host records the result once the game began, and the player's profile shows the level moved", async () => {
    await new Promise((started) => setTimeout(started, Math.max(0, startsAt - Date.now() + 1_000)));
    await player.goto(`/game/${teamsGameId}`);
    const heading = await player
      .getByRole('region', { name: /^Teams · Your team/ })
      .getByRole('heading')
      .first()
      .innerText();
    const rahulTeam = heading.match(/Team [AB]$/)![0];

    await host.goto(`/game/${teamsGameId}/check-in`);
    const panel = host.getByRole('region', { name: 'Split teams', exact: true });
    for (const team of ['Team A', 'Team B'])
      await panel.getByLabel(`${team} score`).fill(team === rahulTeam ? '5' : '2');
    await panel.getByRole('button', { name: 'Record result' }).click();
    await panel.getByText('Result saved. Ratings of the players have moved.').waitFor();
    expect(await seriousAxeFindings(host)).toEqual([]);

    await player.goto('/profile');
    const levels = player.getByRole('region', { name: 'Your level' });
    const football = levels.locator('.sport-rating[data-sport="football"]');
    await football.waitFor();
    expect(await football.innerText()).toMatch(/Football: (Beginner|Intermediate|Advanced) · Up after your last game/);
    expect(await football.getByRole('listitem').filter({ hasText: TEAMS_TITLE }).innerText()).toMatch(/Up/);
    expect(await football.getByRole('meter').getAttribute('aria-valuetext')).toMatch(/% of the way to|%$/);
    await levels.screenshot({ path: join(SHOTS, 'profile-level-390.png') });
    // The whole profile (show-up record and levels) at the phone's size.
    await player.getByTestId('show-up-tile').waitFor();
    expect(await overflowing(player)).toEqual({ width: 390, scrollWidth: 390, out: [] });
    await phoneScreenshot(player, join(SHOTS, 'profile-390x844.png'));
    expect(await seriousAxeFindings(player)).toEqual([]);
    // Up to a minute waiting for the start.
  }, 180_000);
});
