import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaymentStore } from '../payment-ports';
import { gameKeys } from '@functions/games/public-keys';
import { countersPlayersMove } from '@functions/games/public-counters';
import { goingOnConfirm } from '@functions/joins/public-going';
import { passSets, paymentTable } from './payment-items';
import { setAndRemove, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';

// A free game's offer taken with one tap (decision 060), and the announcements no other write
// carries. Taking is a confirm like a free accept's: the spot under the capacity condition, the pass,
// the player among who is going, the counters' copy of the players, all in one transaction.

export function dynamoOfferTakeStore(
  db: DynamoDBDocumentClient,
  tableName: string,
): Pick<PaymentStore, 'takeOffer' | 'announce'> {
  const { requestKey, paymentKey } = paymentTable(db, tableName);

  return {
    async takeOffer({ request, pass, at, events }) {
      // A free game's: payment_status stays not_required.
      const { sets, values } = passSets(request, pass, 'confirmed', 'not_required', at);
      const outcome = await transactWrite(db, {
        request: {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            UpdateExpression: setAndRemove(sets, ['payment_due_at']),
            ConditionExpression: '#status = :accepted AND payment_status = :free AND id = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ...values,
              ':accepted': 'accepted',
              ':free': 'not_required',
              ':id': request.id,
            },
          },
        },
        // Only an offer still open is taken: a lapse that won the race has passed the spot on already.
        offer: {
          Update: {
            TableName: tableName,
            Key: paymentKey(request),
            UpdateExpression: 'REMOVE offer_due_at, gsi5pk, gsi5sk',
            ConditionExpression: 'attribute_exists(offer_due_at)',
          },
        },
        game: {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(request.game_id),
            UpdateExpression: 'SET current_players = current_players + :one',
            ConditionExpression: '#status = :upcoming AND current_players < max_players AND game_datetime > :at',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':one': 1, ':upcoming': 'upcoming', ':at': at },
          },
        },
        counters: countersPlayersMove(tableName, request.game_id, 1),
        ...eventWrites(tableName, events, at),
        going: await goingOnConfirm(db, tableName, request, 'confirmed', at),
      });
      if (outcome.ok) return 'taken';
      return outcome.failed.includes('request') || outcome.failed.includes('offer') ? 'changed' : 'full';
    },

    async announce(events, at) {
      if (events.length) await transactWrite(db, { ...eventWrites(tableName, events, at) });
    },
  };
}
