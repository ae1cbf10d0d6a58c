import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, submitSignIn, type Phone } from '../support/browser';
import { appUrl, createConfirmedAccount, expectErrors, outbox, signedOutTab, toast, uniqueEmail } from './auth-helpers';
import { englishLeft, textsOnScreen } from './hindi-latin-texts';
import { overflowing, phoneScreenshot } from './overflow';
import { apiAs, createGameAs, demoTokens, randomWord } from './games-helpers';
import { signInLocal } from '../support/local-auth';
import { gameBody, minutesFromNow } from '../support/games-client';

// Settings at phone size, every entry: what a player changes is saved, survives a reload, and
// shows on the settings list; the password can be changed (and set with a mailed code) and used
// to sign in again; the help and legal pages are reachable from Settings and from sign-up.
let { browser, page, errors } = {} as Phone;
const email = uniqueEmail('settings');
const FIRST = 'Str0ngPass';
const SECOND = 'N3wPassword';
const THIRD = 'Th1rdPassword';

beforeAll(async () => {
  ({ browser, page, errors } = await openPhone(appUrl));
  await createConfirmedAccount(email, FIRST, 'Meera Iyer');
  await page.goto('/auth');
  await submitSignIn(page, email, FIRST);
  await page.waitForURL((url) => url.pathname === '/');
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const row = (name: string | RegExp) => page.getByRole('link', { name });
/** Opens a row of /settings by the start of its text (a row also shows its current value). */
const openFromSettings = async (name: string, rowText = new RegExp(`^${name}`)) => {
  await page.goto('/settings');
  await row(rowText).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
};
const backToSettings = async () => {
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
};

describe('settings', () => {
  it('lists the four groups as rows that open pages, each a comfortable tap, with Logout and the version', async () => {
    await page.goto('/settings');
    for (const group of ['Account', 'Privacy & Security', 'App Settings', 'Support'])
      await page.getByRole('heading', { name: group, level: 2 }).waitFor();
    const links = page.locator('.settings-link');
    expect(await links.count()).toBe(11);
    for (const box of await Promise.all((await links.all()).map((link) => link.boundingBox())))
      expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await page.getByText('Coming soon').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await page.getByText('Version 1.0.0').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('personal information: validates the phone, then saves name, sports, level and city', async () => {
    await openFromSettings('Personal information');
    await page.getByLabel('Display name').fill('Meera I');
    await page.getByLabel('Phone (optional)').fill('call me');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectErrors(page, { 'Phone (optional)': 'Please enter a valid phone number' });
    await page.getByLabel('Phone (optional)').fill('98450 12345');
    await page.getByLabel('Football').check();
    await page.getByLabel('Tennis').check();
    await page.getByLabel('Advanced').check();
    await page.getByLabel('City you play in').selectOption('pune');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Profile updated');

    await page.reload();
    await page.getByLabel('Display name').waitFor();
    expect(await page.getByLabel('Display name').inputValue()).toBe('Meera I');
    expect(await page.getByLabel('Football').isChecked()).toBe(true);
    expect(await page.getByLabel('Tennis').isChecked()).toBe(true);
    expect(await page.getByLabel('Cricket').isChecked()).toBe(false);
    expect(await page.getByLabel('Advanced').isChecked()).toBe(true);
    expect(await page.getByLabel('City you play in').inputValue()).toBe('pune');
    await backToSettings();
    expect(await row(/^Location/).innerText()).toContain('Pune');
  });

  it('notifications: each switch saves at once, says so, and stays after a reload', async () => {
    await openFromSettings('Notifications');
    const emailSwitch = page.getByRole('switch', { name: /^E-mail/ });
    const reminders = page.getByRole('switch', { name: /^Game reminders/ });
    expect(await emailSwitch.isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: /^In the app/ }).isChecked()).toBe(true);
    await emailSwitch.click();
    await toast(page, 'Saved', 'E-mail notifications are off.');
    await reminders.click();
    await toast(page, 'Saved', 'Game reminders are off.');
    await page.reload();
    await page.getByRole('switch', { name: /^E-mail/ }).waitFor();
    expect(await page.getByRole('switch', { name: /^E-mail/ }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: /^In the app/ }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: /^Game reminders/ }).isChecked()).toBe(false);
    const me = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
      const response = await fetch('/api/me', { headers: { authorization: `Bearer ${localStorage.getItem(key)}` } });
      return response.json();
    });
    expect(me).toMatchObject({ notify_email: false, notify_in_app: true, notify_reminders: false });
  });

  it('notifications on the phone: the device can be turned on, and each kind of push has its own switch', async () => {
    const phone = page.getByRole('region', { name: 'Notifications on your phone' });
    await phone.getByRole('status').filter({ hasText: 'Notifications are off on this device.' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Turn on on this device' }).isVisible()).toBe(true);
    const nudges = phone.getByRole('switch', { name: /^Nudges from players/ });
    expect(await phone.getByRole('switch').count()).toBe(6);
    expect(await nudges.isChecked()).toBe(true);
    expect(await phone.getByRole('switch', { name: /^Reminders/ }).isChecked()).toBe(true);
    await nudges.click();
    await toast(page, 'Saved', 'Push for “nudges from players” is off.');
    await page.reload();
    await page.getByRole('switch', { name: /^Nudges from players/ }).waitFor();
    expect(await page.getByRole('switch', { name: /^Nudges from players/ }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: /^Answers to my requests/ }).isChecked()).toBe(true);
  });

  it("privacy: 'who is going' can be switched off, and the list row says so", async () => {
    await openFromSettings('Privacy', /^Privacy Who is going/);
    const going = page.getByRole('switch', { name: "Show me in 'who is going'" });
    expect(await going.isChecked()).toBe(true);
    await going.click();
    await toast(page, 'Saved', "You're no longer shown in 'who is going'.");
    await backToSettings();
    expect(await row(/^Privacy Who is going/).innerText()).toContain('Who is going: Off');
  });

  it('language: हिन्दी switches the app at once, survives a reload, fits the phone, and another device signing in follows', async () => {
    try {
      await openFromSettings('Language');
      expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.getByRole('radio', { name: /^हिन्दी/ }).check();
      await page.getByRole('heading', { name: 'भाषा', level: 1 }).waitFor();
      await toast(page, 'सेव हो गया', 'भाषा सेव हो गई।');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

      // What the server sends follows the account's language: a host accepts this player, and the
      // e-mail in the outbox (and the bell) is Hindi, the game's title as the host wrote it.
      const [priya] = await demoTokens('priya');
      const meera = (await signInLocal(appUrl, email, FIRST)).AccessToken;
      // E-mails were switched off above; on again, so the decision is mailed.
      expect((await apiAs('/api/me', meera, 'PUT', { notify_email: true })).status).toBe(200);
      const title = `Hindi Mail Football ${randomWord()}`;
      const game = await createGameAs(priya, { title, price: 0 });
      const joined = await apiAs(`/api/games/${game.id}/join`, meera, 'POST', {
        contactInfo: { name: 'Meera', email },
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      const decided = await apiAs(`/api/requests/${joined.body.joinRequestId}/decision`, priya, 'POST', {
        action: 'accept',
      });
      expect(decided.status).toBe(200);
      const mails = await outbox(email, (messages) => messages.some((m) => m.subject?.includes(title)));
      const accepted = mails.find((m) => m.subject?.includes(title))!;
      expect(accepted.subject).toBe(`रिक्वेस्ट मंज़ूर: ${title}`);
      expect(accepted.text).toContain('नमस्ते Meera,');
      expect(accepted.text).toContain(`${title} में आपका स्पॉट पक्का है। आपका गेम पास तैयार है।`);
      expect(accepted.text).toContain('अपनी रिक्वेस्ट देखें:');
      expect(accepted.text).not.toMatch(/Hi Meera|You're confirmed|When:|See your requests/);

      // The migrated screens speak Hindi after a reload too, and nothing sticks out past 390 px.
      await page.reload();
      await page.getByRole('heading', { name: 'भाषा', level: 1 }).waitFor();
      expect(await page.getByRole('radio', { name: /^हिन्दी/ }).isChecked()).toBe(true);
      await page.getByRole('link', { name: 'सेटिंग्स पर वापस' }).click();
      await page.getByRole('heading', { name: 'सेटिंग्स', level: 1 }).waitFor();
      for (const group of ['अकाउंट', 'प्राइवेसी और सुरक्षा', 'ऐप सेटिंग्स', 'मदद'])
        await page.getByRole('heading', { name: group, level: 2 }).waitFor();
      expect(await row(/^भाषा/).innerText()).toContain('हिन्दी');
      const nav = page.getByRole('navigation', { name: 'मुख्य' });
      for (const tab of ['होम', 'खेलें', 'कम्युनिटी', 'होस्ट', 'ट्रेनिंग'])
        expect(await nav.getByText(tab).isVisible()).toBe(true);
      expect((await overflowing(page)).out).toEqual([]);
      await page.getByRole('button', { name: 'यूज़र मेन्यू' }).click();
      for (const item of ['प्रोफ़ाइल', 'मेरे गेम', 'सेटिंग्स', 'साइन आउट'])
        expect(await page.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
      expect((await overflowing(page)).out).toEqual([]);
      await page.keyboard.press('Escape');
      for (const path of [
        '/settings/privacy',
        '/settings/location',
        '/settings/contact',
        '/settings/personal',
        '/help',
        '/terms',
        '/privacy',
        '/community',
      ]) {
        await page.goto(path);
        await page.locator('h1').waitFor();
        expect(await page.locator('h1').innerText(), path).not.toMatch(/[A-Za-z]/);
        expect((await overflowing(page)).out, path).toEqual([]);
      }
      // The help, terms and privacy documents are read in Hindi whole: no English left in them but
      // brands, short forms and addresses, and their links still inside the sentences.
      for (const [path, heading, link] of [
        ['/help', 'गेम में कैसे जुड़ें?', 'मेरी गेम रिक्वेस्ट'],
        ['/terms', 'पेमेंट और रिफंड', 'मदद केंद्र'],
        ['/privacy', 'आपके अधिकार', 'निजी जानकारी'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
        expect(await page.locator('.document-sections').getByRole('link', { name: link }).isVisible(), path).toBe(true);
        expect(englishLeft(await textsOnScreen(page), []), path).toEqual([]);
        await phoneScreenshot(page, `test-results/hindi/legal${path}.png`);
      }
      expect(await page.getByText('डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, 2023 के तहत आप:').isVisible()).toBe(true);

      // Another phone, English by its browser: signing in brings the account's Hindi.
      const other = await signedOutTab(browser, '/auth');
      expect(await other.tab.evaluate(() => document.documentElement.lang)).toBe('en');
      // The welcome toast may already speak Hindi when it shows (the account's language can arrive
      // first), so this sign-in waits for Home rather than for the English toast.
      await other.tab.getByLabel('Email', { exact: true }).fill(email);
      await other.tab.getByLabel('Password', { exact: true }).fill(FIRST);
      await other.tab.getByRole('button', { name: 'Sign In', exact: true }).click();
      await other.tab.waitForURL((url) => url.pathname === '/');
      await other.tab.getByRole('navigation', { name: 'मुख्य' }).getByText('होम').waitFor();
      expect(await other.tab.evaluate(() => document.documentElement.lang)).toBe('hi');
      await other.context.close();

      // A visitor whose browser prefers Hindi gets Hindi on the first visit, sign-in screen included.
      const hindiPhone = await browser.newContext({
        baseURL: appUrl,
        viewport: { width: 390, height: 844 },
        locale: 'hi-IN',
      });
      const visitor = await hindiPhone.newPage();
      await visitor.goto('/auth/signin');
      await visitor.getByRole('heading', { name: 'साइन इन', level: 1 }).waitFor();
      expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await visitor.getByRole('link', { name: 'पासवर्ड भूल गए?' }).isVisible()).toBe(true);
      expect((await overflowing(visitor)).out).toEqual([]);
      await hindiPhone.close();
    } finally {
      // Back to English for the tests below, after a failure too: left in Hindi, every later one would fail.
      await page.goto('/settings/language');
      await page.getByRole('radio', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Language', level: 1 }).waitFor();
    }
    await toast(page, 'Saved', 'Language saved.');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('location: choosing a city saves it for Settings and the profile', async () => {
    await openFromSettings('Location');
    expect(await page.getByRole('radio', { name: 'Pune' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Mumbai' }).check();
    await toast(page, 'Saved', 'You play in Mumbai.');
    await backToSettings();
    expect(await row(/^Location/).innerText()).toContain('Mumbai');
  });

  it('spot alerts: turned on from the city, then measured from where the phone is, within 5 km', async () => {
    await openFromSettings('Spot alerts', /^Spot alerts\s*Off/);
    const alerts = page.getByRole('switch', { name: /^Spot alerts/ });
    expect(await alerts.isChecked()).toBe(false);
    await alerts.click();
    await toast(page, 'Saved', 'Spot alerts are on.');
    expect(await page.getByRole('radio', { name: /^My city, Mumbai/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Within 5 km' }).check();
    await toast(page, 'Saved', 'Alerts reach games within 5 km.');
    // Koramangala, Bengaluru: only its ~5 km cell is sent.
    await page.context().grantPermissions(['geolocation'], { origin: appUrl });
    await page.context().setGeolocation({ latitude: 12.9352, longitude: 77.6245 });
    await page.getByRole('radio', { name: /^Where I am now/ }).check();
    await toast(page, 'Saved', 'Alerts are measured from where you are now.');
    // Somewhere else later (Mumbai): the area follows when asked.
    await page.context().setGeolocation({ latitude: 19.076, longitude: 72.8777 });
    const moved = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Update to where I am now' }).click();
    expect((await moved).status()).toBe(200);

    await page.reload();
    await page.getByRole('switch', { name: /^Spot alerts/ }).waitFor();
    expect(await page.getByRole('switch', { name: /^Spot alerts/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Where I am now/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Within 5 km' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const me = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
      const response = await fetch('/api/me', { headers: { authorization: `Bearer ${localStorage.getItem(key)}` } });
      return response.json();
    });
    expect(me).toMatchObject({ spot_alerts: true, spot_alerts_near: 'te7ud', spot_alerts_km: 5 });
    await backToSettings();
    expect(await row(/^Spot alerts/).innerText()).toContain('On, within 5 km');
  });

  it('spot alerts reach the bell: a nearby football game with room opens up, and the alert opens its page', async () => {
    // Demo Priya hosts a free football game two hours from now, by Meera's alert area (Mumbai, set
    // above), and raises its capacity with nobody waiting: the new spots are announced nearby.
    const [priya] = await demoTokens('priya');
    const title = `Spot Alert Kickabout ${randomWord(6)}`;
    const when = minutesFromNow(120);
    const body = gameBody({
      title,
      sport: 'football',
      maps_link: '19.0760,72.8777',
      game_date: when.date,
      game_time: when.time,
      price: 0,
      max_players: 2,
    });
    const created = await apiAs('/api/games', priya, 'POST', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const raised = await apiAs(`/api/games/${created.body.id}`, priya, 'PUT', { ...body, max_players: 4 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);

    // The alert is written within seconds; the page then shows it in the bell.
    const alerted = async () =>
      page.evaluate(async (gameTitle) => {
        const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
        const response = await fetch('/api/notifications', {
          headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
        });
        const { notifications } = (await response.json()) as { notifications: { title: string }[] };
        return notifications.some((n) => n.title.startsWith(`A spot just opened: ${gameTitle}`));
      }, title);
    for (let tries = 0; !(await alerted()) && tries < 60; tries++) await page.waitForTimeout(500);
    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const alert = panel.getByRole('button', { name: new RegExp(`A spot just opened: ${title}, .+, Free, .+ away`) });
    await alert.waitFor();
    expect((await overflowing(page)).out).toEqual([]);
    await alert.click();
    await page.waitForURL((url) => url.pathname === `/game/${created.body.id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  });

  it('contact us: a mail to support, addressed and with what to include', async () => {
    await openFromSettings('Contact us');
    const mail = page.getByRole('link', { name: 'Email support' });
    const href = (await mail.getAttribute('href'))!;
    expect(href).toMatch(/^mailto:support@yaktiv\.in\?subject=/);
    expect(decodeURIComponent(href)).toContain(`My Yaktiv account: ${email}`);
    expect(await page.getByText('So we can help at once, please include:').isVisible()).toBe(true);
  });

  it('help, terms and privacy pages open from Settings and say what they must', async () => {
    await openFromSettings('Help centre');
    for (const question of [
      'How do I join a game?',
      'Can I get a refund?',
      'What is my game pass?',
      'How do I host a game?',
    ])
      await page.getByRole('heading', { name: question }).waitFor();
    await openFromSettings('Terms of service');
    await page.getByRole('heading', { name: 'Payments and refunds' }).waitFor();
    await openFromSettings('Privacy policy');
    await page.getByText(/Digital Personal Data Protection Act, 2023/).waitFor();
    expect(await page.getByText(/sees the contact details and answers you send/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'grievance@yaktiv.in' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('change password: a wrong current password is refused clearly; the new one signs in after Logout', async () => {
    await openFromSettings('Change password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectErrors(page, {
      'Current password': 'Enter your current password',
      'New password': 'Password is required',
    });
    await page.getByLabel('Current password').fill('NotMyPassw0rd');
    await page.getByLabel('New password', { exact: true }).fill(SECOND);
    await page.getByLabel('Confirm new password').fill('N3wPasswordX');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectErrors(page, { 'Confirm new password': 'Passwords do not match' });
    await page.getByLabel('Confirm new password').fill(SECOND);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectErrors(page, {
      'Current password': 'Your current password is not right. Check it, or set a new one with a code below.',
    });
    await page.getByLabel('Current password').fill(FIRST);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed');
    await page.getByText('Your password is changed.').waitFor();

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await submitSignIn(page, email, SECOND);
  });

  it('set a password with a mailed code (for accounts that sign in by link, or forgot it)', async () => {
    await openFromSettings('Change password');
    const before = (await outbox(email, () => true)).length;
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await page.getByText(`We sent a code to ${email}.`).waitFor();
    const messages = await outbox(email, (list) => list.length > before);
    const code = /\b(\d{6})\b/.exec(messages[0]!.text)![1]!;
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByLabel('New password', { exact: true }).last().fill(THIRD);
    await page.getByLabel('Confirm new password').last().fill(THIRD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await toast(page, 'Password set');

    const { context, tab } = await signedOutTab(browser, '/auth');
    await submitSignIn(tab, email, THIRD);
    await context.close();
  });

  it('an account made with Google is told its password lives with Google, not offered a form that cannot work', async () => {
    const { context, tab } = await signedOutTab(browser, '/auth');
    await tab.getByRole('button', { name: 'Continue with Google' }).click();
    await tab.getByLabel('Name').fill('Gopal Social');
    await tab.getByLabel('E-mail').fill(uniqueEmail('social-settings'));
    await tab.getByRole('button', { name: 'Sign in as this Google user' }).click();
    await tab.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
    await tab.getByRole('button', { name: 'Complete Setup' }).click();
    await tab.waitForURL((url) => url.pathname === '/welcome');
    await tab.getByRole('button', { name: 'Skip for now' }).click();
    await tab.goto('/settings/password');
    await tab.getByText(/You sign in with Google, so your account has no Yaktiv password to change/).waitFor();
    expect(await tab.getByLabel('Current password').count()).toBe(0);
    await context.close();
  });

  it('a signed-out visitor is sent to sign in from a settings page, and sign-up links the terms and privacy', async () => {
    const { context, tab } = await signedOutTab(browser, '/settings/notifications');
    await tab.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('next') === '/settings/notifications',
    );
    await tab.goto('/auth/signup');
    await tab.getByRole('link', { name: 'Terms of service' }).click();
    await tab.getByRole('heading', { name: 'Terms of service', level: 1 }).waitFor();
    await tab.goBack();
    await tab.getByRole('link', { name: 'Privacy policy' }).click();
    await tab.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });
});
