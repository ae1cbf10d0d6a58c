import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { acceptedJoin } from '../support/accepted-join';
import { phonePeople, submitSignIn } from '../support/browser';
import { FRESH_PASSWORD, freshUser } from '../support/fresh-user';
import { apiClient, uniqueTag } from '../support/games-client';
import { paidThenWithdrawn } from '../support/paid-join';
import { appUrl } from './auth-helpers';
import { createGameAs } from './games-helpers';
import type { ScreenIds, Who } from './screens';

// The people and games the screen walks over the demo data need (axe, tap targets): the seeded
// player, host and admin signed in, a brand-new account for the welcome, a game with a question
// to join, and the player's paid games (one waiting for payment, one paid and then withdrawn).
const ACCOUNTS: Record<Exclude<Who, 'visitor' | 'newcomer'>, string> = {
  player: 'ananya@demo.yaktiv.test',
  host: 'priya@demo.yaktiv.test',
  admin: 'admin@demo.yaktiv.test',
};

/** Opens them before the file's tests and closes them after; the pages and ids are filled in by then. */
export function demoScreenPeople(): { pages: Record<Who, Page>; ids: ScreenIds } {
  const people = phonePeople(appUrl);
  const demo = { pages: {} as Record<Who, Page>, ids: {} as ScreenIds };
  beforeAll(async () => {
    Object.assign(demo, await openDemoScreenPeople(people));
  });
  afterAll(() => people.close());
  return demo;
}

async function openDemoScreenPeople(
  people: ReturnType<typeof phonePeople>,
): Promise<{ pages: Record<Who, Page>; ids: ScreenIds }> {
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
  const [hostToken, playerToken] = [await token(ACCOUNTS.host), await token(ACCOUNTS.player)];
  const as = { host: hostToken, player: playerToken };
  const join = { contactInfo: { name: 'Ananya', email: ACCOUNTS.player } };
  const paid = (title: string) => createGameAs(hostToken, { title: `${title} ${uniqueTag()}`, price: 200 });
  const payable = await acceptedJoin(call, (await paid('Paid Badminton Doubles')).id, as, join);
  await paidThenWithdrawn(appUrl, call, (await paid('Paid Turf Cricket')).id, as, join);
  const ids: ScreenIds = {
    hosted: await find('Sunday Morning Football'),
    playing: await find('Pickleball for Beginners'),
    joinable: created.id,
    community: 'demo-bengaluru-weekend-footballers',
    payable,
  };

  const pages = {} as Record<Who, Page>;
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
  return { pages, ids };
}
