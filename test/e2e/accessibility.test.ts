import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople, submitSignIn } from '../support/browser';
import { acceptedJoin } from '../support/accepted-join';
import { FRESH_PASSWORD, freshUser } from '../support/fresh-user';
import { apiClient, uniqueTag } from '../support/games-client';
import { paidThenWithdrawn } from '../support/paid-join';
import { appUrl } from './auth-helpers';
import { createGameAs } from './games-helpers';
import { visit } from './screen-walk';
import { JOURNEYS, SCREENS, type ScreenIds, type Who } from './screens';

// The five journeys through every screen of the app at phone size (390 × 844), as the person
// who would see it: axe finds no serious or critical violation, and each screen's picture goes
// into the test artefacts (test-results/journeys/<journey>/<screen>.png) for people to look at.
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'journeys');
const slug = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const shotOf = (journey: string, index: number, name: string) => {
  const folder = join(SHOTS, `${JOURNEYS.indexOf(journey as never) + 1}-${slug(journey)}`);
  mkdirSync(folder, { recursive: true });
  return join(folder, `${String(index + 1).padStart(2, '0')}-${slug(name)}.png`);
};
const ACCOUNTS: Record<Exclude<Who, 'visitor' | 'newcomer'>, string> = {
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

const people = phonePeople(appUrl);
const pages = {} as Record<Who, Page>;
let ids: ScreenIds;

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
  // The player's paid games: one accepted and waiting for payment, one paid and then withdrawn.
  const [hostToken, playerToken] = [await token(ACCOUNTS.host), await token(ACCOUNTS.player)];
  const as = { host: hostToken, player: playerToken };
  const join = { contactInfo: { name: 'Ananya', email: ACCOUNTS.player } };
  const paid = (title: string) => createGameAs(hostToken, { title: `${title} ${uniqueTag()}`, price: 200 });
  const payable = await acceptedJoin(call, (await paid('Paid Badminton Doubles')).id, as, join);
  await paidThenWithdrawn(appUrl, call, (await paid('Paid Turf Cricket')).id, as, join);
  ids = {
    hosted: await find('Sunday Morning Football'),
    playing: await find('Pickleball for Beginners'),
    joinable: created.id,
    community: 'demo-bengaluru-weekend-footballers',
    payable,
  };

  pages.visitor = await people.open('visitor');
  const newcomer = await freshUser(appUrl, 'player', 'Neha Newcomer');
  pages.newcomer = await people.open('newcomer');
  await pages.newcomer.goto('/auth');
  await submitSignIn(pages.newcomer, newcomer.email, FRESH_PASSWORD);
  [pages.player, pages.host, pages.admin] = await Promise.all([
    people.open('player', { signedInAs: ACCOUNTS.player }),
    people.open('host', { signedInAs: ACCOUNTS.host }),
    people.open('admin', { signedInAs: ACCOUNTS.admin }),
  ]);
});
afterAll(() => people.close());

describe('axe finds no serious or critical violation', () => {
  for (const screen of SCREENS) {
    const index = SCREENS.filter((other) => other.journey === screen.journey).indexOf(screen);
    it(`${screen.journey}: ${screen.name} (${screen.who})`, async () => {
      const page = pages[screen.who];
      await visit(page, screen, ids);
      await page.screenshot({ path: shotOf(screen.journey, index, screen.name) });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(readable(serious), `${screen.name} at ${page.url()}`).toBe('');
    });
  }
});
