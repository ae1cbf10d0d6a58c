import { describe, expect, it } from 'vitest';
import { checkoutReturn, localCheckoutUrl } from '@web/features/payments/checkout';

// The pay page's round trip through the local checkout page: where it sends the player,
// and what it reads back from the URL it returns to.
describe('local checkout round trip', () => {
  it('sends the order and a same-origin return path to the stand-in', () => {
    const url = new URL(
      localCheckoutUrl({ keyId: 'k', amount: 16000, currency: 'INR', orderId: 'order_1' }, 'req-1', 'Turf & Football'),
      'http://app.test',
    );
    expect(url.pathname).toBe('/local-razorpay/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order_id: 'order_1',
      return_to: '/pay/req-1',
      name: 'Turf & Football',
    });
  });

  it('reads the three signed fields, a failure with its reason, or nothing', () => {
    const paid = new URLSearchParams({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'abc',
    });
    expect(checkoutReturn(paid)).toEqual({
      result: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'abc' },
      failure: null,
    });
    expect(
      checkoutReturn(new URLSearchParams({ payment_error: 'Card declined', razorpay_order_id: 'order_1' })),
    ).toEqual({ result: null, failure: 'Card declined' });
    expect(checkoutReturn(new URLSearchParams({ razorpay_order_id: 'order_1' }))).toEqual({
      result: null,
      failure: null,
    });
    expect(checkoutReturn(new URLSearchParams())).toEqual({ result: null, failure: null });
  });
});
