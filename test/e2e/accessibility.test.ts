import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { apiClient, uniqueTag } from '../support/games-client';
import { appUrl } from './auth-helpers';
import { createGameAs } from './games-helpers';
import { visit } from './screen-walk';
import { SCREENS, type ScreenIds, type Who } from './screens';

// Axe on every screen of the app at phone size, as the person who would see it, with no
// serious or critical violation.
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
  ids = {
    hosted: await find('Sunday Morning Football'),
    playing: await find('Pickleball for Beginners'),
    joinable: created.id,
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
      await visit(page, screen, ids);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(readable(serious), `${screen.name} at ${page.url()}`).toBe('');
    });
  }
});
