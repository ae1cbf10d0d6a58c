import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { deleteKeys } from '@functions/platform/dynamo/delete-keys';
import { allWithPrefix, type Item } from '@functions/platform/dynamo/query';
import { transactWrite } from '@functions/platform/dynamo/transact';
import type { RatingRepository, StoredGameTeams, StoredRating, TeamsRepository } from '../ports';
import { TEAM_ITEM_TYPES, teamKeys } from './keys';

// Teams and ratings on the one table. Every write is conditioned on the version it read, so two
// hosts' phones (or two taps) can't both move a rating for the same result.

const versionCondition = (expected: number | null) =>
  expected === null
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expected } };

/** The stored shape without the table's own attributes (keys and item type). */
const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'type']);
const withoutKeys = <T>(item: Item): T =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name))) as T;

export function dynamoTeamsRepository(db: DynamoDBDocumentClient, tableName: string): TeamsRepository {
  async function get(gameId: string) {
    const { Item: item } = await db.send(
      new GetCommand({ TableName: tableName, Key: teamKeys.gameTeams(gameId), ConsistentRead: true }),
    );
    return item ? withoutKeys<StoredGameTeams>(item) : null;
  }
  return {
    get,

    async saveTeams(next, expectedVersion) {
      const condition = versionCondition(expectedVersion);
      const outcome = await transactWrite(db, {
        teams: {
          Put: {
            TableName: tableName,
            Item: { ...teamKeys.gameTeams(next.game_id), type: TEAM_ITEM_TYPES.gameTeams, ...next },
            ConditionExpression: `(${condition.ConditionExpression}) AND attribute_not_exists(#result.places)`,
            ExpressionAttributeNames: { '#result': 'result' },
            ...(condition.ExpressionAttributeValues
              ? { ExpressionAttributeValues: condition.ExpressionAttributeValues }
              : {}),
          },
        },
      });
      if (outcome.ok) return 'saved';
      const current = await get(next.game_id);
      return current?.result ? 'result-recorded' : 'stale';
    },

    async recordResult(next, expectedVersion, ratings) {
      const outcome = await transactWrite(db, {
        teams: {
          Put: {
            TableName: tableName,
            Item: { ...teamKeys.gameTeams(next.game_id), type: TEAM_ITEM_TYPES.gameTeams, ...next },
            ...versionCondition(expectedVersion),
          },
        },
        ratings: ratings.map(({ next: rating, expectedVersion: expected }) => ({
          Put: {
            TableName: tableName,
            Item: { ...teamKeys.rating(rating.user_id, rating.sport), type: TEAM_ITEM_TYPES.rating, ...rating },
            ...versionCondition(expected),
          },
        })),
      });
      return outcome.ok ? 'recorded' : 'stale';
    },

    replaceSheet: (next, expectedVersion) =>
      writtenIf(() =>
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...teamKeys.gameTeams(next.game_id), type: TEAM_ITEM_TYPES.gameTeams, ...next },
            ...versionCondition(expectedVersion),
          }),
        ),
      ),
  };
}

export function dynamoRatingRepository(db: DynamoDBDocumentClient, tableName: string): RatingRepository {
  return {
    async ofPlayers(userIds, sport) {
      const items = await batchGetItems(db, {
        tableName,
        keys: [...new Set(userIds)].map((userId) => teamKeys.rating(userId, sport)),
      });
      const ratings = items.map((item) => withoutKeys<StoredRating>(item));
      return new Map(ratings.map((rating) => [rating.user_id, rating]));
    },

    ofPlayer: (userId) =>
      allWithPrefix(db, tableName, teamKeys.playerRatings(userId), {
        maxPages: 2,
        map: (item) => withoutKeys<StoredRating>(item),
      }),

    erase: (userId, sports) =>
      deleteKeys(
        db,
        tableName,
        sports.map((sport) => teamKeys.rating(userId, sport)),
      ),
  };
}
