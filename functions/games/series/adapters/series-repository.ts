import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { queryItems } from '@functions/platform/dynamo/query';
import { putIfAbsent, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';
import { gamesBehind } from '../../adapters/game-item';
import { gameKeys } from '../../adapters/keys';
import type { SeriesRepository, StoredSeries } from '../ports';
import { seriesKeys, SERIES_ITEM_TYPE } from './series-keys';
import { regularsSettingsOf } from '@shared/rules/regulars';

// Series in the one table: one item per series under its own partition (regulars will sit beside
// it, decision 068), listed in byLookup while active so the daily job finds them without a Scan.

const SERIES_FIELDS = [
  'id',
  'host_id',
  'repeat',
  'rrule',
  'first_date',
  'first_game_id',
  'template',
  'filled_through',
  'status',
  'regulars',
  'regulars_count',
  'ended_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof StoredSeries)[];

const toSeries = (item: Record<string, unknown>): StoredSeries => {
  const series = Object.fromEntries(
    SERIES_FIELDS.map((field) => [field, item[field] ?? null]),
  ) as unknown as StoredSeries;
  return {
    ...series,
    regulars: regularsSettingsOf(series.regulars),
    regulars_count: Number(series.regulars_count ?? 0),
  };
};

/** Pages of the active list the daily job reads per call. */
const ACTIVE_PAGE = 50;

export function dynamoSeriesRepository(db: DynamoDBDocumentClient, tableName: string): SeriesRepository {
  const activeOnly = {
    ConditionExpression: 'attribute_exists(pk) AND #status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
  };
  return {
    async get(seriesId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: seriesKeys.series(seriesId), ConsistentRead: true }),
      );
      return Item ? toSeries(Item) : null;
    },

    async create(series, events, firstOpensAt) {
      const outcome = await transactWrite(db, {
        series: putIfAbsent(tableName, {
          ...seriesKeys.series(series.id),
          ...seriesKeys.activeSeries(series.created_at, series.id),
          ...seriesKeys.hostSeries(series.host_id, series.created_at, series.id),
          type: SERIES_ITEM_TYPE,
          ...series,
        }),
        // The first game joins the series in the same write: still the host's upcoming one-off.
        game: {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(series.first_game_id),
            UpdateExpression: 'SET series_id = :series, opens_to_public_at = :opens',
            ConditionExpression:
              'attribute_exists(pk) AND host_id = :host AND #status = :upcoming AND (attribute_not_exists(series_id) OR series_id = :none)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':series': series.id,
              ':opens': firstOpensAt,
              ':host': series.host_id,
              ':upcoming': 'upcoming',
              ':none': null,
            },
          },
        },
        ...eventWrites(tableName, events, series.created_at),
      });
      return outcome.ok;
    },

    async filledThrough(seriesId, through, at) {
      await writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: seriesKeys.series(seriesId),
            UpdateExpression: 'SET filled_through = :through, updated_at = :at',
            ConditionExpression: `${activeOnly.ConditionExpression} AND (filled_through < :through OR attribute_type(filled_through, :null))`,
            ExpressionAttributeNames: activeOnly.ExpressionAttributeNames,
            ExpressionAttributeValues: { ':through': through, ':at': at, ':active': 'active', ':null': 'NULL' },
          }),
        ),
      );
    },

    async saveTemplate(seriesId, template, at) {
      return writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: seriesKeys.series(seriesId),
            UpdateExpression: 'SET template = :template, updated_at = :at',
            ...activeOnly,
            ExpressionAttributeValues: { ':template': template, ':at': at, ':active': 'active' },
          }),
        ),
      );
    },

    async saveRegularsSettings(seriesId, settings, at) {
      return writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: seriesKeys.series(seriesId),
            UpdateExpression: 'SET regulars = :settings, updated_at = :at',
            ...activeOnly,
            ExpressionAttributeValues: { ':settings': settings, ':at': at, ':active': 'active' },
          }),
        ),
      );
    },

    async setOpensToPublic(gameId, opensAt) {
      // Only a game still to be played: a started or called-off one keeps what it had.
      await writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: gameKeys.game(gameId),
            UpdateExpression: 'SET opens_to_public_at = :opens',
            ConditionExpression: 'attribute_exists(pk) AND #status = :upcoming',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':opens': opensAt, ':upcoming': 'upcoming' },
          }),
        ),
      );
    },

    async end(seriesId, at) {
      return writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: seriesKeys.series(seriesId),
            UpdateExpression: 'SET #status = :ended, ended_at = :at, updated_at = :at REMOVE gsi5pk, gsi5sk',
            ...activeOnly,
            ExpressionAttributeValues: { ':ended': 'ended', ':at': at, ':active': 'active' },
          }),
        ),
      );
    },

    async active(cursor) {
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: ['gsi5pk', seriesKeys.activeList()] },
        limit: ACTIVE_PAGE,
        maxPages: 1,
        cursor,
        map: toSeries,
      });
      return { series: page.items, cursor: page.cursor };
    },

    games: (ids) =>
      gamesBehind(
        db,
        tableName,
        ids.map((id) => ({ id })),
      ),

    async hostedBy(hostId) {
      const { gsi1pk, gsi1skPrefix } = seriesKeys.hostSeriesPrefix(hostId);
      const page = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] },
        maxPages: 20,
        projection: ['id'],
        map: (item) => String(item.id),
      });
      return page.items;
    },

    async remove(seriesId) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: seriesKeys.series(seriesId) }));
    },
  };
}
