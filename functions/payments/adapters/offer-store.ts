import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoredJoinRequest } from '@functions/joins';
import type { PaymentStore } from '../payment-ports';
import { gameKeys } from '@functions/games/public-keys';
import { STATUS_INDEX_ATTRIBUTES, statusIndexSets } from '@functions/joins/public-items';
import { paymentKeys } from './keys';
import { paymentTable, requestPaymentUpdate, toPayment } from './payment-items';
import { holdingOffer, holdsOffer } from './offer-items';
import { transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';

// Offers of a freed spot to a waitlisted player (decisions 015, 060): the request accepted and held
// until a time while the game has room, on the offers' due list until paid or taken, declined or
// lapsed. A free game's offer owes nothing (payment_status stays not_required): a tap takes it.

/**
 * The payment item of a request that must be paid by `dueAt` (a host's paid accept or an offer of a
 * freed spot, docs/decisions/041): on the due list the reconciler lapses, in the accepting
 * transaction. A new deadline needs a new order: the last one (if any) was paid and refunded, or lapsed.
 */
export function paymentDeadline(
  tableName: string,
  request: Pick<StoredJoinRequest, 'id' | 'game_id' | 'user_id'>,
  dueAt: string,
) {
  const due = paymentKeys.openOffer(dueAt, request.id);
  return requestPaymentUpdate(tableName, request, {
    set: 'order_seq = if_not_exists(order_seq, :zero), offer_due_at = :due, gsi5pk = :offerPk, gsi5sk = :offerSk REMOVE order_id',
    values: { ':zero': 0, ':due': dueAt, ':offerPk': due.gsi5pk, ':offerSk': due.gsi5sk },
  });
}

export function dynamoOfferStore(
  db: DynamoDBDocumentClient,
  tableName: string,
): Pick<PaymentStore, 'offer' | 'offersDue' | 'expireOffer'> {
  const { requestKey, paymentKey, dueList } = paymentTable(db, tableName);

  return {
    async offer({ request, dueAt, amountDue, at, events }) {
      const outcome = await transactWrite(db, {
        request: {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            // Out of the game's waitlist in the status index: an accepted request is not filed there.
            UpdateExpression: `SET #status = :accepted, payment_status = :paying, ${amountDue ? 'amount_due = :amountDue, ' : ''}payment_due_at = :due, updated_at = :at, decided_at = :at REMOVE ${STATUS_INDEX_ATTRIBUTES.join(', ')}`,
            ConditionExpression: '#status = :waitlist AND id = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':accepted': 'accepted',
              ':paying': amountDue ? 'pending' : 'not_required',
              ':waitlist': 'waitlist',
              ':id': request.id,
              ':at': at,
              ...(amountDue ? { ':amountDue': amountDue } : {}),
              ':due': dueAt,
            },
          },
        },
        payment: paymentDeadline(tableName, request, dueAt),
        game: {
          ConditionCheck: {
            TableName: tableName,
            Key: gameKeys.game(request.game_id),
            ConditionExpression: '#status = :upcoming AND current_players < max_players',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':upcoming': 'upcoming' },
          },
        },
        ...eventWrites(tableName, events, at),
      });
      if (outcome.ok) return 'offered';
      return outcome.failed.includes('request') ? 'changed' : 'full';
    },

    async offersDue(now, limit) {
      return dueList(paymentKeys.openOffers(), `${now}#~`, limit, toPayment);
    },

    async expireOffer({ request, payment, at, events }) {
      const clearOffer = {
        Update: {
          TableName: tableName,
          Key: paymentKey(payment),
          UpdateExpression: 'SET offer_lapsed_at = :at REMOVE offer_due_at, gsi5pk, gsi5sk, order_id',
          ConditionExpression: 'offer_due_at = :due',
          ExpressionAttributeValues: { ':at': at, ':due': payment.offer_due_at },
        },
      };
      const awaiting = request.id === payment.request_id && holdsOffer(request);
      // Without a request awaiting this offer, only the offer is cleared, and nothing happened to tell.
      const outcome = await transactWrite(
        db,
        awaiting
          ? {
              request: {
                Update: {
                  TableName: tableName,
                  Key: requestKey(request),
                  UpdateExpression: `SET #status = :waitlist, updated_at = :at${statusIndexSets(request, 'waitlist').clause} REMOVE payment_due_at`,
                  ...holdingOffer(request, {
                    ':waitlist': 'waitlist',
                    ':at': at,
                    ...statusIndexSets(request, 'waitlist').values,
                  }),
                },
              },
              offer: clearOffer,
              ...eventWrites(tableName, events, at),
            }
          : { offer: clearOffer },
      );
      return outcome.ok;
    },
  };
}
