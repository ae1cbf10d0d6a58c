import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { SPORTS } from '@shared/constants';
import { deleteKeys } from '@functions/platform/dynamo/delete-keys';
import { putIfAbsent, transactWrite } from '@functions/platform/dynamo/transact';
import type { SportPlayerStore } from '../sport-player-ports';

// Who has played each sport, counted. One counter item per sport (its own partition, so the
// writes of busy sports don't queue on one item) and one marker per (sport, person), written in the
// same transaction as the counter's step: a person already marked moves nothing, however often
// and from whichever game's event they arrive again.

export const sportPlayerKeys = {
  counter: (sport: string) => ({ pk: `SPORTPLAYERS#${sport}`, sk: 'COUNT' }),
  played: (sport: string, userId: string) => ({ pk: `SPORTPLAYED#${sport}#${userId}`, sk: 'PLAYED' }),
} as const;

export const SPORT_PLAYER_ITEM_TYPES = { counter: 'sport-players', played: 'sport-played' } as const;

export function dynamoSportPlayerStore(db: DynamoDBDocumentClient, tableName: string): SportPlayerStore {
  return {
    async addPlayer(sport, userId, at) {
      const outcome = await transactWrite(db, {
        played: putIfAbsent(tableName, {
          ...sportPlayerKeys.played(sport, userId),
          type: SPORT_PLAYER_ITEM_TYPES.played,
          sport,
          user_id: userId,
          first_played_at: at,
        }),
        counter: {
          Update: {
            TableName: tableName,
            Key: sportPlayerKeys.counter(sport),
            UpdateExpression: 'SET #type = :type ADD players :one',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: { ':type': SPORT_PLAYER_ITEM_TYPES.counter, ':one': 1 },
          },
        },
      });
      return outcome.ok ? 'added' : 'already-counted';
    },

    async forget(userId) {
      // One marker per sport at most, each at a known key: no query needed.
      await deleteKeys(
        db,
        tableName,
        SPORTS.map((sport) => sportPlayerKeys.played(sport, userId)),
      );
    },

    async counts(sports) {
      const items = await batchGetItems(db, {
        tableName,
        keys: sports.map((sport) => sportPlayerKeys.counter(sport)),
        projection: ['pk', 'players'],
      });
      const bySport = new Map(
        items.map((item) => [String(item.pk).slice('SPORTPLAYERS#'.length), Number(item.players)]),
      );
      return new Map(sports.map((sport) => [sport, bySport.get(sport) ?? 0]));
    },
  };
}
