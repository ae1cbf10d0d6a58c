import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { signInLocal } from '../support/local-auth';
import { appUrl, createHostAndPlayer, toast, uniqueEmail } from './auth-helpers';
import { collectUserContent, englishLeft, textsOnScreen } from './hindi-latin-texts';
import { overflowing, phoneScreenshot } from './overflow';
import { apiAs as api, DEMO_PASSWORD, dismissToasts, indiaDatePlus, randomWord, signIn } from './games-helpers';

// The host dashboard's journey, phone-sized against the real local stack: a fresh host with three
// free games (two cricket, one football) and a player who asked to join two of them and nudged
// one. The host sees the numbers those games give, the nudge alert, My Games with Manage and
// Details, and accepts a request from the Requests tab (reached with the arrow keys); Analytics
// is fetched only when opened; 'Back to Dashboard' and the edit-game error land on this screen.
// The signed-out overlay and the promo are covered by host-communities.test.ts.
const TAG = randomWord(6);
const HOST = { email: uniqueEmail('stats-host'), name: 'Meera Stats Host' };
const PLAYER = { email: uniqueEmail('stats-player'), name: 'Kabir Stats Player' };
const GAMES = [
  { key: 'soon', title: `Dashboard Cricket Nets ${TAG}`, sport: 'cricket', days: 3 },
  { key: 'later', title: `Dashboard Cricket Match ${TAG}`, sport: 'cricket', days: 5 },
  { key: 'last', title: `Dashboard Football ${TAG}`, sport: 'football', days: 7 },
] as const;
const ACCEPT_MESSAGE = 'Welcome! Bring your own bat.';

const people = phonePeople(appUrl);
const { errors } = people;
let host: Page;
const ids: Record<(typeof GAMES)[number]['key'], string> = { soon: '', later: '', last: '' };
const apiCalls: string[] = [];
/** Names and titles the host's pages show as people wrote them (read from the API's answers). */
const userContent = new Set<string>([HOST.name, PLAYER.name, HOST.email, PLAYER.email]);

beforeAll(async () => {
  const { hostToken, playerToken } = await createHostAndPlayer(HOST, PLAYER);
  for (const game of GAMES) {
    const created = await api('/api/games', hostToken, 'POST', {
      title: game.title,
      sport: game.sport,
      location: 'Cubbon Park Nets, Bengaluru',
      maps_link: '12.9763,77.5929',
      game_date: indiaDatePlus(game.days),
      game_time: '07:00',
      max_players: 10,
      price: 0,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids[game.key] = created.body.id;
  }
  // The player asks to join the first two games and nudges the host about the second.
  const requests: Record<string, string> = {};
  for (const key of ['soon', 'later'] as const) {
    const joined = await api(`/api/games/${ids[key]}/join`, playerToken, 'POST', {
      contactInfo: { name: PLAYER.name, email: PLAYER.email },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    requests[key] = joined.body.joinRequestId;
  }
  const nudged = await api(`/api/requests/${requests.later}/nudge`, playerToken, 'POST');
  expect(nudged.status, JSON.stringify(nudged.body)).toBe(200);

  host = await people.open('host');
  host.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/host/')) apiCalls.push(path);
  });
  collectUserContent(host, userContent);
  await signIn(host, HOST.email);
});
afterAll(() => people.close());

const stat = (id: string) => host.locator(`[data-stat="${id}"]`);
const gameCard = (title: string) => host.getByRole('list', { name: 'My Games' }).getByRole('article', { name: title });

describe("a host's dashboard from real data", () => {
  it('shows the numbers of the games: revenue with fees apart, games hosted, no finished game yet, the sport hosted most', async () => {
    await host.goto('/host');
    await host.getByRole('heading', { name: 'Host Dashboard', level: 1 }).waitFor();
    await stat('revenue').waitFor();
    expect(await stat('revenue').innerText()).toMatch(/Revenue\s*₹0\s*Platform fees ₹0/);
    expect(await stat('games').innerText()).toMatch(/Games Hosted\s*3\s*0 completed/);
    expect(await stat('attendance').innerText()).toMatch(/Avg Attendance\s*No finished games yet/);
    expect(await stat('sport').innerText()).toMatch(/Popular Sport\s*Cricket/);
    // One call loads the page; Analytics waits until its tab is opened.
    expect(apiCalls.filter((path) => path === '/api/host/dashboard').length).toBeGreaterThanOrEqual(1);
    expect(apiCalls).not.toContain('/api/host/analytics');
  });

  it('the orange alert lists the nudge with a link to decide on it', async () => {
    const alert = host.getByRole('region', { name: 'Players are waiting for your answer' });
    const link = alert.getByRole('link', { name: `${PLAYER.name} nudged once about ${GAMES[1].title}` });
    expect(await link.getAttribute('href')).toBe(`/game/${ids.later}/manage`);
  });

  it('My Games lists the next game first, Manage where requests wait and Details elsewhere', async () => {
    const titles = await host
      .getByRole('list', { name: 'My Games' })
      .getByRole('heading', { level: 3 })
      .allInnerTexts();
    expect(titles).toEqual([GAMES[0].title, GAMES[1].title, GAMES[2].title]);
    const soon = gameCard(GAMES[0].title);
    expect(await soon.getByRole('link', { name: GAMES[0].title, exact: true }).getAttribute('href')).toBe(
      `/game/${ids.soon}`,
    );
    expect(await soon.getByRole('link', { name: `Manage ${GAMES[0].title}` }).getAttribute('href')).toBe(
      `/game/${ids.soon}/manage`,
    );
    expect(await soon.innerText()).toMatch(/Upcoming[\s\S]*Players\s*0\/10[\s\S]*Price\s*Free[\s\S]*Pending\s*1/);
    expect(
      await gameCard(GAMES[2].title)
        .getByRole('link', { name: `Details ${GAMES[2].title}` })
        .getAttribute('href'),
    ).toBe(`/game/${ids.last}`);
  });

  it('accepts a request from the Requests tab, reached with the arrow keys: it leaves the list and the counts drop', async () => {
    await host.getByRole('tab', { name: 'My Games' }).focus();
    await host.keyboard.press('ArrowRight');
    const requestsTab = host.getByRole('tab', { name: /^Requests/ });
    await host.waitForURL((url) => url.search === '?tab=requests');
    expect(await requestsTab.getAttribute('aria-selected')).toBe('true');
    expect(await requestsTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(await requestsTab.locator('.tab-badge').innerText()).toBe('2');

    const pending = host.getByRole('list', { name: 'Pending requests' }).getByRole('listitem');
    await pending.first().waitFor();
    expect(await pending.count()).toBe(2);
    const item = pending.filter({ has: host.getByRole('link', { name: GAMES[0].title, exact: true }) });
    expect(await item.getByText(PLAYER.email).isVisible()).toBe(true);
    await item.getByLabel(`Message to ${PLAYER.name} (optional)`).fill(ACCEPT_MESSAGE);
    await dismissToasts(host);
    await item.getByRole('button', { name: 'Accept', exact: true }).click();
    await toast(host, 'Request accepted', 'The join request has been accepted successfully');
    await item.waitFor({ state: 'detached' });
    expect(await pending.count()).toBe(1);
    expect(await requestsTab.locator('.tab-badge').innerText()).toBe('1');

    await host.getByRole('tab', { name: 'My Games' }).click();
    const soon = gameCard(GAMES[0].title);
    expect(await soon.innerText()).toMatch(/Players\s*1\/10[\s\S]*Pending\s*0/);
    expect(await soon.getByRole('link', { name: `Details ${GAMES[0].title}` }).getAttribute('href')).toBe(
      `/game/${ids.soon}`,
    );
  });

  it('the server agrees after a reload: the player is confirmed with the message', async () => {
    await host.reload();
    await stat('games').waitFor();
    expect(await gameCard(GAMES[0].title).innerText()).toMatch(/1\/10/);
    expect(
      await host
        .getByRole('tab', { name: /^Requests/ })
        .locator('.tab-badge')
        .innerText(),
    ).toBe('1');
    const playerToken = (await signInLocal(appUrl, PLAYER.email, DEMO_PASSWORD)).AccessToken;
    const mine = await api('/api/me/requests', playerToken);
    const accepted = (mine.body.requests as { game_id: string; status: string; host_message: string | null }[]).find(
      (r) => r.game_id === ids.soon,
    );
    expect(accepted).toMatchObject({ status: 'confirmed', host_message: ACCEPT_MESSAGE });
  });

  it('Analytics is fetched when opened and says there is nothing to chart yet', async () => {
    expect(apiCalls).not.toContain('/api/host/analytics');
    await host.getByRole('tab', { name: 'Analytics' }).click();
    await host.getByRole('heading', { name: 'Players per game' }).waitFor();
    await host.getByText('No finished games yet. Players per game appear once your games start.').waitFor();
    await host.getByText('No payments in the last 12 months.').waitFor();
    expect(apiCalls).toContain('/api/host/analytics');
  });

  it("'Back to Dashboard' and the edit-game error reach this dashboard", async () => {
    await host.goto(`/game/${ids.later}/manage`);
    await host.getByRole('link', { name: 'Back to Dashboard' }).click();
    await host.waitForURL((url) => url.pathname === '/host');
    await stat('revenue').waitFor();

    await host.goto('/edit-game/no-such-game');
    await host.waitForURL((url) => url.pathname === '/host');
    await toast(host, 'Game not found');
    await stat('games').waitFor();
    expect(errors.host).toEqual([]);
  });
});

describe("the host's screens in Hindi at 390 px", () => {
  const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'hindi', 'host');
  /** The screen in Hindi: no English but what people wrote, nothing past the edge, and a picture of it. */
  const inHindi = async (name: string) => {
    await host.waitForLoadState('networkidle').catch(() => undefined);
    await phoneScreenshot(host, join(SHOTS, `${name}.png`));
    expect(englishLeft(await textsOnScreen(host), userContent), `English left on ${name}`).toEqual([]);
    expect((await overflowing(host)).out, `past 390 px on ${name}`).toEqual([]);
  };

  it('the dashboard, its tabs and the create forms speak Hindi, with Indian numbers and no overflow', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await host.goto('/settings/language');
    await host.getByRole('radio', { name: /^हिन्दी/ }).check();
    await host.getByRole('heading', { name: 'भाषा', level: 1 }).waitFor();

    await host.goto('/host');
    await host.getByRole('heading', { name: 'होस्ट डैशबोर्ड', level: 1 }).waitFor();
    await stat('games').waitFor();
    expect(await stat('games').innerText()).toMatch(/होस्ट किए गेम\s*3\s*0 पूरे हुए/);
    expect(await stat('sport').innerText()).toMatch(/क्रिकेट/);
    const mine = host.getByRole('list', { name: 'मेरे गेम' });
    expect(await mine.getByRole('link', { name: `${GAMES[2].title} की जानकारी` }).count()).toBe(1);
    await inHindi('dashboard');

    await host.getByRole('tab', { name: /^रिक्वेस्ट/ }).click();
    await host.getByRole('list', { name: 'बाकी रिक्वेस्ट' }).waitFor();
    await inHindi('requests');

    await host.getByRole('tab', { name: 'कम्युनिटी' }).click();
    await host.getByText('आपकी अभी कोई कम्युनिटी नहीं है।', { exact: false }).waitFor();
    expect(await host.getByRole('link', { name: 'नई कम्युनिटी' }).count()).toBe(1);
    await inHindi('communities');

    await host.getByRole('tab', { name: 'आँकड़े' }).click();
    await host.getByRole('heading', { name: 'हर गेम में खिलाड़ी' }).waitFor();
    await host.getByText('पिछले 12 महीनों में कोई पेमेंट नहीं।').waitFor();
    await inHindi('analytics');

    await host.goto('/create-game');
    await host.getByRole('heading', { name: 'गेम बनाएँ', level: 1 }).waitFor();
    await host.getByRole('button', { name: 'सवाल जोड़ें' }).click();
    await host.getByLabel('सवाल 1', { exact: true }).waitFor();
    await inHindi('create-game');

    await host.goto('/create-community');
    await host.getByRole('heading', { name: 'कम्युनिटी बनाएँ', level: 1 }).waitFor();
    await host.getByLabel('कम्युनिटी का नाम').waitFor();
    await inHindi('create-community');
    expect(errors.host).toEqual([]);
  });
});
