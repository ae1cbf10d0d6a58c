import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { HostRecount, HostStatsStore, MonthMoney } from '../host-stats-ports';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { dashboardVersionMove } from './host-dashboard-version';
import { dynamoHostDashboardReads } from './host-dashboard-reads';
import { ATTENDANCE_COUNTED, hostTotalsAdd, hostTotalsItem, toHostTotals } from './host-totals';
import { gameKeys } from '@functions/games/public-keys';
import { HOSTING_ITEM_TYPES, hostingKeys } from './keys';
import { joinKeys } from '@functions/joins/public-items';
import { queryItems } from '@functions/platform/dynamo/query';
import { transactWrite } from '@functions/platform/dynamo/transact';

// The host dashboard's aggregates in the table (docs/api-host.md). Consumers apply an
// event's ADDs in one transaction with a marker keyed by the event id, so an event delivered twice
// counts once; reads are one GetItem, one month range and queries of sparse indexes.

/** Markers outlive any redelivery (EventBridge retries for 24 h, a redrive within the DLQ's 14 days). */
const MARKER_DAYS = 15;
const COMPLETE_ATTEMPTS = 8;

export function dynamoHostStatsStore(db: DynamoDBDocumentClient, tableName: string): HostStatsStore {
  const marker = (eventKey: string) => ({
    Put: {
      TableName: tableName,
      Item: {
        ...hostingKeys.hostStatsApplied(eventKey),
        type: HOSTING_ITEM_TYPES.hostStatsApplied,
        expiresAt: Math.floor(Date.now() / 1000) + MARKER_DAYS * 86400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const monthAdd = (hostId: string, month: { month: string } & MonthMoney) => ({
    Update: {
      TableName: tableName,
      Key: hostingKeys.hostMonth(hostId, month.month),
      UpdateExpression: 'SET #type = :type, #month = :month ADD captured_paise :captured, refunded_paise :refunded',
      ExpressionAttributeNames: { '#type': 'type', '#month': 'month' },
      ExpressionAttributeValues: {
        ':type': HOSTING_ITEM_TYPES.hostMonth,
        ':month': month.month,
        ':captured': month.captured_paise,
        ':refunded': month.refunded_paise,
      },
    },
  });

  async function putIfAbsent(item: Record<string, unknown>) {
    return writtenIf(() =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: `SET ${Object.keys(item)
            .filter((k) => k !== 'pk' && k !== 'sk')
            .map((_, i) => `#f${i} = :f${i}`)
            .join(', ')}`,
          ConditionExpression: 'attribute_not_exists(pk)',
          ExpressionAttributeNames: Object.fromEntries(
            Object.keys(item)
              .filter((k) => k !== 'pk' && k !== 'sk')
              .map((k, i) => [`#f${i}`, k]),
          ),
          ExpressionAttributeValues: Object.fromEntries(
            Object.entries(item)
              .filter(([k]) => k !== 'pk' && k !== 'sk')
              .map(([, v], i) => [`:f${i}`, v]),
          ),
        }),
      ),
    );
  }

  return {
    // The dashboard's own reads (games, requests, the kept lists) are in host-dashboard-reads.ts.
    ...dynamoHostDashboardReads(db, tableName),

    async applyOnce(eventKey, hostId, delta, month) {
      const outcome = await transactWrite(db, {
        applied: marker(eventKey),
        totals: hostTotalsAdd(tableName, hostId, delta),
        month: month ? monthAdd(hostId, month) : undefined,
        // A request entering or leaving pending changes the dashboard's pending list: its version moves
        // here, once per event. A join leaves it to this (no session of the host made it); a decision
        // moves it itself too, and this is the net when that plain write was lost.
        dashboard: delta.pending_total ? dashboardVersionMove(tableName, hostId, new Date()) : undefined,
      });
      return outcome.ok ? 'applied' : 'duplicate';
    },

    async completeGame(eventKey, hostId, gameId) {
      for (let attempt = 0; attempt < COMPLETE_ATTEMPTS; attempt++) {
        const { Item } = await db.send(
          new GetCommand({ TableName: tableName, Key: gameKeys.game(gameId), ConsistentRead: true }),
        );
        if (!Item) return 'gone';
        if (Item[ATTENDANCE_COUNTED]) return 'duplicate';
        const checkedIn = Number(Item.checked_in_count ?? 0);
        // The count as read must still hold when the flag goes on: a check-in in between retries this.
        const outcome = await transactWrite(db, {
          applied: marker(eventKey),
          game: {
            Update: {
              TableName: tableName,
              Key: gameKeys.game(gameId),
              UpdateExpression: 'SET #counted = :at',
              ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(#counted) AND ${checkedIn === 0 ? '(attribute_not_exists(checked_in_count) OR checked_in_count = :n)' : 'checked_in_count = :n'}`,
              ExpressionAttributeNames: { '#counted': ATTENDANCE_COUNTED },
              ExpressionAttributeValues: { ':at': new Date().toISOString(), ':n': checkedIn },
            },
          },
          totals: hostTotalsAdd(tableName, hostId, { completed_games: 1, completed_checked_in: checkedIn }),
        });
        if (outcome.ok) return 'applied';
        if (outcome.failed.includes('applied')) return 'duplicate';
      }
      throw new Error(`game ${gameId}: its attendance kept changing while it was counted`);
    },

    async totals(hostId) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: hostingKeys.hostTotals(hostId) }));
      return Item ? toHostTotals(Item) : null;
    },

    async months(hostId, from, to) {
      const range = hostingKeys.hostMonths(hostId, from, to);
      const { items } = await queryItems(db, {
        tableName,
        key: { partition: ['pk', range.pk], sort: ['sk', { between: [range.skFrom, range.skTo] }] },
        maxPages: 1,
        map: (item) =>
          [
            String(item.month),
            { captured_paise: Number(item.captured_paise ?? 0), refunded_paise: Number(item.refunded_paise ?? 0) },
          ] as const,
      });
      return new Map(items);
    },

    async backfill(hostId, recount: HostRecount) {
      const wrote = await putIfAbsent(hostTotalsItem(hostId, recount.totals));
      if (!wrote) return false;
      for (const [month, money] of recount.months) {
        await putIfAbsent({
          ...hostingKeys.hostMonth(hostId, month),
          type: HOSTING_ITEM_TYPES.hostMonth,
          month,
          ...money,
        });
      }
      for (const [gameId, counts] of recount.games) {
        await writtenIf(() =>
          db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: gameKeys.game(gameId),
              UpdateExpression:
                'SET pending_count = if_not_exists(pending_count, :p), checked_in_count = if_not_exists(checked_in_count, :c)',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':p': counts.pending_count, ':c': counts.checked_in_count },
            }),
          ),
        );
      }
      // Requests made before the pending and nudged index entries existed get them, while still pending.
      for (const request of recount.pending) {
        const pending = joinKeys.pendingForHost(hostId, request.created_at, request.id);
        const nudged = request.last_nudge_at ? joinKeys.nudgedForHost(hostId, request.last_nudge_at, request.id) : null;
        await writtenIf(() =>
          db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: joinKeys.joinRequest(request.game_id, request.user_id),
              UpdateExpression: `SET gsi5pk = :pk, gsi5sk = :sk${nudged ? ', gsi2pk = :npk, gsi2sk = :nsk' : ''}`,
              ConditionExpression: '#status = :pending AND id = :id AND attribute_not_exists(gsi5pk)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':pk': pending.gsi5pk,
                ':sk': pending.gsi5sk,
                ':pending': 'pending',
                ':id': request.id,
                ...(nudged ? { ':npk': nudged.gsi2pk, ':nsk': nudged.gsi2sk } : {}),
              },
            }),
          ),
        );
      }
      // Pending counts and index entries changed outside any event: lists kept before are stale.
      await db.send(new UpdateCommand(dashboardVersionMove(tableName, hostId, new Date()).Update));
      return true;
    },
  };
}
