import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaymentStore, StoredRefund } from '../payment-ports';
import { PAYMENT_ITEM_TYPES, paymentKeys } from './keys';
import { paymentTable, toRefund, withoutNulls } from './payment-items';
import { putIfAbsent, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';

// Refunds, one per payment (the payment id is the refund's key): owed in the transaction that makes
// them due, on the due list until Razorpay accepts them, then updated with Razorpay's answer.

/** The refund item: owed once per payment (`attribute_not_exists`), on the due list until Razorpay accepts it. */
export function refundPut(tableName: string, refund: StoredRefund) {
  return putIfAbsent(tableName, {
    ...paymentKeys.refund(refund.payment_id),
    ...paymentKeys.openRefund(refund.created_at, refund.payment_id),
    type: PAYMENT_ITEM_TYPES.refund,
    ...withoutNulls(refund),
  });
}

export function dynamoRefundStore(
  db: DynamoDBDocumentClient,
  tableName: string,
): Pick<PaymentStore, 'getRefund' | 'refundPaid' | 'refundsDue' | 'recordRefund'> {
  const { requestKey, getItem, dueList, updateIf } = paymentTable(db, tableName);

  return {
    async getRefund(paymentId) {
      const item = await getItem(paymentKeys.refund(paymentId));
      return item ? toRefund(item) : null;
    },

    async refundPaid({ request, refund, at, events }) {
      const outcome = await transactWrite(db, {
        request: {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            UpdateExpression: 'SET payment_status = :refunded, updated_at = :at',
            ConditionExpression: 'payment_status = :paid AND id = :id',
            ExpressionAttributeValues: { ':refunded': 'refunded', ':paid': 'paid', ':id': request.id, ':at': at },
          },
        },
        refund: refundPut(tableName, refund),
        ...eventWrites(tableName, events, at),
      });
      return outcome.ok ? 'refunded' : 'changed';
    },

    async refundsDue(before, limit) {
      return dueList(paymentKeys.openRefunds(), before, limit, toRefund);
    },

    async recordRefund(paymentId, update, at) {
      const sets = ['#status = :status', 'updated_at = :at'];
      const values: Record<string, unknown> = {
        ':status': update.status,
        ':at': at,
        ':processed': 'processed',
        ':failed': 'failed',
      };
      // The card says 'Refunded ₹150 on 28 Nov': the day Razorpay reported it processed.
      if (update.status === 'processed') sets.push('processed_at = :at');
      if (update.razorpay_refund_id) {
        sets.push('razorpay_refund_id = :refundId');
        values[':refundId'] = update.razorpay_refund_id;
      }
      if (update.error) {
        sets.push('#error = :error');
        values[':error'] = update.error.slice(0, 500);
      }
      // Accepted by Razorpay: off the due list. Processed and failed are Razorpay's last word: a late
      // refund.created (webhooks come in any order) or our own 'pending' never moves one back.
      await updateIf({
        TableName: tableName,
        Key: paymentKeys.refund(paymentId),
        UpdateExpression: `SET ${sets.join(', ')}${update.status === 'requested' ? '' : ' REMOVE gsi5pk, gsi5sk'}`,
        ConditionExpression: 'attribute_exists(pk) AND NOT #status IN (:processed, :failed)',
        ExpressionAttributeNames: { '#status': 'status', ...(update.error ? { '#error': 'error' } : {}) },
        ExpressionAttributeValues: values,
      });
    },
  };
}
