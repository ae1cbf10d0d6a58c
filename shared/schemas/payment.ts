// zod/mini: the payment Lambdas carry the Razorpay SDK, so their schemas use the small build
// (the 500 kB Lambda bundle budget; docs/decisions/015).
import * as z from 'zod/mini';
import type { JoinRequestStatus, PaymentStatus } from '../rules/join-rules';

// Payments: creating a Razorpay order for an accepted request and verifying what the checkout returns.

const id = (what: string, max = 64) =>
  z
    .string({ error: `${what} is required` })
    .check(z.minLength(1, `${what} is required`), z.maxLength(max, `${what} is too long`));

/**
 * POST /api/payments/orders (spec: joinRequestId, gameId, amount). The amount is always computed
 * on the server from the game; one sent by the browser is ignored.
 */
export const createOrderInputSchema = z.object({
  joinRequestId: id('joinRequestId'),
  gameId: z.optional(z.string().check(z.maxLength(64))),
  amount: z.optional(z.unknown()),
});
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

/** Spec create-razorpay-order answer: amount in paise, as Razorpay Checkout wants it. */
export interface OrderAnswer {
  keyId: string;
  amount: number;
  currency: string;
  orderId: string;
}

/** POST /api/payments/verify (spec verify-razorpay-payment body). */
export const verifyInputSchema = z.object({
  razorpay_order_id: id('razorpay_order_id', 100),
  razorpay_payment_id: id('razorpay_payment_id', 100),
  razorpay_signature: id('razorpay_signature', 200),
  joinRequestId: id('joinRequestId'),
  gameId: z.optional(z.string().check(z.maxLength(64))),
});
export type VerifyInput = z.infer<typeof verifyInputSchema>;

/**
 * confirmed: paid, with a PAID pass. waitlist: the game filled meanwhile; refunded in full.
 * processing: the signature holds but Razorpay has not captured the money yet; the webhook or the
 * reconciler settles it.
 */
export type VerifyStatus = 'confirmed' | 'waitlist' | 'processing';
export interface VerifyAnswer {
  status: VerifyStatus;
  payment_status: PaymentStatus;
  message: string;
}

/** GET /api/requests/{id}/payment: what the pay page shows. */
export interface PaymentView {
  request: { id: string; status: JoinRequestStatus; payment_status: PaymentStatus; offer_due_at: string | null };
  game: { id: string; title: string; location: string; game_datetime: string; sport: string; status: string };
  /** Rupees, as the page shows them (price, platform fee, Total Amount). */
  breakdown: { price: number; fee: number; total: number; currency: string; fee_type: string };
  payable: boolean;
  /** Why it can't be paid, in the player's words; null when it can. */
  reason: string | null;
  /** Prefill for the checkout: the contact the player gave when joining. */
  contact: { name: string; email: string; phone: string | null };
}

/** GET /api/requests/{id}/refund-quote: shown before the player withdraws. */
export interface RefundQuoteAnswer {
  /** Whether withdrawing now gives money back. */
  refundable: boolean;
  /** Rupees. */
  amount: number;
  paid: number;
  percent: number;
  policy: string;
  message: string;
}
