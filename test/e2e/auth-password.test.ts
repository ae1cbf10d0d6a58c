import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Phone } from '../support/browser';
import {
  appUrl,
  callbackPath,
  expectErrors,
  focusedLabel,
  outbox,
  signOutFromUserMenu,
  toast,
  uniqueEmail,
} from './auth-helpers';

// E-mail and password: sign-in and sign-up validation, sign-up → confirmation link from
// the outbox → password sign-in → sign out, and the forgotten-password reset.
let { browser, context, page, errors } = {} as Phone;

beforeAll(async () => {
  ({ browser, context, page, errors } = await openPhone(appUrl));
});
afterAll(async () => {
  await browser?.close();
});

const submit = (name: string) => page.getByRole('button', { name, exact: true }).click();

describe('sign-in form', () => {
  it('shows every sign-in validation message, focusing the first field to fix', async () => {
    await page.goto('/auth/signin');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.getByText('Or signin with').isVisible()).toBe(true);
    for (const provider of ['Google', 'Facebook', 'Apple']) {
      expect(await page.getByRole('button', { name: `Continue with ${provider}` }).isVisible()).toBe(true);
    }

    await submit('Sign In');
    await expectErrors(page, { Email: 'Email is required', Password: 'Password is required' });
    expect(await focusedLabel(page)).toBe('Email');

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await submit('Sign In');
    await expectErrors(page, {
      Email: 'Please enter a valid email',
      Password: 'Password must be at least 8 characters',
    });

    // The phone variant of the form.
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Phone', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await submit('Sign In');
    await expectErrors(page, { 'Phone number': 'Phone number is required' });
    await page.getByLabel('Phone number', { exact: true }).fill('12345 67890');
    await submit('Sign In');
    await expectErrors(page, { 'Phone number': 'Please enter a valid 10-digit Indian phone number' });

    // A well-formed number goes to the pool as +91…; no account has that number and password.
    await page.getByLabel('Phone number', { exact: true }).fill('98765 43210');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd');
    await submit('Sign In');
    await toast(page, 'Sign In Failed', 'Invalid email or password.');
    await expectErrors(page, { 'Phone number': null, Password: null });
  });

  it('says "Invalid email or password." for a wrong password', async () => {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill('rahul@demo.yaktiv.test');
    await page.getByLabel('Password', { exact: true }).fill('NotThePassw0rd');
    await submit('Sign In');
    await toast(page, 'Sign In Failed', 'Invalid email or password.');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});

describe('sign-up', () => {
  it('shows every sign-up validation message', async () => {
    await page.goto('/auth/signup');
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    expect(await page.getByLabel('Join events hosted by others').isChecked()).toBe(true);
    expect(await page.getByLabel('Host and organize events').isChecked()).toBe(false);

    await submit('Create Account');
    await expectErrors(page, {
      'Full name': 'Name is required',
      Email: 'Email is required',
      Password: 'Password is required',
    });
    expect(await focusedLabel(page)).toBe('Full name');

    await page.getByLabel('Full name').fill('Meera Nair');
    await page.getByLabel('Email', { exact: true }).fill('meera@');
    await page.getByLabel('Password', { exact: true }).fill('short1A');
    await page.getByLabel('Confirm password').fill('short1B');
    await submit('Create Account');
    await expectErrors(page, {
      'Full name': null,
      Email: 'Please enter a valid email',
      Password: 'Password must be at least 8 characters',
      'Confirm password': 'Passwords do not match',
    });
    expect(await focusedLabel(page)).toBe('Email');

    await page.getByLabel('Password', { exact: true }).fill('alllowercase1');
    await submit('Create Account');
    await expectErrors(page, { Password: 'Password must contain uppercase, lowercase, and number' });
  });

  it('signs up, confirms through the e-mailed link, signs in with the password and signs out', async () => {
    const email = uniqueEmail('signup');
    const password = 'Str0ngPass!';
    await page.goto('/auth/signup');
    await page.getByLabel('Full name').fill('Meera Nair');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('Host and organize events').check();
    await submit('Create Account');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await toast(page, 'Check your email');
    expect(await page.getByText(email).isVisible()).toBe(true);

    // Signing up again with the same address says so.
    const second = await context.newPage();
    await second.goto('/auth/signup');
    await second.getByLabel('Full name').fill('Meera Again');
    await second.getByLabel('Email', { exact: true }).fill(email);
    await second.getByLabel('Password', { exact: true }).fill(password);
    await second.getByLabel('Confirm password').fill(password);
    await second.getByRole('button', { name: 'Create Account', exact: true }).click();
    await toast(second, 'Sign Up Failed', 'already exists');

    // Before confirming, sign-in is refused with the spec's message.
    await second.goto('/auth');
    await second.getByLabel('Email', { exact: true }).fill(email);
    await second.getByLabel('Password', { exact: true }).fill(password);
    await second.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast(second, 'Sign In Failed', 'Please confirm your email before signing in. Check your inbox.');
    await second.close();

    const [mail] = await outbox(email);
    expect(mail!.subject).toBe('Confirm your Yaktiv account');
    await page.goto(callbackPath(mail!.text));
    await toast(page, 'Email confirmed', 'Sign in to continue.');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'signin');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    await page.getByLabel('Password', { exact: true }).fill(password);
    await submit('Sign In');
    await toast(page, 'Welcome back!', 'You have successfully signed in.');
    // A new account first says what it plays and where; then it is home. Once picked, later
    // sign-ins through this link go straight on.
    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('checkbox', { name: 'Cricket' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Mumbai' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The chosen role reached the profile (post-confirmation trigger).
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Meera Nair' }).waitFor();
    expect(await page.locator('.profile-identity .badge').innerText()).toBe('Host');

    // A signed-in user with a finished profile is sent on from /auth.
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');

    await signOutFromUserMenu(page);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();

    // The confirmation link again: the account is confirmed already, so it just leads to sign-in.
    await page.goto(callbackPath(mail!.text));
    await page.waitForURL((url) => url.searchParams.get('mode') === 'signin');

    // Forgotten password: a mailed code sets a new one.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await submit('Send Reset Code');
    await page.getByLabel('Reset code').waitFor();
    const messages = await outbox(email, (list) => list.length >= 2);
    const code = /code is (\d{6})/.exec(messages[0]!.text)![1]!;
    await submit('Set New Password');
    await expectErrors(page, { 'Reset code': 'Verification code is required', 'New password': 'Password is required' });
    await page.getByLabel('Reset code').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New password', { exact: true }).fill('N3wPassword');
    await page.getByLabel('Confirm new password').fill('N3wPassword');
    await submit('Set New Password');
    await expectErrors(page, { 'Reset code': 'Invalid verification code' });
    await page.getByLabel('Reset code').fill(code);
    await submit('Set New Password');
    await toast(page, 'Password reset', 'Sign in with your new password.');
    await page.waitForURL((url) => url.searchParams.get('mode') === 'signin');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill('N3wPassword');
    await submit('Sign In');
    await page.waitForURL((url) => url.pathname === '/');
    await signOutFromUserMenu(page);
    expect(errors).toEqual([]);
  });

  it('refuses a damaged confirmation link on the callback screen', async () => {
    await page.goto(
      `/auth/callback?method=confirm-sign-up&email=${encodeURIComponent(uniqueEmail('ghost'))}&code=123456`,
    );
    await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    expect(await page.getByText('Redirecting you to sign in...').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'signin');
  });
});
