import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaymentStore, StoredOrder } from '../payment-ports';
import { PAYMENT_ITEM_TYPES, paymentKeys } from './keys';
import { awaitingPayment, OPEN, ORDER_OPEN, paymentTable, toOrder, withoutNulls } from './payment-items';
import { putIfAbsent, transactWrite } from '@functions/platform/dynamo/transact';

// Razorpay orders made for requests: attached to a request while it awaits payment, watched by the
// reconciler while open (a due list on byLookup), and moved only from open by a condition.

export function dynamoOrderStore(
  db: DynamoDBDocumentClient,
  tableName: string,
): Pick<
  PaymentStore,
  'getOrder' | 'attachOrder' | 'flagOrder' | 'recordFailedAttempt' | 'dueOrders' | 'deferOrder' | 'abandonOrder'
> {
  const { requestKey, paymentUpdate, getItem, dueList, updateIf } = paymentTable(db, tableName);
  /** Moves an order that is still open; an order settled meanwhile is left as it is. */
  const updateOpenOrder = (order: StoredOrder, update: string, values: Record<string, unknown>) =>
    updateIf({
      TableName: tableName,
      Key: paymentKeys.paymentOrder(order.order_id),
      UpdateExpression: update,
      ConditionExpression: ORDER_OPEN,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ...OPEN, ...values },
    });

  return {
    async getOrder(orderId) {
      const item = await getItem(paymentKeys.paymentOrder(orderId));
      return item ? toOrder(item) : null;
    },

    async attachOrder(request, order, previousOrderId, seq) {
      const outcome = await transactWrite(db, {
        order: putIfAbsent(tableName, {
          ...paymentKeys.paymentOrder(order.order_id),
          ...paymentKeys.openOrder(order.check_at ?? order.created_at, order.order_id),
          type: PAYMENT_ITEM_TYPES.paymentOrder,
          ...withoutNulls(order),
        }),
        payment: paymentUpdate(request, {
          set: 'order_id = :order, order_seq = :seq',
          condition: previousOrderId ? 'order_id = :previous' : 'attribute_not_exists(order_id)',
          values: {
            ':order': order.order_id,
            ':seq': seq,
            ...(previousOrderId ? { ':previous': previousOrderId } : {}),
          },
        }),
        request: {
          ConditionCheck: {
            TableName: tableName,
            Key: requestKey(request),
            ...awaitingPayment(request),
          },
        },
      });
      if (outcome.ok) return 'attached';
      return outcome.failed.includes('request') ? 'not-payable' : 'raced';
    },

    async flagOrder(order, paymentId, reason, at) {
      await updateOpenOrder(
        order,
        'SET #status = :flagged, payment_id = :payment, flag_reason = :reason, updated_at = :at REMOVE gsi5pk, gsi5sk, check_at',
        { ':flagged': 'flagged', ':payment': paymentId, ':reason': reason, ':at': at },
      );
    },

    async recordFailedAttempt(order, paymentId, error, at) {
      await updateOpenOrder(order, 'SET #status = :attempted, last_error = :error, updated_at = :at', {
        ':error': `${paymentId}: ${error}`.slice(0, 500),
        ':at': at,
      });
    },

    async dueOrders(now, limit) {
      return dueList(paymentKeys.openOrders(), `${now}#~`, limit, toOrder);
    },

    async deferOrder(order, checkAt, at) {
      await updateOpenOrder(order, 'SET check_at = :check, gsi5sk = :sk, updated_at = :at', {
        ':check': checkAt,
        ':sk': paymentKeys.openOrder(checkAt, order.order_id).gsi5sk,
        ':at': at,
      });
    },

    async abandonOrder(order, at) {
      await updateOpenOrder(order, 'SET #status = :abandoned, updated_at = :at REMOVE gsi5pk, gsi5sk, check_at', {
        ':abandoned': 'abandoned',
        ':at': at,
      });
    },
  };
}
