import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Phone } from '../support/browser';
import { appUrl, expectErrors, expectProfile, signedOutTab, toast, uniqueEmail } from './auth-helpers';

// Social sign-in through the local stand-in for Google/Facebook/Apple: the real /auth/callback
// path, a new identity's profile completion, and a cancelled or empty callback.
let { browser, page, errors } = {} as Phone;

beforeAll(async () => {
  ({ browser, page, errors } = await openPhone(appUrl));
});
afterAll(async () => {
  await browser?.close();
});

describe('social sign-in (local stand-in)', () => {
  it('returns through /auth/callback to profile completion, then home', async () => {
    const email = uniqueEmail('google');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('heading', { name: 'Continue with Google' }).waitFor();
    await page.getByLabel('Name').fill('Gita Gupta');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Sign in as this Google user' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/auth'));
    await toast(page, 'Welcome back!');
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
    // What the provider told us is already filled in.
    expect(await page.getByLabel('Display name').inputValue()).toBe('Gita Gupta');
    await page.getByLabel('Display name').fill('  ');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expectErrors(page, { 'Display name': 'Display name is required' });
    await page.getByLabel('Display name').fill('Gita G');
    await page.getByRole('radio', { name: 'Host', exact: true }).check();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await toast(page, 'Profile Setup Complete!');
    // A new account then says what it plays and where, and is home.
    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('checkbox', { name: 'Tennis' }).check();
    await page.getByRole('radio', { name: 'Advanced' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Chennai' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Survives a reload, with the profile now complete: /auth sends the user home.
    await page.reload();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
    await expectProfile(page, 'Gita G', 'Host');
    expect(errors).toEqual([]);
  });

  it('shows the failure and returns to sign-in when the provider sign-in is cancelled', async () => {
    const { context: fresh, tab } = await signedOutTab(browser, '/auth/signup');
    await tab.getByRole('button', { name: 'Continue with Apple' }).click();
    await tab.getByRole('heading', { name: 'Continue with Apple' }).waitFor();
    await tab.getByRole('link', { name: 'Cancel' }).click();
    await tab.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    await toast(tab, 'Authentication Error', 'Sign-in was cancelled');
    expect(await tab.getByText('Redirecting you to sign in...').isVisible()).toBe(true);
    await tab.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'signin');

    // A callback with nothing to complete.
    await tab.goto('/auth/callback');
    await toast(tab, 'No session found');
    await tab.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    await fresh.close();
  });
});
