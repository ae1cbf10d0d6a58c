import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seriesKeys } from '@functions/games/public-keys';
import { eventWrites } from '@functions/hosting/public-event-writes';
import { queryItems } from '@functions/platform/dynamo/query';
import { putIfAbsent, transactWrite } from '@functions/platform/dynamo/transact';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import type { RegularsStore, StoredRegular } from '../ports';
import { REGULAR_ITEM_TYPE, regularKeys } from './regular-keys';

// Regulars in the one table. The cap (approved regulars never more than a date's places) is the
// series item's `regulars_count`, moved in the same transaction as each approval or departure.

const FIELDS = [
  'series_id',
  'user_id',
  'host_id',
  'status',
  'name',
  'email',
  'phone',
  'instagram',
  'answers',
  'skipped_game_ids',
  'asked_at',
  'approved_at',
  'updated_at',
] as const satisfies readonly (keyof StoredRegular)[];

const toRegular = (item: Record<string, unknown>): StoredRegular => {
  const regular = Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? null])) as unknown as StoredRegular;
  return {
    ...regular,
    answers: regular.answers ?? [],
    skipped_game_ids: item.skipped_game_ids instanceof Set ? [...item.skipped_game_ids].map(String) : [],
  };
};

/** Most regulars a series has (the places of a date, and those waiting for the host). */
const MOST_REGULARS_PAGES = 10;

export function dynamoRegularsStore(db: DynamoDBDocumentClient, tableName: string): RegularsStore {
  const key = (regular: Pick<StoredRegular, 'series_id' | 'user_id'>) =>
    regularKeys.regular(regular.series_id, regular.user_id);
  /** The series' count of approved regulars moves by `by`; up only below `max` and while active. */
  const countMove = (seriesId: string, by: 1 | -1, max?: number) => ({
    Update: {
      TableName: tableName,
      Key: seriesKeys.series(seriesId),
      UpdateExpression: 'SET regulars_count = if_not_exists(regulars_count, :zero) + :by',
      ConditionExpression:
        max === undefined
          ? 'attribute_exists(pk)'
          : 'attribute_exists(pk) AND #status = :active AND (attribute_not_exists(regulars_count) OR regulars_count < :max)',
      ...(max === undefined ? {} : { ExpressionAttributeNames: { '#status': 'status' } }),
      ExpressionAttributeValues: {
        ':zero': 0,
        ':by': by,
        ...(max === undefined ? {} : { ':active': 'active', ':max': max }),
      },
    },
  });

  return {
    async get(seriesId, userId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: regularKeys.regular(seriesId, userId), ConsistentRead: true }),
      );
      return Item ? toRegular(Item) : null;
    },

    async isApproved(seriesId, userId) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: regularKeys.regular(seriesId, userId),
          ProjectionExpression: '#status',
          ExpressionAttributeNames: { '#status': 'status' },
        }),
      );
      return Item?.status === 'approved';
    },

    async ask(regular, events) {
      const { skipped_game_ids: _none, ...fields } = regular;
      const item = {
        ...key(regular),
        ...regularKeys.byPlayer(regular.user_id, regular.series_id),
        type: REGULAR_ITEM_TYPE,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)),
      };
      const outcome = await transactWrite(db, {
        regular: putIfAbsent(tableName, item),
        ...eventWrites(tableName, events, regular.asked_at),
      });
      return outcome.ok;
    },

    async approve(regular, maxPlayers, at, events) {
      const outcome = await transactWrite(db, {
        regular: {
          Update: {
            TableName: tableName,
            Key: key(regular),
            UpdateExpression: 'SET #status = :approved, approved_at = :at, updated_at = :at',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':approved': 'approved', ':pending': 'pending', ':at': at },
          },
        },
        series: countMove(regular.series_id, 1, maxPlayers),
        ...eventWrites(tableName, events, at),
      });
      if (outcome.ok) return 'approved';
      return outcome.failed.includes('regular') ? 'changed' : 'full';
    },

    async remove(regular, events, at) {
      const approved = regular.status === 'approved';
      const outcome = await transactWrite(db, {
        regular: {
          Delete: {
            TableName: tableName,
            Key: key(regular),
            ConditionExpression: '#status = :was',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':was': regular.status },
          },
        },
        series: approved ? countMove(regular.series_id, -1) : undefined,
        ...eventWrites(tableName, events, at),
      });
      return outcome.ok;
    },

    async list(seriesId) {
      const { pk, skPrefix } = regularKeys.seriesRegulars(seriesId);
      const page = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        maxPages: MOST_REGULARS_PAGES,
        map: toRegular,
      });
      return page.items;
    },

    async ofPlayer(userId) {
      const page = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', regularKeys.playerPartition(userId)] },
        maxPages: MOST_REGULARS_PAGES,
        map: toRegular,
      });
      return page.items;
    },

    async markSkipped(regular, gameId, skipped, at) {
      // A string set: adding or taking one date twice changes nothing.
      await writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(regular),
            UpdateExpression: `${skipped ? 'ADD' : 'DELETE'} skipped_game_ids :game SET updated_at = :at`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':game': new Set([gameId]), ':at': at },
          }),
        ),
      );
    },
  };
}

/** Deletes every regulars item of a player (a deleted account), each with no condition: a retry deletes nothing twice. */
export async function deleteRegularItems(db: DynamoDBDocumentClient, tableName: string, regulars: StoredRegular[]) {
  for (const regular of regulars)
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: regularKeys.regular(regular.series_id, regular.user_id) }),
    );
}
