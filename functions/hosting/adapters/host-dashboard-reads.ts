import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CountedGame, DashboardLists, HostStatsStore } from '../host-stats-ports';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { transactWrite } from '@functions/platform/dynamo/transact';
import { keptIfPossible } from '@functions/platform/dynamo/best-effort';
import { unchangedSince } from '@functions/platform/dynamo/kept-version';
import { hostGamesPage, pendingCountOf, toGame } from '@functions/games/public-items';
import { gameKeys } from '@functions/games/public-keys';
import { toHostTotals } from './host-totals';
import { toJoinRequest, joinKeys } from '@functions/joins/public-items';
import { accountKeys } from '@functions/accounts/public-items';
import { HOSTING_ITEM_TYPES, hostingKeys } from './keys';
import { queryItems } from '@functions/platform/dynamo/query';
import { itemsBehind, TABLE_KEYS } from '@functions/platform/dynamo/items-behind';

// What the host dashboard reads: the host's games with their counters (byOwner), the pending and
// nudged requests (sparse indexes, so the cost follows the answer), and its one BatchGetItem of the
// role, the totals, the lists kept between changes and their version, keeping lists again under it.

/** What the dashboard and analytics show of a game: a projection keeps 50 games a small read. */
const LISTED = [
  'id',
  'host_id',
  'title',
  'sport',
  'status',
  'game_datetime',
  'duration_minutes',
  'ends_at',
  'location',
  'current_players',
  'max_players',
  'price',
  'pending_count',
  'checked_in_count',
];
/** Past starts are a key condition; the status filter only skips cancelled games: a bound on those. */
const PLAYED_PAGES = 5;
/** Kept lists are JSON text (~50 kB for 50 games and 100 requests); the item limit is 400 KB. */
const MAX_KEPT_BYTES = 300_000;

const toCountedGame = (item: Record<string, unknown>): CountedGame => ({
  ...toGame(item),
  pending_count: Number(item.pending_count ?? 0),
  checked_in_count: Number(item.checked_in_count ?? 0),
});

export function dynamoHostDashboardReads(
  db: DynamoDBDocumentClient,
  tableName: string,
): Pick<
  HostStatsStore,
  | 'latestGames'
  | 'playedGames'
  | 'allGames'
  | 'pendingRequests'
  | 'nudgedRequests'
  | 'gameTitles'
  | 'dashboardRead'
  | 'keepDashboardLists'
> {
  /** Games as counted: pending counts live on each game's counters item (decision 047), one BatchGet. */
  async function withPendingCounts(items: Record<string, unknown>[]): Promise<CountedGame[]> {
    const counters = await batchGetItems(db, {
      tableName,
      keys: items.map((item) => gameKeys.gameCounters(String(item.id))),
      projection: ['pk', 'pending_count'],
    });
    const byPk = new Map(counters.map((item) => [item.pk, item]));
    return items.map((item) => ({
      ...toCountedGame(item),
      pending_count: pendingCountOf(item, byPk.get(gameKeys.gameCounters(String(item.id)).pk)),
    }));
  }

  return {
    async latestGames(hostId, limit) {
      const { items } = await hostGamesPage(db, tableName, hostId, {
        limit,
        maxPages: 1,
        projection: LISTED,
        map: (item) => item,
      });
      return withPendingCounts(items);
    },

    async playedGames(hostId, limit) {
      const filter = {
        expression: '#status IN (:ongoing, :completed)',
        names: { '#status': 'status' },
        values: { ':ongoing': 'ongoing', ':completed': 'completed' },
      };
      return (
        await hostGamesPage(db, tableName, hostId, {
          limit,
          maxPages: PLAYED_PAGES,
          filter,
          startedBefore: new Date().toISOString(),
          projection: LISTED,
          map: toCountedGame,
        })
      ).items;
    },

    async allGames(hostId) {
      return withPendingCounts(
        (await hostGamesPage(db, tableName, hostId, { maxPages: 1000, map: (item) => item })).items,
      );
    },

    async pendingRequests(hostId, limit, after) {
      const { gsi5pk } = joinKeys.hostPending(hostId);
      const from = after ? joinKeys.pendingForHost(hostId, after.created_at, after.id).gsi5sk : null;
      const key = {
        partition: ['gsi5pk', gsi5pk] as [string, string],
        ...(from ? { sort: ['gsi5sk', { after: from }] as ['gsi5sk', { after: string }] } : {}),
      };
      const { items } = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key,
        limit,
        maxPages: 2,
        map: toJoinRequest,
      });
      // The index lags the table a moment: a request decided just now may still be listed once.
      return items.filter((request) => request.status === 'pending');
    },

    async nudgedRequests(hostId, limit) {
      const { gsi2pk } = joinKeys.hostNudged(hostId);
      const { items } = await queryItems(db, {
        tableName,
        index: 'byStatusAndStart',
        key: { partition: ['gsi2pk', gsi2pk] },
        descending: true,
        limit,
        maxPages: 2,
        // The index carries what game lists choose by, not requests: the few nudged are read whole.
        projection: [...TABLE_KEYS],
        map: (item) => item,
      });
      const requests = (await itemsBehind(db, tableName, items)).map(toJoinRequest);
      return requests.filter((request) => request.status === 'pending' && request.nudge_count > 0);
    },

    async gameTitles(gameIds) {
      if (!gameIds.length) return new Map();
      const items = await batchGetItems(db, {
        tableName,
        keys: [...new Set(gameIds)].map((id) => gameKeys.game(id)),
        projection: ['id', 'title', 'game_datetime'],
      });
      return new Map(
        items.map((item) => [
          String(item.id),
          { title: String(item.title), game_datetime: String(item.game_datetime) },
        ]),
      );
    },

    async dashboardRead(hostId) {
      const wanted = [
        accountKeys.profile(hostId),
        hostingKeys.hostTotals(hostId),
        hostingKeys.hostDashboard(hostId),
        hostingKeys.hostDashboardVersion(hostId),
      ];
      const items = await batchGetItems(db, { tableName, keys: wanted });
      const [profile, totals, kept, current] = wanted.map((key) =>
        items.find((item) => item.pk === key.pk && item.sk === key.sk),
      );
      const version = Number(current?.version ?? 0);
      // Lists kept before the version had its own item carry `lists`, not `kept_lists`: never served.
      const fresh = typeof kept?.kept_lists === 'string' && Number(kept.kept_version) === version;
      return {
        role: typeof profile?.role === 'string' ? profile.role : null,
        totals: totals ? toHostTotals(totals) : null,
        kept: {
          version,
          changedAt: typeof current?.changed_at === 'string' ? current.changed_at : null,
          lists: fresh ? (JSON.parse(kept.kept_lists as string) as DashboardLists) : null,
        },
      };
    },

    async keepDashboardLists(hostId, version, lists) {
      const packed = JSON.stringify(lists);
      if (Buffer.byteLength(packed) > MAX_KEPT_BYTES) return false;
      // A change since the read moved the version: these lists may miss it, so they are not kept.
      // The version sits in its own item, so the check is a ConditionCheck beside the write.
      return keptIfPossible('host dashboard lists', async () => {
        const outcome = await transactWrite(db, {
          version: {
            ConditionCheck: {
              TableName: tableName,
              Key: hostingKeys.hostDashboardVersion(hostId),
              ConditionExpression: unchangedSince(version),
              ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
            },
          },
          lists: {
            Put: {
              TableName: tableName,
              Item: {
                ...hostingKeys.hostDashboard(hostId),
                type: HOSTING_ITEM_TYPES.hostDashboard,
                kept_lists: packed,
                kept_version: version,
              },
            },
          },
        });
        return outcome.ok;
      });
    },
  };
}
