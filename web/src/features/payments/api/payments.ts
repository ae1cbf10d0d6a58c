import { useQuery } from '@tanstack/react-query';
import { JOIN_REQUEST_STATUSES, PAYMENT_STATUSES } from '@shared/rules/join-rules';
import type { OrderAnswer, PaymentView, VerifyAnswer } from '@shared/schemas/payment';
import { apiRequest } from '@web/lib/api-client';
import {
  isBoolean,
  isNullableString,
  isNumber,
  isOneOf,
  isShape,
  isString,
  pickShape,
  type ShapeChecks,
} from '@web/lib/shape-check';

// The pay page's three calls: read what to pay, create the order, verify the checkout's
// result. Answers are checked against the shared types without zod (decision 014 keeps it off
// the screens that don't validate forms).

const VIEW: ShapeChecks<PaymentView> = {
  request: isShape<PaymentView['request']>({
    id: isString,
    status: isOneOf(JOIN_REQUEST_STATUSES),
    payment_status: isOneOf(PAYMENT_STATUSES),
    offer_due_at: isNullableString,
  }),
  game: isShape<PaymentView['game']>({
    id: isString,
    title: isString,
    location: isString,
    game_datetime: isString,
    sport: isString,
    status: isString,
  }),
  breakdown: isShape<PaymentView['breakdown']>({
    price: isNumber,
    fee: isNumber,
    total: isNumber,
    currency: isString,
    fee_type: isString,
  }),
  payable: isBoolean,
  reason: isNullableString,
  contact: isShape<PaymentView['contact']>({ name: isString, email: isString, phone: isNullableString }),
};
const ORDER: ShapeChecks<OrderAnswer> = { keyId: isString, amount: isNumber, currency: isString, orderId: isString };
const VERIFIED: ShapeChecks<VerifyAnswer> = {
  status: isOneOf(['confirmed', 'waitlist', 'processing'] as const),
  payment_status: isOneOf(PAYMENT_STATUSES),
  message: isString,
};

export const paymentViewKey = (requestId: string) => ['payment', requestId] as const;

/** GET /api/requests/{id}/payment */
export const getPaymentView = (requestId: string, signal?: AbortSignal) =>
  apiRequest(`/api/requests/${encodeURIComponent(requestId)}/payment`, {
    parse: (body) => pickShape(body, VIEW),
    signal,
  });

/** The pay page's view of the request; a failure is shown at once, not retried. */
export function usePaymentView(requestId: string) {
  return useQuery({
    queryKey: paymentViewKey(requestId),
    queryFn: ({ signal }) => getPaymentView(requestId, signal),
    retry: false,
  });
}

/** create-razorpay-order: the server prices it; the same order comes back on a retry. */
export const createOrder = (joinRequestId: string, gameId: string) =>
  apiRequest('/api/payments/orders', {
    method: 'POST',
    body: { joinRequestId, gameId },
    parse: (body) => pickShape(body, ORDER),
  });

export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** verify-razorpay-payment */
export const verifyPayment = (joinRequestId: string, gameId: string | undefined, result: CheckoutResult) =>
  apiRequest('/api/payments/verify', {
    method: 'POST',
    body: { ...result, joinRequestId, ...(gameId ? { gameId } : {}) },
    parse: (body) => pickShape(body, VERIFIED),
  });
