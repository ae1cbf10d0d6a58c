// A refund as stored: written by the join use cases (a withdrawal can owe one) and the payment use
// cases alike, so it sits below both port modules and imports nothing.

/** removed: the host took an accepted player off the game (decision 066), refunded in full. */
export type RefundReason = 'withdrawn' | 'game-full' | 'game-cancelled' | 'not-awaited' | 'duplicate' | 'removed';
/** requested: owed, not yet accepted by Razorpay. pending/processed/failed: Razorpay's refund states. */
export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed';

/** One refund per payment: the payment id is its key, and `key` its Razorpay idempotency key. */
export interface StoredRefund {
  payment_id: string;
  key: string;
  order_id: string | null;
  request_id: string;
  game_id: string;
  user_id: string;
  /** Paise. */
  amount: number;
  reason: RefundReason;
  status: RefundStatus;
  razorpay_refund_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  /** When Razorpay reported it processed (absent on refunds from before this was kept). */
  processed_at?: string | null;
}
