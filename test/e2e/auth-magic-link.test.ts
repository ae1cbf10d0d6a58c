import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Phone } from '../support/browser';
import {
  appUrl,
  callbackPath,
  createConfirmedAccount,
  expectErrors,
  outbox,
  signedOutTab,
  signOutFromUserMenu,
  toast,
  uniqueEmail,
} from './auth-helpers';

// Magic link: validation, 'Check Your Email', the 60 s resend limit, signing in through the
// mailed link, and the same link refused the second time.
let { browser, page, errors } = {} as Phone;

beforeAll(async () => {
  ({ browser, page, errors } = await openPhone(appUrl));
});
afterAll(async () => {
  await browser?.close();
});

describe('magic link', () => {
  it('shows the e-mail validation messages', async () => {
    await page.goto('/auth/magic-link');
    await page.getByRole('heading', { name: 'Magic Link' }).waitFor();
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expectErrors(page, { Email: 'Email is required' });
    await page.getByLabel('Email', { exact: true }).fill('someone@nowhere');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expectErrors(page, { Email: 'Please enter a valid email' });
  });

  it('mails a link that signs in once; the same link then fails', async () => {
    const email = uniqueEmail('magic');
    await createConfirmedAccount(email, 'Str0ngPass!', 'Kabir Rao');

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Email me a magic link instead' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/magic-link');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await toast(page, 'Magic link sent!');
    expect(await page.getByText('The link expires in 1 hour.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to sign in' }).isVisible()).toBe(true);

    // A second link within 60 s is refused by the server, and the toast says why.
    await page.getByRole('button', { name: 'Send Another Link' }).click();
    await toast(page, 'Failed to send magic link');

    const [mail] = await outbox(email, (messages) => messages.some((m) => m.subject === 'Your Yaktiv sign-in link'));
    const link = callbackPath(mail!.text);
    expect(link).toContain('method=magic-link');

    // Opened in another browser (a fresh context): nothing but the link is needed.
    const { context: other, tab, errors: tabErrors } = await signedOutTab(browser, link);
    await toast(tab, 'Welcome back!');
    await tab.waitForURL((url) => url.pathname === '/');
    await tab.getByRole('button', { name: 'User menu' }).click();
    await tab.getByText(email).waitFor();
    await tab.keyboard.press('Escape');
    await signOutFromUserMenu(tab);

    // The link is one-time.
    await tab.goto(link);
    await tab.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    await toast(tab, 'Authentication Error');
    expect(await tab.getByText('Redirecting you to sign in...').isVisible()).toBe(true);
    await tab.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'signin');
    expect(tabErrors).toEqual([]);
    await other.close();
    expect(errors).toEqual([]);
  });

  it('treats a malformed link as a failed sign-in', async () => {
    await page.goto('/auth/callback?method=magic-link&token=not-a-token');
    await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    await page.locator('main').getByText('This link is incomplete or damaged. Please request a new one.').waitFor();
  });
});
