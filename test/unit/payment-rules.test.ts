import { describe, expect, it } from 'vitest';
import { paymentDueAt, orderAmount, orderReceipt, refundKey, refundQuote } from '@shared/rules/payment-rules';
import { rateMs } from '@infra/local/local-schedules';

// The pure money rules of decision 015: amounts in paise, refunds by cancellation policy, the offer hold formula.
const START = '2026-12-05T13:00:00.000Z';
const hoursBeforeStart = (hours: number) => new Date(new Date(START).getTime() - hours * 3_600_000);

describe('order amount', () => {
  it.each([
    [150, 'none', 20, { price: 150, fee: 0, total: 150, amountPaise: 15000, currency: 'INR' }],
    [150, 'fixed', 20, { fee: 20, total: 170, amountPaise: 17000 }],
    [199.99, 'percentage', 2.5, { fee: 5, total: 204.99, amountPaise: 20499 }],
  ] as const)(
    'is price plus the platform fee of the game’s type, in paise (%s with a %s fee of %s)',
    (price, type, amount, due) => {
      expect(orderAmount({ price, platform_fee_type: type, platform_fee_amount: amount })).toMatchObject(due);
    },
  );

  it('names the request and the order number in a receipt Razorpay accepts (≤ 40), and one refund key per payment', () => {
    const receipt = orderReceipt('0b6f1c9e-2f0a-4d7e-9a57-1c2d3e4f5a6b', 12);
    expect(receipt).toBe('yk_0b6f1c9e2f0a4d7e9a571c2d3e4f5a6b_12');
    expect(receipt.length).toBeLessThanOrEqual(40);
    expect(refundKey('pay_Abc123XYZ')).toMatch(/^[\w-]{10,}$/);
  });
});

describe('refund quote', () => {
  const quote = (policy: string, hoursBefore: number) =>
    refundQuote({ policy, paidPaise: 17000, gameStart: START, now: hoursBeforeStart(hoursBefore) });
  it('flexible: all of it until 24 h before, nothing after', () => {
    expect(quote('flexible', 24)).toMatchObject({ percent: 100, amountPaise: 17000 });
    expect(quote('flexible', 23.99)).toMatchObject({
      percent: 0,
      amountPaise: 0,
      rule: 'no refund within 24 hours of the game',
    });
  });
  it('moderate: 50% until 12 h before, nothing after', () => {
    expect(quote('moderate', 48)).toMatchObject({
      percent: 50,
      amountPaise: 8500,
      message: 'You will get ₹85 of your ₹170 back (50% refund until 12 hours before the game).',
    });
    expect(quote('moderate', 12)).toMatchObject({ amountPaise: 8500 });
    expect(quote('moderate', 11.5)).toMatchObject({ amountPaise: 0, rule: 'no refund within 12 hours of the game' });
  });
  it('strict and anything else: nothing', () => {
    expect(quote('strict', 200)).toMatchObject({
      amountPaise: 0,
      message: 'You will not get a refund of your ₹170 (this game has a no-refund policy).',
    });
  });
  it('rounds a partial refund down to the paisa', () => {
    expect(
      refundQuote({ policy: 'moderate', paidPaise: 20499, gameStart: START, now: hoursBeforeStart(48) }).amountPaise,
    ).toBe(10249);
  });
});

describe('payment deadline: a quarter of the time left, 15 min to 24 h, never past kickoff', () => {
  const hold = (hoursBefore: number) => {
    const now = hoursBeforeStart(hoursBefore);
    const due = paymentDueAt(START, now);
    return due === null ? null : (new Date(due).getTime() - now.getTime()) / 60_000;
  };
  it('gives a day to pay for a game days away, and less as kickoff nears', () => {
    expect(hold(240)).toBe(24 * 60);
    expect(hold(96)).toBe(24 * 60);
    expect(hold(48)).toBe(12 * 60);
    expect(hold(24)).toBe(6 * 60);
    expect(hold(4)).toBe(60);
    expect(hold(1)).toBe(15);
  });
  it('never runs past the start, and has no deadline once the game started', () => {
    expect(hold(0.2)).toBe(12);
    expect(hold(0)).toBeNull();
    expect(hold(-1)).toBeNull();
  });
  it('always ends well before the start when there is time for it', () => {
    for (const hours of [2, 6, 12, 30, 72]) {
      const now = hoursBeforeStart(hours);
      const due = new Date(paymentDueAt(START, now)!).getTime();
      expect(new Date(START).getTime() - due).toBeGreaterThanOrEqual((hours * 3_600_000 * 3) / 4 - 1);
    }
  });
});

describe('local schedules', () => {
  it('reads the manifest’s rate expressions', () => {
    expect(rateMs('rate(5 minutes)')).toBe(300_000);
    expect(rateMs('rate(1 hour)')).toBe(3_600_000);
    expect(rateMs('cron(0 * * * ? *)')).toBeNull();
  });
});
