import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayError, razorpayGateway } from '@functions/payments/adapters/razorpay-gateway';
import { startRazorpayStandIn } from '@infra/local/razorpay/razorpay-stand-in';
import type { PaymentGateway } from '@functions/payments/payment-ports';

// The adapter drives the official `razorpay` SDK over HTTP against a local fake of Razorpay's API
// (the local stack's stand-in, started here on its own port): the calls the app makes, as it makes
// them, including the SDK's own request shapes (basic auth, /v1 paths, query strings).
const KEY = { keyId: 'rzp_test_sdk', keySecret: 'sdk_secret_0123456789', webhookSecret: 'sdk_webhook_secret' };
let fake: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let gateway: PaymentGateway;
beforeAll(async () => {
  fake = await startRazorpayStandIn({ ...KEY, webhookUrl: () => null, refundProcessMs: 50 });
  gateway = razorpayGateway({ keyId: KEY.keyId, keySecret: KEY.keySecret, apiUrl: fake.apiUrl });
});
afterAll(() => fake.stop());

const receipt = () => `yk_test_${Math.random().toString(36).slice(2, 12)}`;

describe('the razorpay SDK against the local fake', () => {
  it('creates an order, and a second create with the same receipt returns that order (unique receipts)', async () => {
    const r = receipt();
    const order = await gateway.createOrder({
      amount: 16000,
      currency: 'INR',
      receipt: r,
      notes: { request_id: 'req-1' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 16000,
      currency: 'INR',
      receipt: r,
      status: 'created',
    });
    expect(await gateway.createOrder({ amount: 16000, currency: 'INR', receipt: r, notes: {} })).toEqual(order);
    expect(Object.values(fake.standIn.state.orders).filter((o) => o.receipt === r)).toHaveLength(1);
  });

  it("lists an order's payments and fetches a payment", async () => {
    const order = await gateway.createOrder({ amount: 15000, currency: 'INR', receipt: receipt(), notes: {} });
    expect(await gateway.orderPayments(order.id)).toEqual([]);
    fake.standIn.fail(order.id, 'Card declined');
    const paid = fake.standIn.pay(order.id);
    const payments = await gateway.orderPayments(order.id);
    expect(payments.map((p) => p.status).sort()).toEqual(['captured', 'failed']);
    expect(await gateway.fetchPayment(paid.razorpay_payment_id)).toEqual({
      id: paid.razorpay_payment_id,
      order_id: order.id,
      amount: 15000,
      currency: 'INR',
      status: 'captured',
      error_description: null,
    });
  });

  it('refunds under an idempotency key: a retry gets the same refund, and only one is made', async () => {
    const order = await gateway.createOrder({ amount: 20000, currency: 'INR', receipt: receipt(), notes: {} });
    const { razorpay_payment_id: paymentId } = fake.standIn.pay(order.id);
    const key = `rf_${paymentId}`;
    const first = await gateway.refund({ paymentId, amount: 10000, key, notes: { reason: 'withdrawn' } });
    const again = await gateway.refund({ paymentId, amount: 10000, key, notes: { reason: 'withdrawn' } });
    expect(again).toEqual(first);
    // As Razorpay's normal refunds: pending when made (refund.created), processed a little later.
    expect(first).toMatchObject({ id: expect.stringMatching(/^rfnd_/), status: 'pending', amount: 10000 });
    await fake.standIn.idle();
    expect(fake.standIn.state.refunds[first.id]?.status).toBe('processed');
    expect(Object.values(fake.standIn.state.refunds).filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    // The header reached Razorpay's API: the fake stored the key with the refund's body.
    expect(fake.standIn.state.idempotency[key]?.refundId).toBe(first.id);
  });

  it('surfaces Razorpay errors as RazorpayError with status and code', async () => {
    const wrong = razorpayGateway({ keyId: KEY.keyId, keySecret: 'not-the-secret', apiUrl: fake.apiUrl });
    const failure = await wrong.fetchPayment('pay_x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RazorpayError);
    expect(failure).toMatchObject({ statusCode: 401, code: 'BAD_REQUEST_ERROR' });
    const small = await gateway
      .createOrder({ amount: 50, currency: 'INR', receipt: receipt(), notes: {} })
      .catch((e: unknown) => e);
    expect((small as Error).message).toMatch(/minimum amount/);
  });
});
