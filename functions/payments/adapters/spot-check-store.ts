import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SpotCheckStore } from '../spot-check-ports';
import { PAYMENT_ITEM_TYPES, paymentKeys } from './keys';
import { transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';

// One small item per game that ever had a spot left open far from its start, beside the game in its
// partition. It expires a day after the start it names: nothing reads it once the game has begun.

const DAY_SECONDS = 24 * 60 * 60;

/** The item's update setting `field` to the start `startsAt` (and its expiry after that start). */
const startSet = (tableName: string, gameId: string, field: 'scheduled_for' | 'announced_for', startsAt: string) => ({
  TableName: tableName,
  Key: paymentKeys.spotCheck(gameId),
  UpdateExpression: `SET #type = :type, game_id = :game, ${field} = :start, expiresAt = :expires`,
  ExpressionAttributeNames: { '#type': 'type' },
  ExpressionAttributeValues: {
    ':type': PAYMENT_ITEM_TYPES.spotCheck,
    ':game': gameId,
    ':start': startsAt,
    ':expires': Math.floor(Date.parse(startsAt) / 1000) + DAY_SECONDS,
  },
});

export function dynamoSpotCheckStore(db: DynamoDBDocumentClient, tableName: string): SpotCheckStore {
  return {
    async markScheduled(gameId, startsAt) {
      await db.send(new UpdateCommand(startSet(tableName, gameId, 'scheduled_for', startsAt)));
    },

    async scheduledFor(gameId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: paymentKeys.spotCheck(gameId), ConsistentRead: true }),
      );
      return typeof Item?.scheduled_for === 'string' ? Item.scheduled_for : null;
    },

    async announceOnce(gameId, startsAt, events, at) {
      const outcome = await transactWrite(db, {
        check: {
          Update: {
            ...startSet(tableName, gameId, 'announced_for', startsAt),
            // Once per start: a second firing finds it announced; a moved start is announced anew.
            ConditionExpression: 'attribute_not_exists(announced_for) OR announced_for <> :start',
          },
        },
        ...eventWrites(tableName, events, at),
      });
      return outcome.ok;
    },
  };
}
