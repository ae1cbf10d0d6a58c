import { listParts, partFor } from '@functions/platform/dynamo/partition-parts';

// The payment items' keys (decision 015). A request's payment side lives beside it in the game's
// partition; orders and refunds are found by Razorpay's ids. The due lists on byLookup hold an
// item only while it waits for the reconciler (open order, open offer, refund not yet accepted).

const OPEN_ORDERS = 'PAYORDERS#open';
const OPEN_OFFERS = 'OFFERS#open';
const OPEN_REFUNDS = 'REFUNDS#open';
/**
 * Open offers and open orders are each split into this many byLookup partitions by the request's or
 * the order's id (decision 053): on a launch Saturday every accept with a fee and every payment
 * writes them (~4,800 and ~2,400 write units a second as one partition each, where one partition
 * takes ~1,000), and 32 parts keep each near 150, under the 300 the launch plan allows. The
 * reconciler reads every part each run: 32 small Queries every 5 minutes. Refunds owed are rare
 * (a withdrawal after paying) and stay one partition.
 */
export const OPEN_PAYMENT_PARTS = 32;

export const paymentKeys = {
  requestPayment: (gameId: string, requestId: string) => ({ pk: `GAME#${gameId}`, sk: `PAYMENT#${requestId}` }),
  gamePaymentsPrefix: (gameId: string) => ({ pk: `GAME#${gameId}`, skPrefix: 'PAYMENT#' }),
  paymentOrder: (orderId: string) => ({ pk: `PAYORDER#${orderId}`, sk: 'ORDER' }),
  refund: (paymentId: string) => ({ pk: `REFUND#${paymentId}`, sk: 'REFUND' }),
  openOrder: (checkAt: string, orderId: string) => ({
    gsi5pk: partFor(OPEN_ORDERS, orderId, OPEN_PAYMENT_PARTS),
    gsi5sk: `${checkAt}#${orderId}`,
  }),
  /** Every part of the open orders' list. */
  openOrders: () => listParts(OPEN_ORDERS, OPEN_PAYMENT_PARTS),
  openOffer: (dueAt: string, requestId: string) => ({
    gsi5pk: partFor(OPEN_OFFERS, requestId, OPEN_PAYMENT_PARTS),
    gsi5sk: `${dueAt}#${requestId}`,
  }),
  /** Every part of the open offers' list. */
  openOffers: () => listParts(OPEN_OFFERS, OPEN_PAYMENT_PARTS),
  openRefund: (createdAt: string, paymentId: string) => ({ gsi5pk: OPEN_REFUNDS, gsi5sk: `${createdAt}#${paymentId}` }),
  openRefunds: () => [OPEN_REFUNDS],
  /** A game's open-spot check (a spot left open far from the start), beside the game. */
  spotCheck: (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'SPOTCHECK' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const PAYMENT_ITEM_TYPES = {
  requestPayment: 'request-payment',
  paymentOrder: 'payment-order',
  refund: 'refund',
  spotCheck: 'spot-check',
} as const;
