import { refundQuote } from '@shared/rules/payment-rules';
import { refundStateOf, type RefundView } from '@shared/rules/refund-status';
import type { StoredRefund } from '@functions/payments/public-items';
import type { StoredGame } from '@functions/games';
import type { StoredJoinRequest } from './ports';

// A paid player's card after their request stopped holding a spot: the refund as Razorpay last
// reported it, or — after a withdrawal the cancellation policy refunded nothing — the rule that said so.

export interface RefundReads {
  getRefund(paymentId: string): Promise<StoredRefund | null>;
  game(gameId: string): Promise<Pick<StoredGame, 'cancellation_policy' | 'game_datetime'> | null>;
}

/** Only a paid request that no longer holds its spot (or was refunded) has anything to say; others cost no read. */
export const mayHaveRefund = (request: StoredJoinRequest) =>
  request.receipt != null && (request.status === 'withdrawn' || request.payment_status === 'refunded');

export async function refundView(request: StoredJoinRequest, reads: RefundReads): Promise<RefundView | null> {
  const receipt = request.receipt;
  if (!receipt || !mayHaveRefund(request)) return null;
  const refund = await reads.getRefund(receipt.payment_id);
  if (refund) {
    const state = refundStateOf(refund.status);
    return {
      state,
      amount_paise: refund.amount,
      paid_paise: receipt.amount_paise,
      settled_at: state === 'refunded' ? (refund.processed_at ?? refund.updated_at) : null,
      rule: null,
    };
  }
  // Withdrawn and still paid: the policy gave nothing back at the moment of the withdrawal.
  if (request.status !== 'withdrawn' || request.payment_status !== 'paid') return null;
  const game = await reads.game(request.game_id);
  if (!game) return null;
  const quote = refundQuote({
    policy: game.cancellation_policy,
    paidPaise: receipt.amount_paise,
    gameStart: game.game_datetime,
    now: new Date(request.updated_at),
  });
  if (quote.amountPaise > 0) return null;
  return { state: 'none', amount_paise: 0, paid_paise: receipt.amount_paise, settled_at: null, rule: quote.rule };
}
