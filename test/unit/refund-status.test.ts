import { describe, expect, it } from 'vitest';
import { refundLine, refundStateOf, type RefundView } from '@shared/rules/refund-status';

const view = (over: Partial<RefundView>): RefundView => ({
  state: 'on-its-way',
  amount_paise: 15000,
  paid_paise: 15000,
  settled_at: null,
  rule: null,
  ...over,
});

describe("the refund line on a paid player's card", () => {
  it('reads Razorpay’s statuses as the player’s state', () => {
    expect(refundStateOf('requested')).toBe('on-its-way');
    expect(refundStateOf('pending')).toBe('on-its-way');
    expect(refundStateOf('processed')).toBe('refunded');
    expect(refundStateOf('failed')).toBe('failed');
  });

  it('says where the money is, how long it takes, and when it landed (India date)', () => {
    expect(refundLine(view({}))).toBe('Refund of ₹150 on its way · usually 5–7 working days');
    expect(refundLine(view({ amount_paise: 8000, paid_paise: 16000 }))).toBe(
      'Refund of ₹80 on its way · usually 5–7 working days',
    );
    // 27 Nov 20:00Z is 28 Nov 01:30 in India.
    expect(refundLine(view({ state: 'refunded', settled_at: '2026-11-27T20:00:00.000Z' }))).toBe(
      'Refunded ₹150 on 28 Nov',
    );
    expect(refundLine(view({ state: 'failed' }))).toBe('Refund failed — contact support');
  });

  it('says why nothing comes back', () => {
    expect(refundLine(view({ state: 'none', amount_paise: 0, rule: 'no refund within 24 hours of the game' }))).toBe(
      'No refund of ₹150: no refund within 24 hours of the game',
    );
  });
});
