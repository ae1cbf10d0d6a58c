import {
  amountDueOf,
  MIN_ORDER_PAISE,
  orderReceipt,
  PAYMENT_MESSAGES,
  RECONCILE_AFTER_MS,
} from '@shared/rules/payment-rules';
import type {
  OrderAnswer,
  PaymentView,
  RefundQuoteAnswer,
  VerifyAnswer,
  VerifyInput,
  CreateOrderInput,
} from '@shared/schemas/payment';
import { REQUEST_MESSAGES } from '@shared/rules/join-rules';
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../platform/errors';
import type { GatewayPayment, PaymentGateway, PaymentStore, StoredOrder, StoredRequestPayment } from './payment-ports';
import type { PaymentSettlement } from './payment-settlement';
import { paymentSignatureValid } from './payment-signatures';
import type { Clock } from '../platform/clock';
import type { GameRepository, StoredGame } from '@functions/games';
import type { JoinRequestRepository, StoredJoinRequest } from '@functions/joins';
import { withdrawalQuote } from './refund-service';

// The player's side of paying: creating the Razorpay order, verifying what the checkout returns.
// The amount is the one fixed on the request when the host accepted (decision 015), never the
// game's price of the moment nor the browser's; the order id always comes from what we stored; the browser's
// word counts only as far as Razorpay's signature and Razorpay's own record of the payment back it.

export interface PaymentReadDeps {
  requests: Pick<JoinRequestRepository, 'getById'>;
  games: Pick<GameRepository, 'get'>;
  store: PaymentStore;
  clock: Clock;
}

export interface PaymentDeps extends PaymentReadDeps {
  settlement: PaymentSettlement;
  /** Razorpay through its SDK; throws UnavailableError when it isn't configured. */
  gateway: () => Promise<PaymentGateway>;
  /** The key secret that signs the checkout's result. */
  keySecret: () => Promise<string>;
  log?: (entry: Record<string, unknown>) => void;
}

const OPEN = new Set(['created', 'attempted']);
const isOpen = (order: StoredOrder | null): order is StoredOrder => order !== null && OPEN.has(order.status);

async function ownRequest(
  requests: PaymentReadDeps['requests'],
  userId: string,
  requestId: string,
): Promise<StoredJoinRequest> {
  const request = await requests.getById(requestId);
  if (!request || request.user_id !== userId) throw new NotFoundError(REQUEST_MESSAGES.notFound);
  return request;
}

/** Why this request can't be paid now, or null when it can. */
function notPayable(
  request: StoredJoinRequest,
  game: StoredGame | null,
  payment: StoredRequestPayment | null,
  now: Date,
): string | null {
  if (request.status !== 'accepted' || request.payment_status !== 'pending') return PAYMENT_MESSAGES.notPayable;
  if (game?.status !== 'upcoming' || new Date(game.game_datetime) <= now) return PAYMENT_MESSAGES.gameClosed;
  if (payment?.offer_due_at && new Date(payment.offer_due_at) <= now) return PAYMENT_MESSAGES.offerExpired;
  return null;
}

export function createPaymentReads(deps: PaymentReadDeps) {
  const { requests, games, store, clock } = deps;

  /** GET /api/requests/{id}/payment: the pay page. */
  async function view(userId: string, requestId: string): Promise<PaymentView> {
    const request = await ownRequest(requests, userId, requestId);
    const [game, payment] = await Promise.all([
      games.get(request.game_id),
      store.getPayment(request.game_id, request.id),
    ]);
    if (!game) throw new NotFoundError(REQUEST_MESSAGES.notFound);
    // What the host accepted at, whatever the price says now.
    const due = amountDueOf(request, game);
    const reason = notPayable(request, game, payment, clock.now());
    return {
      request: {
        id: request.id,
        status: request.status,
        payment_status: request.payment_status,
        offer_due_at: payment?.offer_due_at ?? null,
      },
      game: {
        id: game.id,
        title: game.title,
        location: game.location,
        game_datetime: game.game_datetime,
        sport: game.sport,
        status: game.status,
      },
      breakdown: { price: due.price, fee: due.fee, total: due.total, currency: due.currency, fee_type: due.fee_type },
      payable: reason === null,
      reason,
      contact: { name: request.contact_name, email: request.contact_email, phone: request.contact_phone },
    };
  }

  /** GET /api/requests/{id}/refund-quote: what withdrawing now gives back, before the player decides. */
  async function refundQuote(userId: string, requestId: string): Promise<RefundQuoteAnswer> {
    const request = await ownRequest(requests, userId, requestId);
    const [game, payment] = await Promise.all([
      games.get(request.game_id),
      store.getPayment(request.game_id, request.id),
    ]);
    const policy = game?.cancellation_policy ?? 'flexible';
    const quote = withdrawalQuote(request, game, payment, clock.now());
    if (!quote)
      return {
        refundable: false,
        amount: 0,
        paid: 0,
        percent: 0,
        policy,
        message: 'Nothing was paid for this request, so there is nothing to refund.',
      };
    return {
      refundable: quote.amountPaise > 0,
      amount: quote.amountPaise / 100,
      paid: quote.paidPaise / 100,
      percent: quote.percent,
      policy,
      message: quote.message,
    };
  }

  return { view, refundQuote };
}

export function createPaymentService(deps: PaymentDeps) {
  const { requests, games, store, clock, settlement } = deps;
  const log = deps.log ?? ((entry: Record<string, unknown>) => console.log(JSON.stringify(entry)));

  /**
   * create-razorpay-order: the request's open order when it is for the request's fixed amount (a
   * retried call gets the same order), otherwise a new one for that amount whose receipt names the
   * request and its order number — Razorpay keeps receipts unique, so two racing calls get one
   * order between them. A price edit after the accept changes nothing here.
   */
  async function createOrder(userId: string, input: CreateOrderInput): Promise<OrderAnswer> {
    const request = await ownRequest(requests, userId, input.joinRequestId);
    if (input.gameId && input.gameId !== request.game_id)
      throw new ValidationError('gameId does not match the request', 'gameId');
    const game = await games.get(request.game_id);
    const refused = notPayable(request, game, await store.getPayment(request.game_id, request.id), clock.now());
    if (refused) throw new ConflictError(refused);
    const due = amountDueOf(request, game!);
    const amount = { amountPaise: due.amount_paise, currency: due.currency };
    if (amount.amountPaise < MIN_ORDER_PAISE) throw new ConflictError(PAYMENT_MESSAGES.tooSmall);
    const gateway = await deps.gateway();
    const answer = (order: { order_id: string; amount: number; currency: string }): OrderAnswer => ({
      keyId: gateway.keyId,
      amount: order.amount,
      currency: order.currency,
      orderId: order.order_id,
    });

    for (let attempt = 0; attempt < 4; attempt++) {
      const payment = await store.getPayment(request.game_id, request.id);
      const current = payment?.order_id ? await store.getOrder(payment.order_id) : null;
      if (isOpen(current) && current.amount === amount.amountPaise && current.currency === amount.currency)
        return answer(current);
      if (current?.status === 'paid' || current?.status === 'flagged')
        throw new ConflictError(PAYMENT_MESSAGES.notPayable);
      // No order yet, or one not for the fixed amount (made before amounts were fixed): the next number.
      const seq = (payment?.order_seq ?? 0) + 1;
      const receipt = orderReceipt(request.id, seq);
      const made = await gateway.createOrder({
        amount: amount.amountPaise,
        currency: amount.currency,
        receipt,
        notes: { request_id: request.id, game_id: request.game_id },
      });
      if (made.amount !== amount.amountPaise || made.currency !== amount.currency) {
        // The receipt holds an order for another amount: never hand the browser a different price.
        log({ level: 'error', msg: 'order amount mismatch', receipt, expected: amount.amountPaise, got: made.amount });
        throw new ConflictError(`We could not prepare this payment. ${PAYMENT_MESSAGES.contactSupport}.`);
      }
      const at = clock.now().toISOString();
      const order: StoredOrder = {
        order_id: made.id,
        request_id: request.id,
        game_id: request.game_id,
        user_id: request.user_id,
        amount: made.amount,
        currency: made.currency,
        receipt,
        status: 'created',
        payment_id: null,
        flag_reason: null,
        last_error: null,
        created_at: at,
        updated_at: at,
        check_at: new Date(clock.now().getTime() + RECONCILE_AFTER_MS).toISOString(),
      };
      const outcome = await store.attachOrder(request, order, payment?.order_id ?? null, seq);
      if (outcome === 'attached') return answer(order);
      if (outcome === 'not-payable') throw new ConflictError(PAYMENT_MESSAGES.notPayable);
      // Raced: another call attached an order (most likely this same one); read it on the next turn.
    }
    throw new ConflictError('Another payment attempt is in progress. Please try again.');
  }

  /**
   * verify-razorpay-payment: the order must be the one we stored for the request and the signature
   * HMAC-SHA256(stored order id | payment id, key secret); then Razorpay's own record of the payment
   * (amount, currency, captured) settles it, exactly as the webhook would.
   */
  async function verify(userId: string, input: VerifyInput): Promise<VerifyAnswer> {
    const request = await ownRequest(requests, userId, input.joinRequestId);
    if (input.gameId && input.gameId !== request.game_id)
      throw new ValidationError('gameId does not match the request', 'gameId');
    const payment = await store.getPayment(request.game_id, request.id);
    const stored = payment?.order_id;
    if (!stored || input.razorpay_order_id !== stored)
      throw new ValidationError(PAYMENT_MESSAGES.orderMismatch, 'razorpay_order_id');
    if (!paymentSignatureValid(stored, input.razorpay_payment_id, input.razorpay_signature, await deps.keySecret())) {
      throw new ValidationError(PAYMENT_MESSAGES.signatureInvalid, 'razorpay_signature');
    }
    let reported: GatewayPayment | null = null;
    try {
      reported = await (await deps.gateway()).fetchPayment(input.razorpay_payment_id);
    } catch (error) {
      if (error instanceof UnavailableError) throw error;
      // Razorpay unreachable: the signature holds, so the webhook or the reconciler will settle it.
      log({ level: 'warn', msg: 'payment fetch failed', paymentId: input.razorpay_payment_id, error: String(error) });
    }
    if (reported?.order_id && reported.order_id !== stored)
      throw new ValidationError(PAYMENT_MESSAGES.orderMismatch, 'razorpay_order_id');
    if (reported?.status === 'captured') {
      const outcome = await settlement.settleCaptured({
        orderId: stored,
        paymentId: reported.id,
        amount: reported.amount,
        currency: reported.currency,
      });
      if (outcome === 'flagged')
        throw new ConflictError(`We could not match this payment to your order. ${PAYMENT_MESSAGES.contactSupport}.`);
    } else if (reported?.status === 'failed') {
      throw new ValidationError(reported.error_description ?? PAYMENT_MESSAGES.notCompleted, 'razorpay_payment_id');
    }
    const after = (await requests.getById(request.id)) ?? request;
    if (after.status === 'confirmed' && after.payment_status === 'paid')
      return { status: 'confirmed', payment_status: 'paid', message: PAYMENT_MESSAGES.confirmed };
    if (after.status === 'waitlist')
      return { status: 'waitlist', payment_status: after.payment_status, message: PAYMENT_MESSAGES.waitlisted };
    return { status: 'processing', payment_status: after.payment_status, message: PAYMENT_MESSAGES.processing };
  }

  return { createOrder, verify };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
