import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaymentReceipt, StoredJoinRequest } from '@functions/joins';
import type { ConfirmInput, PaymentStore, StoredOrder } from '../payment-ports';
import { gameKeys } from '@functions/games/public-keys';
import { countersPlayersMove } from '@functions/games/public-counters';
import { goingOnConfirm } from '@functions/joins/public-going';
import { paymentKeys } from './keys';
import { AWAITING_PAYMENT, awaitingPayment, OPEN, ORDER_OPEN, passSets, paymentTable } from './payment-items';
import { refundPut } from './refund-store';
import { setAndRemove, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';

// Settling a captured payment, each outcome one transaction: the request confirmed with a spot
// taken under capacity, or waitlisted and refunded when the game is full, or the payment refunded
// when no request waits for it; the order settles once either way.

export function dynamoSettlementStore(
  db: DynamoDBDocumentClient,
  tableName: string,
): Pick<PaymentStore, 'confirm' | 'waitlistAndRefund' | 'refundUnawaited'> {
  const { requestKey, paymentKey } = paymentTable(db, tableName);
  /**
   * The request's side of a settled payment: awaiting exactly this order until now. `owes`: the
   * order's amount, which must be the one fixed on the request (decision 015) for a confirm.
   */
  function awaitingRequest(
    request: StoredJoinRequest,
    sets: string[],
    values: Record<string, unknown>,
    owes?: number,
    removes: string[] = [],
  ) {
    return {
      Update: {
        TableName: tableName,
        Key: requestKey(request),
        UpdateExpression: setAndRemove(sets, removes),
        ...awaitingPayment(request, { ...values, ...(owes === undefined ? {} : { ':owes': owes }) }),
        ConditionExpression: `${AWAITING_PAYMENT}${owes === undefined ? '' : ' AND (attribute_not_exists(amount_due) OR amount_due.amount_paise = :owes)'}`,
      },
    };
  }
  /** The payment item records the captured payment; only while the request still waits on this order. */
  const paymentPaid = (request: StoredJoinRequest, order: StoredOrder, paymentId: string, at: string) => ({
    Update: {
      TableName: tableName,
      Key: paymentKey(request),
      UpdateExpression:
        'SET payment_id = :payment, paid_amount = :amount, paid_at = :at REMOVE offer_due_at, gsi5pk, gsi5sk',
      ConditionExpression: 'order_id = :order',
      ExpressionAttributeValues: {
        ':payment': paymentId,
        ':amount': order.amount,
        ':at': at,
        ':order': order.order_id,
      },
    },
  });
  /** The order settles once: from open to paid with the payment that did it. */
  const orderPaid = (order: StoredOrder, paymentId: string, at: string) => ({
    Update: {
      TableName: tableName,
      Key: paymentKeys.paymentOrder(order.order_id),
      UpdateExpression: 'SET #status = :paid, payment_id = :payment, updated_at = :at REMOVE gsi5pk, gsi5sk, check_at',
      ConditionExpression: ORDER_OPEN,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ...OPEN, ':paid': 'paid', ':payment': paymentId, ':at': at },
    },
  });

  return {
    async confirm({ request, order, paymentId, pass, at, events }: ConfirmInput) {
      const { sets, values } = passSets(request, pass, 'confirmed', 'paid', at);
      // The receipt rides on the request, so the player's lists show it without another read.
      const receipt = receiptOf(order, paymentId, at);
      const outcome = await transactWrite(db, {
        request: awaitingRequest(
          request,
          [...sets, 'receipt = :receipt'],
          { ...values, ':receipt': receipt },
          order.amount,
          ['payment_due_at'],
        ),
        game: {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(request.game_id),
            UpdateExpression: 'SET current_players = current_players + :one',
            ConditionExpression: '#status = :upcoming AND current_players < max_players',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':one': 1, ':upcoming': 'upcoming' },
          },
        },
        payment: paymentPaid(request, order, paymentId, at),
        order: orderPaid(order, paymentId, at),
        ...eventWrites(tableName, events, at),
        going: await goingOnConfirm(db, tableName, request, 'confirmed', at),
        // The counters' copy of the players (what a join's room check reads) moves with the game's.
        counters: countersPlayersMove(tableName, request.game_id, 1),
      });
      if (outcome.ok) return 'confirmed';
      const { failed } = outcome;
      if (failed.includes('request') || failed.includes('payment')) return 'request-changed';
      if (failed.includes('order')) return 'order-settled';
      return 'full';
    },

    async waitlistAndRefund({ request, order, paymentId, pass, at, events, refund }) {
      const { sets, values } = passSets(request, pass, 'waitlist', 'refunded', at);
      // The receipt too: the card shows the full refund of what was paid until it settles.
      const receipt = receiptOf(order, paymentId, at);
      const outcome = await transactWrite(db, {
        request: awaitingRequest(
          request,
          [...sets, 'receipt = :receipt'],
          { ...values, ':receipt': receipt },
          undefined,
          ['payment_due_at'],
        ),
        payment: paymentPaid(request, order, paymentId, at),
        order: orderPaid(order, paymentId, at),
        refund: refundPut(tableName, refund),
        ...eventWrites(tableName, events, at),
      });
      if (outcome.ok) return 'waitlisted';
      const { failed } = outcome;
      if (failed.includes('request') || failed.includes('payment')) return 'request-changed';
      // The order settled, or this payment's refund is owed already: either way someone else did it.
      return 'order-settled';
    },

    async refundUnawaited({ order, refund, at, events }) {
      const open = order !== null && (order.status === 'created' || order.status === 'attempted');
      const outcome = await transactWrite(db, {
        refund: refundPut(tableName, refund),
        order: open ? orderPaid(order, refund.payment_id, at) : undefined,
        ...eventWrites(tableName, events, at),
      });
      if (outcome.ok) return 'refunded';
      if (outcome.failed.includes('refund')) return 'refund-exists';
      // The order settled meanwhile — maybe by this very payment confirming the request: look again.
      return 'order-settled';
    },
  };
}

const receiptOf = (order: { amount: number; currency: string }, paymentId: string, at: string): PaymentReceipt => ({
  payment_id: paymentId,
  amount_paise: order.amount,
  currency: order.currency,
  paid_at: at,
});
