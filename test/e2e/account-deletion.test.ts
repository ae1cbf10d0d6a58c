import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMER_MEMBER_NAME } from '@shared/texts/account-data';
import { DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';
import { openPhone, type Phone } from '../support/browser';
import { apiClient, gameBody, until } from '../support/games-client';
import { appUrl, createHostAndPlayer, toast, uniqueEmail } from './auth-helpers';
import { seriousAxeFindings } from '../support/axe';

// A player with a request to a game downloads their data, then deletes their account from Settings:
// they land signed out on Home, can't sign in again, and the host's list no longer names them.
let { browser, page, errors } = {} as Phone;
const { call } = apiClient(appUrl);
const host = { email: uniqueEmail('erase.host'), name: 'Hema Host' };
const player = { email: uniqueEmail('erase.player'), name: `Zara Leaving ${Date.now().toString(36)}` };
let hostToken = '';
let gameId = '';
let requestId = '';

beforeAll(async () => {
  let playerToken: string;
  ({ hostToken, playerToken } = await createHostAndPlayer(host, player));
  const game = await call('/api/games', {
    method: 'POST',
    token: hostToken,
    body: gameBody({ price: 0, questions: [] }),
  });
  expect(game.status, JSON.stringify(game.body)).toBe(201);
  gameId = game.body.id;
  const joined = await call(`/api/games/${gameId}/join`, {
    method: 'POST',
    token: playerToken,
    body: { answers: {}, contactInfo: { name: player.name, email: player.email, phone: '+919845012345' } },
  });
  expect(joined.status).toBe(201);
  requestId = joined.body.joinRequestId;
  ({ browser, page, errors } = await openPhone(appUrl, { signedInAs: player.email }));
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

const hostList = async () =>
  (await call(`/api/games/${gameId}/requests`, { token: hostToken })).body.requests as {
    id: string;
    status: string;
    contact_name: string;
  }[];

describe('download my data, then delete my account', () => {
  it('downloads a JSON file with the request in it', async () => {
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Privacy & Security', level: 2 }).waitFor();
    // Both rows' buttons are comfortable taps, and the group passes axe.
    for (const name of ['Download', 'Delete'])
      expect((await page.getByRole('button', { name, exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The whole page is scanned, toasts included: the toaster's list must stay a list in its live region.
    expect(await seriousAxeFindings(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^yaktiv-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ name: player.name, email: player.email });
    expect(data.join_requests).toEqual([expect.objectContaining({ id: requestId, status: 'pending' })]);
    await toast(page, 'Your data was downloaded');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('asks for the typed word, then deletes: signed out on Home, no sign-in, the host no longer sees the name', async () => {
    expect((await hostList()).find((r) => r.id === requestId)?.contact_name).toBe(player.name);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('Games you host that have not been played are cancelled', { exact: false }).waitFor();
    expect(await seriousAxeFindings(page, '.account-delete-dialog')).toEqual([]);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Type DELETE in capital letters to delete your account').waitFor();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Your account was deleted. Thank you for playing with Yaktiv.');

    // Signing in again fails as for an unknown account.
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Invalid email or password.').waitFor();

    const left = await until(
      async () => (await hostList()).find((r) => r.id === requestId && r.contact_name === FORMER_MEMBER_NAME),
      30_000,
      'the request withdrawn and anonymous',
    );
    expect(left.status).toBe('withdrawn');
    expect(JSON.stringify(await hostList())).not.toContain(player.name);
    expect(errors.filter((e) => !/40[134]|Failed to load resource/.test(e))).toEqual([]);
  });
});
