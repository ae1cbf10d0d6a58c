import { describe, expect, it } from 'vitest';
import { OPEN_PAYMENT_PARTS, paymentKeys } from '@functions/payments/adapters/keys';
import { listParts, partFor, partOf } from '@functions/platform/dynamo/partition-parts';
import { TARGETS } from '../bench/capacity/scenario';

// The reconciler's due lists of open offers and open orders in parts (decision 053): an item's part
// follows from its own id, so every later write of its entry (a new check time, its removal) lands
// on the same part, and a launch Saturday's writes spread over all of them.

describe('open offers and orders in parts', () => {
  it("an offer's and an order's part follow from the request's and the order's id alone", () => {
    const request = 'a1b2c3d4-0000-4000-8000-000000000000';
    const order = 'order_Q2w3e4r5t6y7u8';
    const offer = paymentKeys.openOffer('2026-12-05T10:00:00.000Z', request);
    expect(offer).toEqual({
      gsi5pk: `OFFERS#open#${partOf(request, OPEN_PAYMENT_PARTS)}`,
      gsi5sk: `2026-12-05T10:00:00.000Z#${request}`,
    });
    // A deferred order's new check time keeps it in its part.
    expect(paymentKeys.openOrder('2026-12-05T10:15:00.000Z', order).gsi5pk).toBe(
      paymentKeys.openOrder('2026-12-05T10:00:00.000Z', order).gsi5pk,
    );
    expect(partOf(order, OPEN_PAYMENT_PARTS)).toBeGreaterThanOrEqual(0);
    expect(partOf(order, OPEN_PAYMENT_PARTS)).toBeLessThan(OPEN_PAYMENT_PARTS);
  });

  it('readers read every part of each list and nothing else (no single list from before)', () => {
    expect(paymentKeys.openOffers()).toEqual(listParts('OFFERS#open', OPEN_PAYMENT_PARTS));
    expect(paymentKeys.openOrders()).toHaveLength(OPEN_PAYMENT_PARTS);
    expect(paymentKeys.openOrders()).not.toContain('PAYORDERS#open');
    const id = crypto.randomUUID();
    expect(paymentKeys.openOrders()).toContain(paymentKeys.openOrder('2026-12-05T10:00:00.000Z', id).gsi5pk);
    expect(paymentKeys.openOffers()).toContain(partFor('OFFERS#open', id, OPEN_PAYMENT_PARTS));
  });

  it('ten thousand ids spread evenly: every part used, none above 1.3 × its share', () => {
    const counts = new Array<number>(OPEN_PAYMENT_PARTS).fill(0);
    for (let i = 0; i < 10_000; i++) counts[partOf(crypto.randomUUID(), OPEN_PAYMENT_PARTS)]! += 1;
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(Math.max(...counts)).toBeLessThan((1.3 * 10_000) / OPEN_PAYMENT_PARTS);
  });

  it("the launch Saturday's measured load on the offers' list, spread over the parts, is under a partition's target", () => {
    // The capacity bench before the split: OFFERS#open took 4,800 WCU/s as one partition (accepts
    // with a fee 2,400, payments 2,400), PAYORDERS#open 2,400.
    expect(4_800 / OPEN_PAYMENT_PARTS).toBeLessThanOrEqual(TARGETS.partitionWcuPerSecond / 2);
  });
});
