import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePeople, submitSignIn } from '../support/browser';
import { FRESH_PASSWORD, freshUser } from '../support/fresh-user';
import { apiClient, gameBody, uniqueTag } from '../support/games-client';
import { acceptedJoin } from '../support/accepted-join';
import { paidThenWithdrawn } from '../support/paid-join';
import { appUrl } from './auth-helpers';
import { type Screen, visit } from './screen-walk';
import { SCREENS, type ScreenIds, type Who } from './screens';
import { overflowing } from './overflow';

// Whatever people type, no screen grows wider than the phone. One host and one player with
// hostile names make a game, a community and a review out of long unbroken words, emoji,
// right-to-left script and Devanagari, and every screen they show up on is checked at 390 px:
// the page must not scroll sideways and no element may stick out past the right edge
// (text hidden behind an ancestor that clips it is fine: wrapped or clipped, never spilling).
const LONG_WORD = 'Supercalifragilisticexpialidociousfootballers'; // 45 letters, no break
const LONGER_WORD = `${LONG_WORD}AndTheirFriendsFromKoramangala`;
const MIXED = `🏸🔥⚽️ ${LONG_WORD} مرحبا بالجميع शनिवार सुबह फ़ुटबॉल 👨‍👩‍👧‍👦`;

const tag = uniqueTag();
const HOST_NAME = `Priyadarshini${LONG_WORD.slice(0, 30)} राजेश 🏏`;
const PLAYER_NAME = `Venkatanarasimharajuvaripeta${tag} אורח 🎾`;

const ids: ScreenIds = { hosted: '', playing: '', joinable: '', community: '', payable: '' };
/** Where the hostile texts show up beyond the app's screens: search results for them. */
const EXTRA_SCREENS: Screen<Who>[] = [{ name: 'search results', who: 'visitor', path: `/discover?q=${LONG_WORD}` }];

const people = phonePeople(appUrl);
const pages = {} as Record<Who, Page>;
beforeAll(async () => {
  const { call } = apiClient(appUrl);
  const [host, player] = await Promise.all([
    freshUser(appUrl, 'host', HOST_NAME),
    freshUser(appUrl, 'player', PLAYER_NAME),
  ]);
  const community = await call('/api/communities', {
    method: 'POST',
    token: host.token,
    body: {
      name: `${LONG_WORD} ${tag}`,
      sports: ['football'],
      location: `${LONGER_WORD}, Bengaluru`,
      description: `${MIXED}\n${LONGER_WORD}${LONGER_WORD}`,
    },
  });
  expect(community.status, JSON.stringify(community.body)).toBe(201);
  ids.community = community.body.community.id as string;
  const game = await call('/api/games', {
    method: 'POST',
    token: host.token,
    body: gameBody({
      title: `Sunday Kickabout ${LONG_WORD}`,
      location: `${LONGER_WORD} Ground, Koramangala`,
      description: `${MIXED}\n${LONGER_WORD}${LONGER_WORD}`,
      price: 0,
      community_id: ids.community,
    }),
  });
  expect(game.status, JSON.stringify(game.body)).toBe(201);
  ids.hosted = ids.playing = game.body.id as string;
  const joinable = await call('/api/games', {
    method: 'POST',
    token: host.token,
    body: gameBody({
      title: `${LONGER_WORD} 🏸🔥 شنبه शनिवार`,
      location: `${LONGER_WORD}, Bengaluru`,
      questions: [
        {
          question_text: `${MIXED} ${LONGER_WORD}?`,
          question_type: 'radio',
          options: [LONGER_WORD, MIXED.slice(0, 90)],
          is_required: true,
        },
      ],
    }),
  });
  expect(joinable.status, JSON.stringify(joinable.body)).toBe(201);
  ids.joinable = joinable.body.id as string;
  const join = await call(`/api/games/${ids.playing}/join`, {
    method: 'POST',
    token: player.token,
    body: { contactInfo: { name: PLAYER_NAME, email: player.email } },
  });
  expect(join.status, JSON.stringify(join.body)).toBe(201);
  const accept = await call(`/api/requests/${join.body.joinRequestId}/decision`, {
    method: 'POST',
    token: host.token,
    body: { action: 'accept', hostMessage: `${MIXED} ${LONGER_WORD}` },
  });
  expect(accept.status, JSON.stringify(accept.body)).toBe(200);
  expect(
    (await call(`/api/communities/${ids.community}/members`, { method: 'POST', token: player.token })).status,
  ).toBe(200);
  const review = await call(`/api/communities/${ids.community}/reviews/me`, {
    method: 'PUT',
    token: player.token,
    body: { rating: 5, review_text: `${MIXED} ${LONGER_WORD}${LONGER_WORD}` },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(200);
  // Paid games with hostile titles: one to pay for, one paid and withdrawn.
  const paidGame = async (title: string) => {
    const paid = await call('/api/games', {
      method: 'POST',
      token: host.token,
      body: gameBody({ title: `${title} ${LONG_WORD} 🏏 शनिवार`, location: `${LONGER_WORD}, Pune`, price: 250 }),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    return paid.body.id as string;
  };
  const as = { host: host.token, player: player.token };
  const paidJoin = { contactInfo: { name: PLAYER_NAME, email: player.email } };
  ids.payable = await acceptedJoin(call, await paidGame('Paid'), as, paidJoin);
  await paidThenWithdrawn(appUrl, call, await paidGame('Refunded'), as, paidJoin);

  pages.visitor = await people.open('visitor', { at: { latitude: 12.9352, longitude: 77.6245 } });
  pages.host = await people.open('host');
  // Reports name the hostile game and its reporter.
  pages.admin = await people.open('admin', { signedInAs: 'admin@demo.yaktiv.test' });
  const report = await call(`/api/games/${ids.hosted}/reports`, {
    method: 'POST',
    token: player.token,
    body: { reason: `${MIXED} ${LONGER_WORD}` },
  });
  expect(report.status, JSON.stringify(report.body)).toBe(202);
  pages.player = await people.open('player');
  for (const [page, email] of [
    [pages.host, host.email],
    [pages.player, player.email],
  ] as const) {
    await page.goto('/auth');
    await submitSignIn(page, email, FRESH_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
  }
  // The hostile player has picked no sports or city: the welcome greets them by their long name.
  pages.newcomer = pages.player;
});
afterAll(() => people.close());

describe('hostile texts never make a screen wider than the phone', () => {
  for (const screen of [...SCREENS, ...EXTRA_SCREENS]) {
    it(`${screen.name} (${screen.who})`, async () => {
      const page = pages[screen.who];
      await visit(page, screen, ids);
      const { width, scrollWidth, out } = await overflowing(page);
      expect({ scrollWidth, out }, `${screen.name} at ${page.url()}`).toEqual({ scrollWidth: width, out: [] });
    });
  }
});
