import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gameBody, until } from '../support/games-client';
import { PLACE, securityWorld, type SecurityWorld } from '../support/security-world';

// The amount fixed at acceptance, through every layer: the host accepts at ₹100, the player makes an order, the
// host raises the price to ₹500; the pay page, a new order and the payment all stay at ₹100.
const base = inject('localStackUrl');
let w: SecurityWorld;
beforeAll(async () => {
  w = await securityWorld(base);
});

/** The local checkout page's form, as the browser posts it; answers the fields the pay page gets back. */
const payAtCheckout = async (orderId: string, requestId: string) => {
  const answer = await fetch(`${base}/local-razorpay/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order_id: orderId, return_to: `/pay/${requestId}`, outcome: 'pay' }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return Object.fromEntries(new URL(answer.headers.get('location')!, base).searchParams) as Record<string, string>;
};

describe('the amount is fixed when the host accepts', () => {
  it('accept at ₹100 → order → price raised to ₹500 → the pay page, a new order and the payment are ₹100', async () => {
    const title = `Fixed price ${w.run}`;
    const created = await w.call('/api/games', {
      method: 'POST',
      token: w.tokens.priya,
      body: gameBody({ ...PLACE, title, price: 100 }),
    });
    expect(created.status).toBe(201);
    const gameId = created.body.id as string;
    const joined = await w.call(`/api/games/${gameId}/join`, {
      method: 'POST',
      token: w.tokens.ananya,
      body: { contactInfo: { name: 'Ananya', email: `ananya.fixed.${w.run}@players.test` } },
    });
    const requestId = joined.body.joinRequestId as string;
    expect(
      (
        await w.call(`/api/requests/${requestId}/decision`, {
          method: 'POST',
          token: w.tokens.priya,
          body: { action: 'accept' },
        })
      ).status,
    ).toBe(200);
    const first = await w.call('/api/payments/orders', {
      method: 'POST',
      token: w.tokens.ananya,
      body: { joinRequestId: requestId },
    });
    expect(first.body).toMatchObject({ amount: 10000, currency: 'INR' });

    const raised = await w.call(`/api/games/${gameId}`, {
      method: 'PUT',
      token: w.tokens.priya,
      body: gameBody({ ...PLACE, title, price: 500 }),
    });
    expect(raised.status).toBe(200);
    expect(raised.body.price).toBe(500);

    expect(
      (await w.call(`/api/requests/${requestId}/payment`, { token: w.tokens.ananya })).body.breakdown,
    ).toMatchObject({ price: 100, total: 100 });
    const again = await w.call('/api/payments/orders', {
      method: 'POST',
      token: w.tokens.ananya,
      body: { joinRequestId: requestId },
    });
    expect(again.body).toEqual(first.body);

    const fields = await payAtCheckout(first.body.orderId, requestId);
    const verified = await w.call('/api/payments/verify', {
      method: 'POST',
      token: w.tokens.ananya,
      body: { ...fields, joinRequestId: requestId },
    });
    expect(verified.status).toBe(200);
    const mine = await until(
      async () => {
        const { body } = await w.call(`/api/games/${gameId}/my-request`, { token: w.tokens.ananya });
        return body.status === 'confirmed' ? body : undefined;
      },
      15_000,
      'the confirmed request',
    );
    expect(mine).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      amount_due: { total: 100, amount_paise: 10000 },
    });
  });
});
