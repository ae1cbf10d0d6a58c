import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePeople, submitSignIn } from '../support/browser';
import { FRESH_PASSWORD, freshUser } from '../support/fresh-user';
import { apiClient, gameBody, uniqueTag } from '../support/games-client';
import { appUrl } from './auth-helpers';
import { click, clickThenDialog, type Screen, visit } from './screen-walk';

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

type Who = 'visitor' | 'player' | 'host';
const ids = { game: '', community: '' };

const SCREENS: Screen<Who>[] = [
  { name: 'home', who: 'visitor', path: '/' },
  { name: 'discover', who: 'visitor', path: '/discover' },
  { name: 'search results', who: 'visitor', path: `/discover?q=${LONG_WORD}` },
  { name: 'game page as a visitor', who: 'visitor', path: '/game/:game' },
  { name: 'game page as the player', who: 'player', path: '/game/:game' },
  { name: 'game page as its host', who: 'host', path: '/game/:game' },
  { name: "host's game menu", who: 'host', path: '/game/:game', open: click('Game options') },
  { name: 'manage requests', who: 'host', path: '/game/:game/manage' },
  { name: 'check in players', who: 'host', path: '/game/:game/check-in' },
  { name: 'edit game', who: 'host', path: '/edit-game/:game' },
  { name: 'host dashboard', who: 'host', path: '/host' },
  { name: 'host dashboard requests', who: 'host', path: '/host?tab=requests' },
  { name: 'my requests', who: 'player', path: '/my-requests' },
  { name: 'game pass QR', who: 'player', path: '/my-requests', open: clickThenDialog(/View QR/i) },
  { name: "host's profile", who: 'host', path: '/profile' },
  { name: "player's profile", who: 'player', path: '/profile' },
  { name: 'settings', who: 'player', path: '/settings' },
  { name: "player's user menu", who: 'player', path: '/', open: click('User menu') },
  { name: "host's notifications", who: 'host', path: '/', open: clickThenDialog(/^Notifications/, 'Notifications') },
  { name: 'communities', who: 'visitor', path: '/community' },
  { name: 'community as a visitor', who: 'visitor', path: '/community/:community' },
  { name: 'community as a member', who: 'player', path: '/community/:community' },
  { name: 'community as its owner', who: 'host', path: '/community/:community' },
  { name: 'edit community', who: 'host', path: '/community/:community/edit' },
];

/** What sticks out past the right edge of the screen, unless an ancestor clips it. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' && at.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > width + 1 && !clipped(element);
    });
    // The innermost ones say what to fix; their ancestors only stick out because of them.
    const out = sticking
      .filter((element) => !sticking.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => {
        const label = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`;
        return `${label} right=${Math.round(element.getBoundingClientRect().right)}`;
      });
    return { width, scrollWidth: document.documentElement.scrollWidth, out };
  });
}

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
  ids.community = community.body.community.id;
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
  ids.game = game.body.id;
  const join = await call(`/api/games/${ids.game}/join`, {
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

  pages.visitor = await people.open('visitor', { at: { latitude: 12.9352, longitude: 77.6245 } });
  pages.host = await people.open('host');
  pages.player = await people.open('player');
  for (const [page, email] of [
    [pages.host, host.email],
    [pages.player, player.email],
  ] as const) {
    await page.goto('/auth');
    await submitSignIn(page, email, FRESH_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
  }
});
afterAll(() => people.close());

describe('hostile texts never make a screen wider than the phone', () => {
  for (const screen of SCREENS) {
    it(`${screen.name} (${screen.who})`, async () => {
      const page = pages[screen.who];
      await visit(page, screen, ids);
      const { width, scrollWidth, out } = await overflowing(page);
      expect({ scrollWidth, out }, `${screen.name} at ${page.url()}`).toEqual({ scrollWidth: width, out: [] });
    });
  }
});
