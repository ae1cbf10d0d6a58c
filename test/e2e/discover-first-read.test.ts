import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Phone } from '../support/browser';
import { appUrl } from './auth-helpers';

// Discover's first list is asked for by the prerendered page itself, as it is parsed (an inline
// script), not after the app's entry script has arrived; the app takes that answer rather than
// asking again. Checked on the requests the browser makes, never on timings.
let phone: Phone;
let reads: string[];

beforeAll(async () => {
  phone = await openPhone(appUrl);
  reads = [];
  phone.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/games')) reads.push(`${url.pathname}${url.search}`);
  });
});
afterAll(() => phone.browser.close());

describe("Discover's first read", () => {
  it('starts from the page before the app boots, and is made once', async () => {
    await phone.page.goto('/discover');
    await phone.page.locator('article.game-card').first().waitFor();
    await phone.page.waitForLoadState('networkidle');
    expect(await phone.page.evaluate(() => Object.keys(window.__earlyReads ?? {}))).toEqual(['/api/games?limit=100']);
    expect(reads.filter((read) => read === '/api/games?limit=100')).toHaveLength(1);
    expect(phone.errors).toEqual([]);
  });

  it('is left to the screen when the address has filters', async () => {
    reads.length = 0;
    await phone.page.goto('/discover?price=free');
    await phone.page.getByRole('button', { name: 'Free', exact: true, pressed: true }).waitFor();
    await phone.page.waitForLoadState('networkidle');
    expect(await phone.page.evaluate(() => window.__earlyReads)).toBeUndefined();
    expect(reads.filter((read) => read.includes('price=free'))).toHaveLength(1);
  });
});
