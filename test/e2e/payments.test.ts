import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePeople } from '../support/browser';
import { apiClient } from '../support/games-client';
import { appUrl, outbox, toast } from './auth-helpers';
import { createGameAs, demoTokens, randomWord } from './games-helpers';
import { relativeWhen } from '@shared/rules/relative-day';
import { acceptedJoin } from '../support/accepted-join';
import { payAccepted } from '../support/paid-join';
import { overflowing } from './overflow';
import { seriousAxeFindings } from '../support/axe';

// A paid game's browser journey on a phone-sized screen, against the real local stack (no Razorpay
// keys, so the stand-in's checkout page takes the payment and signs it with the local test
// secret): the host accepts a paid request → the player gets the payment e-mail → opens the link,
// a first attempt fails ('Payment Failed') → they retry and pay → PAID pass on /my-requests.
const people = phonePeople(appUrl);
const { errors } = people;
let host: Page;
let player: Page;
/** Ananya, who looks at the first game before asking, and is accepted without paying in the rain. */
let asker: Page;

const word = randomWord();
const TITLE = `Turf Football Paid ${word}`;
const PLAYER_NAME = `Rahul Pay ${word}`;
const PLAYER_EMAIL = `rahul.pay.${word}@players.test`;
// Passes and payment links go to the account's verified address, never to the address typed in the form.
const ACCOUNT_EMAIL = 'rahul@demo.yaktiv.test';
let gameId = '';
let requestId = '';

beforeAll(async () => {
  // The paid game and Rahul's request come through the API, as their own screens are tested elsewhere.
  const { call } = apiClient(appUrl);
  const [priya, rahul] = await demoTokens('priya', 'rahul');
  const game = await createGameAs(priya, {
    title: TITLE,
    location: 'Indiranagar Sports Arena, Bengaluru',
    maps_link: 'https://www.google.com/maps?q=12.9784,77.6408',
    price: 150,
    platform_fee_type: 'fixed',
    platform_fee_amount: 10,
    // Three days ahead: a withdrawal is refunded in full.
    cancellation_policy: 'flexible',
  });
  gameId = game.id;
  const joined = await call(`/api/games/${gameId}/join`, {
    method: 'POST',
    token: rahul,
    body: { contactInfo: { name: PLAYER_NAME, email: PLAYER_EMAIL } },
  });
  expect(joined.status).toBe(201);
  requestId = joined.body.joinRequestId;

  [host, player] = await Promise.all([
    people.open('host', { signedInAs: 'priya@demo.yaktiv.test' }),
    people.open('player', { signedInAs: 'rahul@demo.yaktiv.test' }),
  ]);
});
afterAll(() => people.close());

/** The payment e-mail of this request, among the demo account's mails from other tests. */
async function paymentMail() {
  const isThis = (m: { subject?: string; text: string }) =>
    Boolean(m.subject?.startsWith('Payment needed to confirm your spot') && m.text.includes(`/pay/${requestId}`));
  const messages = await outbox(ACCOUNT_EMAIL, (all) => all.some(isThis));
  return messages.find(isThis);
}

describe('paying for a paid game', () => {
  it('before asking, the join dialog says payment comes only after the host accepts', async () => {
    asker = await people.open('asker', { signedInAs: 'ananya@demo.yaktiv.test' });
    await asker.goto(`/game/${gameId}`);
    const bar = asker.getByRole('region', { name: 'Join this game' });
    // The join bar says it in one line before anyone taps Join.
    const payWhen = bar.getByText('Pay once the host accepts', { exact: true });
    await payWhen.waitFor();
    // One short line: the bar stays compact at 390 px.
    const lines = await payWhen.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
    await bar.getByRole('button', { name: 'Join', exact: true }).click();
    const dialog = asker.getByRole('dialog', { name: 'Confirm Join Request' });
    await dialog
      .getByText('Nothing to pay now: you pay ₹160 only after the host accepts your request.', { exact: true })
      .waitFor();
  });

  it('the host accepts the paid request: the payment link goes out', async () => {
    await host.goto(`/game/${gameId}/manage`);
    const decision = host.getByRole('group', { name: `Decide on ${PLAYER_NAME}'s request` });
    await decision.getByRole('button', { name: 'Accept', exact: true }).click();
    await toast(host, 'Request accepted', 'Payment link has been sent to the player');
    await toast(host, 'Payment Link Ready', 'The player will receive an email with the payment link');
  });

  it("the player's card says until when to pay, as the e-mail does", async () => {
    const { call } = apiClient(appUrl);
    const [rahul] = await demoTokens('rahul');
    const due = (await call(`/api/games/${gameId}/my-request`, { token: rahul })).body.payment_due_at as string;
    expect(due).toEqual(expect.any(String));
    const payBy = `Pay by ${relativeWhen(due, new Date())}`;
    await player.goto('/my-requests');
    const card = player
      .locator('article.request-card')
      .filter({ has: player.getByRole('link', { name: TITLE, exact: true }) });
    await card.getByText(payBy, { exact: true }).waitFor();
    const mail = await paymentMail();
    expect(mail!.text).toContain(`${payBy} IST to confirm your spot`);
  });

  it("the host sees who has not paid yet: a count at the top, and until when on the player's card", async () => {
    const { call } = apiClient(appUrl);
    const [rahul] = await demoTokens('rahul');
    const due = (await call(`/api/games/${gameId}/my-request`, { token: rahul })).body.payment_due_at as string;
    await host.reload();
    await host.locator('.screen-header').getByText('1 not paid yet', { exact: true }).waitFor();
    const card = host.locator('article').filter({ hasText: PLAYER_NAME });
    await card.locator('.badge').getByText('Not paid yet', { exact: true }).waitFor();
    await card.getByText(`Pay by ${relativeWhen(due, new Date())}`, { exact: true }).waitFor();
  });

  it('the player opens the link from the e-mail and sees the game and the amount breakdown', async () => {
    const mail = await paymentMail();
    const link = new RegExp(`${appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/pay/[\\w-]+`).exec(mail!.text)?.[0];
    expect(link).toBe(`${appUrl}/pay/${requestId}`);
    await player.goto(new URL(link!).pathname);
    await player.getByRole('heading', { name: 'Payment', level: 1 }).waitFor();
    await player.getByRole('link', { name: TITLE }).waitFor();
    const breakdown = player.locator('.pay-breakdown');
    expect(await breakdown.innerText()).toMatch(/Price\s*₹150[\s\S]*Platform fee\s*₹10[\s\S]*Total Amount\s*₹160/);
    // The deadline, in the words of the card.
    expect(await player.locator('.pay-due').innerText()).toMatch(
      /^Pay by (Today|Tomorrow), \d{1,2}:\d\d [ap]m, or the spot goes to the next player\.$/,
    );
  });

  it("a failed payment shows 'Payment Failed' with the provider's reason, and the request can be paid again", async () => {
    await player.getByRole('button', { name: 'Pay ₹160' }).click();
    await player.waitForURL((url) => url.pathname === '/local-razorpay/checkout');
    await player.getByText('₹160.00').first().waitFor();
    await player.getByRole('button', { name: 'Fail payment' }).click();
    await player.waitForURL((url) => url.pathname === `/pay/${requestId}`);
    await toast(player, 'Payment Failed', 'declined by the bank');
    // The query string is cleared, and Pay is offered again.
    await player.waitForURL((url) => url.search === '');
    await player.getByRole('button', { name: 'Pay ₹160' }).waitFor();
  });

  it('the retry pays on the local checkout, is verified, and shows a PAID pass on /my-requests', async () => {
    await player.getByRole('button', { name: 'Pay ₹160' }).click();
    await player.waitForURL((url) => url.pathname === '/local-razorpay/checkout');
    await player.getByRole('button', { name: 'Pay ₹160.00 with UPI' }).click();
    await toast(player, 'Payment successful', "You're confirmed");
    await player.waitForURL((url) => url.pathname === '/my-requests');
    const card = player
      .locator('article.request-card')
      .filter({ has: player.getByRole('link', { name: TITLE, exact: true }) });
    await card.getByText('Confirmed', { exact: true }).waitFor();
    await card.getByText('Your Game Pass').waitFor();
    expect(await card.locator('.pass-label').innerText()).toBe('PAID');
    // The receipt — Razorpay's payment id, the amount, the time in IST.
    const receipt = card.getByRole('region', { name: 'Payment receipt' });
    expect(await receipt.innerText()).toMatch(
      /^Paid ₹160\s+Payment ID\s+pay_\w+\s+Paid on\s+\d\d \w{3}, \d\d:\d\d IST$/,
    );
    expect(await card.getByText('Pay to confirm your spot').count()).toBe(0);
  });

  it('the host sees the player confirmed with the payment completed', async () => {
    await host.reload();
    const card = host.locator('article').filter({ hasText: PLAYER_NAME });
    await card.getByText('Player confirmed! Payment completed.').waitFor();
    // Paid: no longer counted or marked as owing.
    expect(await host.getByText('not paid yet').count()).toBe(0);
    expect(await card.getByText('Not paid yet', { exact: true }).count()).toBe(0);
  });

  it('before withdrawing, the player is shown what comes back under the cancellation policy', async () => {
    const card = player
      .locator('article.request-card')
      .filter({ has: player.getByRole('link', { name: TITLE, exact: true }) });
    await card.getByRole('button', { name: /Withdraw request/ }).click();
    const quote = player.locator('.refund-quote');
    await expect.poll(() => quote.innerText()).toMatch(/refund|₹/i);
    expect(await quote.innerText()).not.toMatch(/Checking what you get back|could not work out/);
    await player.getByRole('button', { name: 'Keep request' }).click();
  });

  it('after withdrawing, the card shows the refund on its way, then refunded once Razorpay processed it', async () => {
    const card = player
      .locator('article.request-card')
      .filter({ has: player.getByRole('link', { name: TITLE, exact: true }) });
    await card.getByRole('button', { name: /Withdraw request/ }).click();
    const dialog = player.getByRole('dialog');
    await dialog.locator('.refund-quote').getByText(/₹160/).waitFor();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const refund = card.getByRole('region', { name: 'Refund' });
    await refund.getByText('Refund of ₹160 on its way · usually 5–7 working days', { exact: true }).waitFor();
    expect(await card.getByRole('region', { name: 'Payment receipt' }).count()).toBe(0);
    // The local Razorpay processes the refund a few seconds later and says so by webhook.
    await expect
      .poll(
        async () => {
          await player.reload();
          return card.getByRole('region', { name: 'Refund' }).locator('.payment-receipt-title').innerText();
        },
        { timeout: 20_000, interval: 1_500 },
      )
      .toMatch(/^Refunded ₹160 on \d{1,2} \w{3}$/);
  });

  // A waitlist offer (decision 060) on the same phone: a free game's freed spot is held for Rahul,
  // the game page's button and his card say so with the time left, and one tap takes it.
  it("a freed spot held for the waitlisted player: the game page says 'Take the spot', the card the time left; one tap takes it", async () => {
    const { call } = apiClient(appUrl);
    const [priya, rahul, ananya, kavya] = await demoTokens('priya', 'rahul', 'ananya', 'kavya');
    const offerTitle = `Turf Football Offer ${word}`;
    const game = await createGameAs(priya, { title: offerTitle, price: 0, max_players: 2 });
    const ask = async (token: string, name: string) =>
      (
        await call(`/api/games/${game.id}/join`, {
          method: 'POST',
          token,
          body: { contactInfo: { name, email: `${name.toLowerCase()}.offer.${word}@players.test` } },
        })
      ).body.joinRequestId as string;
    const decide = (id: string, action: string) =>
      call(`/api/requests/${id}/decision`, { method: 'POST', token: priya, body: { action } });
    // Everyone asks while there is room; the host takes two and waitlists Rahul.
    const going = [await ask(ananya, 'Ananya'), await ask(kavya, 'Kavya')];
    const waiting = await ask(rahul, 'Rahul');
    for (const id of going) expect((await decide(id, 'accept')).status).toBe(200);
    expect((await decide(waiting, 'waitlist')).status).toBe(200);
    expect((await call(`/api/requests/${going[0]}/withdraw`, { method: 'POST', token: ananya })).status).toBe(200);

    await player.goto(`/game/${game.id}`);
    await player.getByRole('button', { name: 'Take the spot' }).waitFor();
    await player.getByText(/^A spot opened up for you until /).waitFor();

    await player.goto('/my-requests');
    const card = player
      .locator('article.request-card')
      .filter({ has: player.getByRole('link', { name: offerTitle, exact: true }) });
    const offer = card.getByRole('region', { name: 'A spot opened up for you' });
    await offer.waitFor();
    expect(await offer.innerText()).toMatch(
      /It's held for you until (Today|Tomorrow), \d{1,2}:\d\d [ap]m, then it goes to the next player\./,
    );
    expect(await offer.getByRole('timer').innerText()).toMatch(/^(\d+ h )?\d+ min left$/);
    // Nothing wider than the phone, and both answers big enough to tap.
    expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const name of [/^Take the spot/, /^Decline/]) {
      const box = await offer.getByRole('button', { name }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    // Axe finds nothing serious in the offer (contrast on its tinted panel included).
    expect(await seriousAxeFindings(player, '.spot-offer')).toEqual([]);
    await offer.getByRole('button', { name: /^Take the spot/ }).click();
    await toast(player, 'Spot taken', "You're in!");
    await card.getByText('Confirmed', { exact: true }).waitFor();
    await card.getByText('Your Game Pass').waitFor();
    expect(await card.getByRole('region', { name: 'A spot opened up for you' }).count()).toBe(0);
  });

  it("rain: the host sees the forecast and calls the game off for rain; the paid player's page says so, with the refund", async () => {
    const { call } = apiClient(appUrl);
    const [priya, rahul, kavya, ananya] = await demoTokens('priya', 'rahul', 'kavya', 'ananya');
    // A venue of its own, so the forecast stand-in's rain falls on this game only.
    const point = { latitude: 12.9, longitude: 77.5 + (word.charCodeAt(0) % 50) / 1000 };
    const rainy = await createGameAs(priya, {
      title: `Rain Football ${word}`,
      location: 'Cubbon Park Ground, Bengaluru',
      maps_link: `https://www.google.com/maps?q=${point.latitude},${point.longitude}`,
      price: 150,
      platform_fee_type: 'fixed',
      platform_fee_amount: 10,
      // No refunds by the policy: calling off for rain refunds in full all the same.
      cancellation_policy: 'strict',
    });
    const set = await fetch(`${appUrl}/dev/forecast`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...point, at: rainy.game_datetime, precipitation_probability: 70, temperature_2m: 27 }),
    });
    expect(set.status).toBe(200);
    const paidRequest = await acceptedJoin(
      call,
      rainy.id,
      { player: rahul, host: priya },
      { contactInfo: { name: PLAYER_NAME, email: PLAYER_EMAIL } },
    );
    await payAccepted(appUrl, call, paidRequest, rahul);
    // A second paid player, and Ananya accepted without paying yet.
    const secondPaid = await acceptedJoin(
      call,
      rainy.id,
      { player: kavya, host: priya },
      { contactInfo: { name: `Kavya Pay ${word}`, email: `kavya.pay.${word}@players.test` } },
    );
    await payAccepted(appUrl, call, secondPaid, kavya);
    await acceptedJoin(
      call,
      rainy.id,
      { player: ananya, host: priya },
      { contactInfo: { name: `Ananya Pay ${word}`, email: `ananya.pay.${word}@players.test` } },
    );
    // Under the strict policy, withdrawing now would give nothing back.
    expect((await call(`/api/requests/${paidRequest}/refund-quote`, { token: rahul })).body).toMatchObject({
      amount: 0,
      policy: 'strict',
    });

    await player.goto(`/game/${rainy.id}`);
    await player.getByText('70% chance of rain · 27°C', { exact: true }).waitFor();

    await host.goto(`/game/${rainy.id}`);
    await host.getByText('70% chance of rain · 27°C', { exact: true }).waitFor();
    await host.getByText('Forecast at the start: 70% chance of rain, 27 degrees Celsius. Rain is likely').waitFor({
      state: 'attached',
    });
    expect(await overflowing(host)).toEqual({ width: 390, scrollWidth: 390, out: [] });
    expect(await seriousAxeFindings(host, '.game-page-body')).toEqual([]);
    await host.getByRole('button', { name: 'Call off for rain', exact: true }).click();
    const dialog = host.getByRole('dialog', { name: 'Call off for rain?' });
    await dialog.getByText('every player who paid gets a full refund', { exact: false }).waitFor();
    expect(await seriousAxeFindings(host, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Call off for rain', exact: true }).click();
    await toast(host, 'Called off for rain');
    await host.locator('.badge').getByText('Called off for rain', { exact: true }).waitFor();
    expect(await host.getByText('70% chance of rain · 27°C', { exact: true }).count()).toBe(0);

    await player.reload();
    await player.locator('.badge').getByText('Called off for rain', { exact: true }).waitFor();
    const bar = player.getByRole('region', { name: 'Joining this game' });
    await bar.getByText('Called off for rain: everyone who paid is refunded in full.', { exact: true }).waitFor();
    await bar.getByText(/^(Refund of ₹160 on its way|Refunded ₹160)/).waitFor();
    expect(await overflowing(player)).toEqual({ width: 390, scrollWidth: 390, out: [] });
    expect(await seriousAxeFindings(player, '.game-page')).toEqual([]);

    // Both paid players are refunded in full (₹160 each, the fee too), as the payments record it.
    for (const token of [rahul, kavya])
      await expect
        .poll(async () => (await call(`/api/games/${rainy.id}/my-request`, { token })).body, { timeout: 20_000 })
        .toMatchObject({ refund: { amount_paise: 16000, paid_paise: 16000 } });
    // Ananya had not paid: nothing comes back, and her card no longer asks her to pay.
    expect((await call(`/api/games/${rainy.id}/my-request`, { token: ananya })).body).toMatchObject({
      receipt: null,
      refund: null,
    });
    await asker.goto('/my-requests');
    const released = asker
      .locator('article.request-card')
      .filter({ has: asker.getByRole('link', { name: `Rain Football ${word}`, exact: true }) });
    await released.waitFor();
    expect(await released.getByRole('link', { name: /Pay now/ }).count()).toBe(0);
    expect(await released.getByText(/Pay by/).count()).toBe(0);
    // Three players, two payments and two refunds through the stand-in on two shared cores.
  }, 150_000);

  it('no page error or console error on either side', () => {
    expect(errors).toEqual({ asker: [], host: [], player: [] });
  });
});
