import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Phone } from '../support/browser';
import { appUrl, expectErrors, expectProfile, outbox, signedOutTab, smsCode, toast, uniquePhone } from './auth-helpers';

// Phone sign-in by SMS code, reading the code from the outbox: validation, the resend countdown,
// Change phone number, a wrong code then the right one, and a new user's profile completion.
let { browser, page, errors } = {} as Phone;

beforeAll(async () => {
  ({ browser, page, errors } = await openPhone(appUrl));
});
afterAll(async () => {
  await browser?.close();
});

const codeField = () => page.getByLabel('Verification code', { exact: true });
const phoneField = () => page.getByLabel('Phone number', { exact: true });

describe('phone sign-in', () => {
  it('signs a new number in by code and completes its profile', async () => {
    await page.goto('/auth/phone');
    await page.getByRole('heading', { name: 'Phone Sign In' }).waitFor();

    // The phone field's rules.
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expectErrors(page, { 'Phone number': 'Phone number is required' });
    await phoneField().fill('call me');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expectErrors(page, { 'Phone number': 'Please enter a valid phone number' });

    // A first number: code step, countdown, then Change phone number clears the code.
    const first = uniquePhone();
    await phoneField().fill(first.typed);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await toast(page, 'Code sent!');
    await codeField().waitFor();
    const countdown = page.getByRole('button', { name: /^Resend code in \d+s$/ });
    await countdown.waitFor();
    expect(await countdown.innerText()).toMatch(/^Resend code in (60|59|58|57|56|55)s$/);
    expect(await countdown.isDisabled()).toBe(true);

    // The code field's rules: digits only, at most six.
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expectErrors(page, { 'Verification code': 'Verification code is required' });
    await codeField().fill('12a3');
    expect(await codeField().inputValue()).toBe('123');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expectErrors(page, { 'Verification code': 'Please enter a valid 6-digit code' });
    await codeField().fill('98 76 54 32');
    expect(await codeField().inputValue()).toBe('987654');

    await page.getByRole('button', { name: 'Change phone number' }).click();
    await phoneField().waitFor();
    expect(await codeField().count()).toBe(0);
    expect(await phoneField().inputValue()).toBe(first.typed);

    // Another number: the code field starts empty again.
    const second = uniquePhone();
    await phoneField().fill(second.e164);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await toast(page, 'Code sent!');
    await codeField().waitFor();
    expect(await codeField().inputValue()).toBe('');
    const [sms] = await outbox(second.e164);
    expect(sms!.channel).toBe('sms');
    const code = smsCode(sms!.text);

    // A wrong code costs an attempt; the right one signs in.
    await codeField().fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await toast(page, 'Verification Failed', 'Invalid verification code');
    await page.getByText('2 attempts left').waitFor();
    expect(await codeField().inputValue()).toBe('');
    await codeField().fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await toast(page, 'Welcome back!');

    // A new identity has no profile: completion, with its rules.
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Player', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expectErrors(page, { 'Display name': 'Display name is required' });
    await page.getByLabel('Display name').fill('Ishaan Phone');
    await page.getByLabel('Phone (optional)').fill('not a phone');
    await page.getByLabel('Instagram handle (optional)').fill('@bad handle!');
    expect(await page.getByLabel('Instagram handle (optional)').inputValue()).toBe('bad handle!');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expectErrors(page, {
      'Display name': null,
      'Phone (optional)': 'Please enter a valid phone number',
      'Instagram handle (optional)': 'Please enter a valid Instagram handle',
    });
    await page.getByLabel('Phone (optional)').fill(second.typed);
    await page.getByLabel('Instagram handle (optional)').fill('@ishaan.plays');
    expect(await page.getByLabel('Instagram handle (optional)').inputValue()).toBe('ishaan.plays');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await toast(page, 'Profile Setup Complete!');
    // The welcome that follows can be skipped.
    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await expectProfile(page, 'Ishaan Phone', 'Player');
    expect(errors).toEqual([]);
  });

  it('ends the attempt after three wrong codes', async () => {
    const { context: fresh, tab } = await signedOutTab(browser, '/auth/phone');
    const phone = uniquePhone();
    await tab.getByLabel('Phone number', { exact: true }).fill(phone.local);
    await tab.getByRole('button', { name: 'Send Code' }).click();
    const field = tab.getByLabel('Verification code', { exact: true });
    await field.waitFor();
    const code = smsCode((await outbox(phone.e164))[0]!.text);
    const wrong = ['000000', '111111', '222222', '333333'].filter((candidate) => candidate !== code);
    for (const attempt of wrong.slice(0, 2)) {
      await field.fill(attempt);
      await tab.getByRole('button', { name: 'Verify Code' }).click();
      await expect.poll(() => field.inputValue()).toBe('');
    }
    await tab.getByText('1 attempt left').waitFor();
    await field.fill(wrong[2]!);
    await tab.getByRole('button', { name: 'Verify Code' }).click();
    // Back at the phone step: the attempt is over.
    await tab.getByRole('button', { name: 'Send Code' }).waitFor();
    await toast(tab, 'Verification Failed');
    await fresh.close();
  });
});
