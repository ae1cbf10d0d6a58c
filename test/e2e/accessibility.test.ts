import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { apiClient, uniqueTag } from '../support/games-client';
import { appUrl } from './auth-helpers';
import { createGameAs } from './games-helpers';

// Axe on every screen of the app at phone size, as the person who would see it, with no
// serious or critical violation. Adding a screen is one line in SCREENS.
type Who = 'visitor' | 'player' | 'host' | 'admin';
/** Ids the paths need, found or made once. */
interface Ids {
  football: string;
  pickleball: string;
  /** A paid game with a question that the player has not asked to join (the join dialog). */
  fresh: string;
  /** A demo community that the host owns. */
  community: string;
}
interface Screen {
  name: string;
  who: Who;
  /** Where the screen is; `:football`, `:community`… stand for those ids. */
  path: string;
  /** After the screen has loaded: open what the check is about (a dialog, a menu). */
  open?: (page: Page) => Promise<void>;
}

const click = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
};
const dialog = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('dialog', { name }).waitFor();
};
const clickThenDialog = (button: string | RegExp, title: string | RegExp) => async (page: Page) => {
  await click(button)(page);
  await dialog(title)(page);
};

const SCREENS: Screen[] = [
  { name: 'home', who: 'visitor', path: '/' },
  { name: 'search overlay', who: 'visitor', path: '/', open: clickThenDialog('Search', 'Search') },
  { name: 'discover', who: 'visitor', path: '/discover' },
  {
    name: 'discover game dialog',
    who: 'visitor',
    path: '/discover',
    open: async (page) =>
      page
        .locator('article.game-card a')
        .first()
        .click()
        .then(() => page.getByRole('dialog').waitFor()),
  },
  { name: 'game page as a visitor', who: 'visitor', path: '/game/:football' },
  { name: 'game page as a confirmed player', who: 'player', path: '/game/:pickleball' },
  {
    name: 'join dialog',
    who: 'player',
    path: '/game/:fresh',
    open: clickThenDialog(/^Join$/, 'Confirm Join Request'),
  },
  { name: 'game page as its host', who: 'host', path: '/game/:football' },
  { name: "host's game menu", who: 'host', path: '/game/:football', open: click('Game options') },
  { name: 'manage requests', who: 'host', path: '/game/:football/manage' },
  { name: 'check in players', who: 'host', path: '/game/:football/check-in' },
  { name: 'create game', who: 'host', path: '/create-game' },
  { name: 'edit game', who: 'host', path: '/edit-game/:football' },
  { name: 'my requests with a pass', who: 'player', path: '/my-requests' },
  { name: 'game pass QR', who: 'player', path: '/my-requests', open: clickThenDialog(/View QR/i, /pass/i) },
  { name: 'profile', who: 'player', path: '/profile' },
  { name: 'settings', who: 'player', path: '/settings' },
  { name: 'train', who: 'visitor', path: '/train' },
  { name: 'notifications', who: 'host', path: '/', open: clickThenDialog(/^Notifications/, 'Notifications') },
  { name: 'sign in', who: 'visitor', path: '/auth' },
  { name: 'sign up', who: 'visitor', path: '/auth/signup' },
  { name: 'magic link', who: 'visitor', path: '/auth/magic-link' },
  { name: 'phone sign-in', who: 'visitor', path: '/auth/phone' },
  { name: 'forgot password', who: 'visitor', path: '/auth?mode=forgot' },
  { name: 'communities', who: 'visitor', path: '/community' },
  { name: 'community as a visitor', who: 'visitor', path: '/community/:community' },
  { name: 'community as its owner', who: 'host', path: '/community/:community' },
  { name: 'create community', who: 'host', path: '/create-community' },
  { name: 'edit community', who: 'host', path: '/community/:community/edit' },
  { name: 'host dashboard', who: 'host', path: '/host' },
  { name: 'host dashboard requests', who: 'host', path: '/host?tab=requests' },
  { name: 'host dashboard analytics', who: 'host', path: '/host?tab=analytics' },
  { name: 'host applications (admin)', who: 'admin', path: '/admin/host-applications' },
  { name: 'reports (admin)', who: 'admin', path: '/admin/reports' },
  { name: 'become a host', who: 'player', path: '/become-host' },
  { name: 'host dashboard signed out', who: 'visitor', path: '/host' },
  { name: 'my requests signed out', who: 'visitor', path: '/my-requests' },
  { name: 'create game as a player', who: 'player', path: '/create-game' },
  { name: 'page not found', who: 'visitor', path: '/no-such-page' },
  { name: 'game not found', who: 'visitor', path: '/game/no-such-game' },
];

const ACCOUNTS: Record<Exclude<Who, 'visitor'>, string> = {
  player: 'ananya@demo.yaktiv.test',
  host: 'priya@demo.yaktiv.test',
  admin: 'admin@demo.yaktiv.test',
};

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violation and one per element, with what axe says to fix. */
function readable(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n\s*/g, ' ')}`);
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** The screen has drawn: a heading or a dialog, and nothing left saying Loading. */
async function settled(page: Page) {
  await page.locator('main h1, main h2, [role="dialog"]').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('main .loading, main [aria-busy="true"], main .skeleton-line'),
    undefined,
    { timeout: 15_000 },
  );
}

const people = phonePeople(appUrl);
const pages = {} as Record<Who, Page>;
let ids: Ids;

beforeAll(async () => {
  const { call, token } = apiClient(appUrl);
  const find = async (title: string) =>
    ((await call(`/api/games?q=${encodeURIComponent(title)}`)).body.games as { id: string; title: string }[]).find(
      (g) => g.title === title,
    )!.id;
  const created = await createGameAs(await token(ACCOUNTS.host), {
    title: `Accessible Football ${uniqueTag()}`,
    price: 150,
    questions: [
      {
        question_text: 'Preferred position?',
        question_type: 'radio',
        options: ['Forward', 'Goalkeeper'],
        is_required: true,
      },
    ],
  });
  ids = {
    football: await find('Sunday Morning Football'),
    pickleball: await find('Pickleball for Beginners'),
    fresh: created.id,
    community: 'demo-bengaluru-weekend-footballers',
  };

  pages.visitor = await people.open('visitor');
  [pages.player, pages.host, pages.admin] = await Promise.all([
    people.open('player', { signedInAs: ACCOUNTS.player }),
    people.open('host', { signedInAs: ACCOUNTS.host }),
    people.open('admin', { signedInAs: ACCOUNTS.admin }),
  ]);
});
afterAll(() => people.close());

describe('axe finds no serious or critical violation', () => {
  for (const screen of SCREENS) {
    it(`${screen.name} (${screen.who})`, async () => {
      const page = pages[screen.who];
      await page.goto(screen.path.replace(/:(\w+)/g, (_, key: keyof Ids) => ids[key]));
      await settled(page);
      await screen.open?.(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(readable(serious), `${screen.name} at ${page.url()}`).toBe('');
    });
  }
});
