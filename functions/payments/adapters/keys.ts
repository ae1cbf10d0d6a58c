// The payment items' keys (decision 015). A request's payment side lives beside it in the game's
// partition; orders and refunds are found by Razorpay's ids. The due lists on byLookup hold an
// item only while it waits for the reconciler (open order, open offer, refund not yet accepted).

const OPEN_ORDERS = 'PAYORDERS#open';
const OPEN_OFFERS = 'OFFERS#open';
const OPEN_REFUNDS = 'REFUNDS#open';

export const paymentKeys = {
  requestPayment: (gameId: string, requestId: string) => ({ pk: `GAME#${gameId}`, sk: `PAYMENT#${requestId}` }),
  gamePaymentsPrefix: (gameId: string) => ({ pk: `GAME#${gameId}`, skPrefix: 'PAYMENT#' }),
  paymentOrder: (orderId: string) => ({ pk: `PAYORDER#${orderId}`, sk: 'ORDER' }),
  refund: (paymentId: string) => ({ pk: `REFUND#${paymentId}`, sk: 'REFUND' }),
  openOrder: (checkAt: string, orderId: string) => ({ gsi5pk: OPEN_ORDERS, gsi5sk: `${checkAt}#${orderId}` }),
  openOrders: () => ({ gsi5pk: OPEN_ORDERS }),
  openOffer: (dueAt: string, requestId: string) => ({ gsi5pk: OPEN_OFFERS, gsi5sk: `${dueAt}#${requestId}` }),
  openOffers: () => ({ gsi5pk: OPEN_OFFERS }),
  openRefund: (createdAt: string, paymentId: string) => ({ gsi5pk: OPEN_REFUNDS, gsi5sk: `${createdAt}#${paymentId}` }),
  openRefunds: () => ({ gsi5pk: OPEN_REFUNDS }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const PAYMENT_ITEM_TYPES = {
  requestPayment: 'request-payment',
  paymentOrder: 'payment-order',
  refund: 'refund',
} as const;
