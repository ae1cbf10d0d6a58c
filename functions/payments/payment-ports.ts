import type { AmountDue } from '@shared/rules/payment-rules';
import type { PendingEvent } from '../platform/event-ports';
import type { StoredJoinRequest } from '@functions/joins';
import type { RefundStatus, StoredRefund } from './refund-record';

// What the payment use cases need from the outside world (docs/decisions/015). Money and
// spots must never disagree, so every transition here is one conditional write or transaction in
// the adapter; the in-memory fake in test/support keeps the same conditions.

// The refund record is shared with the join ports (a withdrawal can owe one); it lives below both.
export type { RefundReason, RefundStatus, StoredRefund } from './refund-record';

/** created/attempted: open (the reconciler watches it). paid: settled. flagged: kept for a person. */
export type OrderStatus = 'created' | 'attempted' | 'paid' | 'flagged' | 'abandoned';

/** A Razorpay order we made for a request, by its Razorpay id. */
export interface StoredOrder {
  order_id: string;
  request_id: string;
  game_id: string;
  user_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  receipt: string;
  status: OrderStatus;
  /** The captured payment that settled it. */
  payment_id: string | null;
  flag_reason: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** When the reconciler next asks Razorpay about it (open orders only). */
  check_at: string | null;
}

/** The payment side of one join request (one per request id). */
export interface StoredRequestPayment {
  request_id: string;
  game_id: string;
  user_id: string;
  /** The order the request currently waits on; a payment on any other order is refunded. */
  order_id: string | null;
  /** How many orders were made for it (the receipt carries the number). */
  order_seq: number;
  payment_id: string | null;
  /** Paise actually paid. */
  paid_amount: number | null;
  paid_at: string | null;
  /** A freed spot offered from the waitlist must be paid by then. */
  offer_due_at: string | null;
  /** Set when an offer lapsed unpaid: later offers go to others first. */
  offer_lapsed_at: string | null;
}

export interface PaymentStore {
  getOrder(orderId: string): Promise<StoredOrder | null>;
  getPayment(gameId: string, requestId: string): Promise<StoredRequestPayment | null>;
  paymentsOfGame(gameId: string): Promise<StoredRequestPayment[]>;
  getRefund(paymentId: string): Promise<StoredRefund | null>;

  /**
   * Makes `order` the request's current order, in one transaction with the order item: only while
   * the request awaits payment (accepted, payment pending) and its current order is still
   * `previousOrderId`; `seq` is the order's number for the request (its receipt carries it).
   * 'raced': another order was attached first; 'not-payable': the request moved on.
   */
  attachOrder(
    request: StoredJoinRequest,
    order: StoredOrder,
    previousOrderId: string | null,
    seq: number,
  ): Promise<'attached' | 'raced' | 'not-payable'>;

  /**
   * The money-backed confirm, one transaction: the request (accepted, payment pending, waiting on
   * this order) becomes confirmed + paid with its pass; the game gains a player under
   * `current_players < max_players` while upcoming; the open order becomes paid; the events.
   */
  confirm(input: ConfirmInput): Promise<'confirmed' | 'full' | 'request-changed' | 'order-settled'>;
  /** The game had no room: the request goes to the waitlist (with a pass) refunded in full; the order is paid; the refund is owed. */
  waitlistAndRefund(
    input: ConfirmInput & { refund: StoredRefund },
  ): Promise<'waitlisted' | 'request-changed' | 'order-settled'>;
  /**
   * A captured payment that no request waits for (withdrawn, offer lapsed, a second payment): the
   * refund is owed (once per payment) and the order, when given open, settles as paid in the same
   * transaction. 'order-settled': the order was settled meanwhile (perhaps by this payment
   * confirming the request), so nothing is owed until the caller has looked again.
   */
  refundUnawaited(input: {
    order: StoredOrder | null;
    refund: StoredRefund;
    at: string;
    events: PendingEvent[];
  }): Promise<'refunded' | 'refund-exists' | 'order-settled'>;
  /** Amount or currency differ from the order: kept for a person, never confirmed. */
  flagOrder(order: StoredOrder, paymentId: string, reason: string, at: string): Promise<void>;
  /** payment.failed: notes the attempt on an open order; never touches the request. */
  recordFailedAttempt(order: StoredOrder, paymentId: string, error: string, at: string): Promise<void>;

  /** Open orders whose check time has come, oldest first. */
  dueOrders(now: string, limit: number): Promise<StoredOrder[]>;
  deferOrder(order: StoredOrder, checkAt: string, at: string): Promise<void>;
  abandonOrder(order: StoredOrder, at: string): Promise<void>;

  /** Cancellation: a paid request becomes refunded and the refund is owed, once. */
  refundPaid(input: {
    request: StoredJoinRequest;
    refund: StoredRefund;
    at: string;
    events: PendingEvent[];
  }): Promise<'refunded' | 'changed'>;
  /** Refunds Razorpay hasn't accepted yet, owed since before `before`. */
  refundsDue(before: string, limit: number): Promise<StoredRefund[]>;
  recordRefund(
    paymentId: string,
    update: { status: RefundStatus; razorpay_refund_id?: string | null; error?: string | null },
    at: string,
  ): Promise<void>;

  /**
   * Offers a freed spot (decision 060): a waitlisted request becomes accepted, held until `dueAt`,
   * while the game is upcoming with room (no spot is taken until the player takes it or pays).
   * `amountDue`: what the offered spot of a paid game costs, fixed now as an accept fixes it; null
   * for a free game (nothing to pay: the player takes it with a tap).
   */
  offer(input: {
    request: StoredJoinRequest;
    dueAt: string;
    amountDue: AmountDue | null;
    at: string;
    events: PendingEvent[];
  }): Promise<'offered' | 'changed' | 'full'>;
  /**
   * A free offer taken: the request confirmed with its pass and a spot under the capacity condition
   * (before the start), the offer off the due list; 'changed' when it is no longer this open offer.
   */
  takeOffer(input: {
    request: StoredJoinRequest;
    pass: string;
    at: string;
    events: PendingEvent[];
  }): Promise<'taken' | 'full' | 'changed'>;
  /** Announces, through the outbox alone, what no write carries (a spot left open, nobody waiting). */
  announce(events: PendingEvent[], at: string): Promise<void>;
  /** Open offers whose time is up. */
  offersDue(now: string, limit: number): Promise<StoredRequestPayment[]>;
  /** The offer lapsed: back to the waitlist, unless it was paid or changed meanwhile (false). */
  expireOffer(input: {
    request: StoredJoinRequest;
    payment: StoredRequestPayment;
    at: string;
    events: PendingEvent[];
  }): Promise<boolean>;
}

export interface ConfirmInput {
  request: StoredJoinRequest;
  order: StoredOrder;
  paymentId: string;
  pass: string;
  at: string;
  events: PendingEvent[];
}

/** A payment as Razorpay reports it. */
export interface GatewayPayment {
  id: string;
  order_id: string | null;
  /** Paise. */
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed' | string;
  error_description: string | null;
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

/** Razorpay, through its official SDK (functions/adapters/razorpay). */
export interface PaymentGateway {
  /** The public key id the browser's checkout uses. */
  keyId: string;
  /** Creates the order, or returns the one that already holds this receipt. */
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Refunds under an idempotency key: a retry with the same key gives the same refund. */
  refund(input: {
    paymentId: string;
    amount: number;
    key: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; status: string; amount: number }>;
}
