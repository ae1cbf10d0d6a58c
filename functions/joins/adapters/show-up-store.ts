import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { gameEndsAt } from '@shared/rules/game-end';
import {
  EMPTY_SHOW_UP_RECORD,
  OUTCOME_COUNTER,
  type ShowUpOutcome,
  type ShowUpRecord,
  type ShowUpRequest,
} from '@shared/rules/show-up';
import { gameKeys } from '@functions/games/public-keys';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { deleteKeys } from '@functions/platform/dynamo/delete-keys';
import { queryItems, type Item } from '@functions/platform/dynamo/query';
import { transactWrite } from '@functions/platform/dynamo/transact';
import type { ShowUpGameState, ShowUpStorePort } from '../show-up-service';
import { JOIN_ITEM_TYPES, joinKeys } from './keys';

// Show-up records (decision 056): per player one counts item, and per (player, game) a marker with
// the outcome that game counted for them. Counts move only in the transaction that moves the
// marker, conditioned on the marker's outcome as read, so a game settled twice (an event delivered
// again, a late check-in) changes a count once, and a settle that lost a race reads again.

/** Markers outlive every late check-in (3 h after the end) and every redelivery (15 days) of their game. */
const MARKER_KEEP_SECONDS = 30 * 24 * 60 * 60;
const MAX_PAGES = 20;
const REQUEST_FIELDS = ['user_id', 'status', 'checked_in_at', 'withdrawn_from', 'withdrawn_at', 'anonymised_at'];

const toRecord = (item: Item | undefined): ShowUpRecord => ({
  showed_up: Number(item?.showed_up ?? 0),
  no_shows: Number(item?.no_shows ?? 0),
  late_drops: Number(item?.late_drops ?? 0),
});

const toRequest = (item: Item): ShowUpRequest => ({
  user_id: String(item.user_id),
  status: String(item.status),
  checked_in_at: (item.checked_in_at as string | undefined) ?? null,
  withdrawn_from: (item.withdrawn_from as string | undefined) ?? null,
  withdrawn_at: (item.withdrawn_at as string | undefined) ?? null,
  anonymised_at: (item.anonymised_at as string | undefined) ?? null,
});

const userOfKey = (pk: unknown) => String(pk).slice('USER#'.length);

export function dynamoShowUpStore(db: DynamoDBDocumentClient, tableName: string): ShowUpStorePort {
  const markerItem = (userId: string, gameId: string, outcome: ShowUpOutcome, expiresAt: number) => ({
    ...joinKeys.showUpMarker(userId, gameId),
    type: JOIN_ITEM_TYPES.showUpMarker,
    game_id: gameId,
    outcome,
    expiresAt,
  });

  /** Every marker of a player, by game. */
  async function playerMarkers(userId: string): Promise<Map<string, ShowUpOutcome>> {
    const { pk, skPrefix } = joinKeys.showUpMarkerPrefix(userId);
    const { items } = await queryItems(db, {
      tableName,
      key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
      projection: ['sk', 'outcome'],
      consistent: true,
      maxPages: MAX_PAGES,
      map: (item) => [String(item.sk).slice(skPrefix.length), item.outcome as ShowUpOutcome] as const,
    });
    return new Map(items);
  }

  return {
    async record(userId: string): Promise<ShowUpRecord> {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: joinKeys.showUpRecord(userId) }));
      return toRecord(Item);
    },

    /** Several players' records in one BatchGet (a page of requests, a check-in list); absent reads as empty. */
    async records(userIds: readonly string[]): Promise<Map<string, ShowUpRecord>> {
      const unique = [...new Set(userIds)];
      const found = await batchGetItems(db, {
        tableName,
        keys: unique.map(joinKeys.showUpRecord),
        projection: ['pk', 'showed_up', 'no_shows', 'late_drops'],
      });
      const byUser = new Map(found.map((item) => [userOfKey(item.pk), toRecord(item)]));
      return new Map(unique.map((id) => [id, byUser.get(id) ?? { ...EMPTY_SHOW_UP_RECORD }]));
    },

    /** The game and its requests as stored now (consistent reads); null when the game is gone. */
    async gameState(gameId: string): Promise<ShowUpGameState | null> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: gameKeys.game(gameId),
          ProjectionExpression: '#status, game_datetime, ends_at, duration_minutes',
          ExpressionAttributeNames: { '#status': 'status' },
          ConsistentRead: true,
        }),
      );
      if (!Item) return null;
      const { pk, skPrefix } = joinKeys.gameRequestsPrefix(gameId);
      const { items } = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        projection: REQUEST_FIELDS,
        consistent: true,
        maxPages: MAX_PAGES,
        map: toRequest,
      });
      const game = {
        status: String(Item.status),
        game_datetime: String(Item.game_datetime),
        ends_at: gameEndsAt(Item as { game_datetime: string; ends_at?: string | null }),
      };
      return { game, requests: items };
    },

    /** The outcomes one game counted so far for these players (consistent: a settle decides from them). */
    async markers(gameId: string, userIds: readonly string[]): Promise<Map<string, ShowUpOutcome>> {
      const found = await batchGetItems(db, {
        tableName,
        keys: userIds.map((id) => joinKeys.showUpMarker(id, gameId)),
        projection: ['pk', 'outcome'],
      });
      return new Map(found.map((item) => [userOfKey(item.pk), item.outcome as ShowUpOutcome]));
    },

    /**
     * Moves one player's outcome of one game from `from` to `to` (null: none) with their counts, in
     * one transaction conditioned on the marker still saying `from`. False when it no longer did.
     */
    async move(
      userId: string,
      gameId: string,
      from: ShowUpOutcome | null,
      to: ShowUpOutcome | null,
      endsAt: string,
    ): Promise<boolean> {
      const key = joinKeys.showUpMarker(userId, gameId);
      const still = from
        ? {
            ConditionExpression: 'outcome = :from',
            ExpressionAttributeValues: { ':from': from },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' };
      const expiresAt = Math.floor(new Date(endsAt).getTime() / 1000) + MARKER_KEEP_SECONDS;
      const deltas: [string, number][] = [
        ...(from ? [[OUTCOME_COUNTER[from], -1] as [string, number]] : []),
        ...(to ? [[OUTCOME_COUNTER[to], 1] as [string, number]] : []),
      ];
      const outcome = await transactWrite(db, {
        marker: to
          ? { Put: { TableName: tableName, Item: markerItem(userId, gameId, to, expiresAt), ...still } }
          : { Delete: { TableName: tableName, Key: key, ...still } },
        counts: {
          Update: {
            TableName: tableName,
            Key: joinKeys.showUpRecord(userId),
            UpdateExpression: `SET #type = :type ADD ${deltas.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
            ExpressionAttributeNames: {
              '#type': 'type',
              ...Object.fromEntries(deltas.map(([counter], i) => [`#c${i}`, counter])),
            },
            ExpressionAttributeValues: {
              ':type': JOIN_ITEM_TYPES.showUpRecord,
              ...Object.fromEntries(deltas.map(([, delta], i) => [`:d${i}`, delta])),
            },
          },
        },
      });
      return outcome.ok;
    },

    /** The games a player ever asked to join (their requests in byOwner): what a recount walks. */
    async playerGameIds(userId: string): Promise<string[]> {
      const { gsi1pk, gsi1skPrefix } = joinKeys.playerRequestsPrefix(userId);
      const { items } = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] },
        projection: ['game_id'],
        maxPages: MAX_PAGES,
        map: (item) => String(item.game_id),
      });
      return [...new Set(items)];
    },

    playerMarkers,

    /** A recount's result written as is: the markers it found, then the counts they add up to. */
    async overwrite(
      userId: string,
      record: ShowUpRecord,
      outcomes: Map<string, { outcome: ShowUpOutcome; endsAt: string }>,
      stale: string[],
    ) {
      for (const [gameId, { outcome, endsAt }] of outcomes) {
        const expiresAt = Math.floor(new Date(endsAt).getTime() / 1000) + MARKER_KEEP_SECONDS;
        await db.send(new PutCommand({ TableName: tableName, Item: markerItem(userId, gameId, outcome, expiresAt) }));
      }
      await deleteKeys(
        db,
        tableName,
        stale.map((gameId) => joinKeys.showUpMarker(userId, gameId)),
      );
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...joinKeys.showUpRecord(userId), type: JOIN_ITEM_TYPES.showUpRecord, ...record },
        }),
      );
    },

    /** A deleted account's record and markers, gone (a repeat deletes nothing more). */
    async erase(userId: string): Promise<void> {
      const markers = await playerMarkers(userId);
      await deleteKeys(db, tableName, [
        joinKeys.showUpRecord(userId),
        ...[...markers.keys()].map((gameId) => joinKeys.showUpMarker(userId, gameId)),
      ]);
    },
  };
}
export type ShowUpStore = ReturnType<typeof dynamoShowUpStore>;
