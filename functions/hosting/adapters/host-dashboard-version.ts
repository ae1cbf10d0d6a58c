import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { HOSTING_ITEM_TYPES, hostingKeys } from './keys';
import { OUTBOX_ITEM_TYPE } from '@functions/platform/dynamo/outbox';
import { versionMove } from '@functions/platform/dynamo/kept-version';

// The host dashboard's lists are kept in one item between changes (decision 032). What makes a
// kept copy stale is a change to a host's games or to the requests for them, and every such change
// writes an event naming the host in its own transaction. So each transaction that
// records an event with a `hostId` also moves that host's dashboard version — atomically with the
// change, in one place for every write path, none of which has to remember it.

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** The hosts named by the events a transaction records, with the table they are in. */
function hostsOfEvents(items: TransactItems): Map<string, string> {
  const hosts = new Map<string, string>();
  for (const entry of items) {
    const item = entry.Put?.Item;
    if (item?.type !== OUTBOX_ITEM_TYPE || typeof item.detail !== 'string') continue;
    const hostId = (JSON.parse(item.detail) as { hostId?: unknown }).hostId;
    if (typeof hostId === 'string' && hostId) hosts.set(hostId, entry.Put!.TableName!);
  }
  return hosts;
}

/** The key an entry writes or checks. */
const keyOf = (entry: TransactItems[number]) =>
  entry.Put?.Item ?? entry.Update?.Key ?? entry.Delete?.Key ?? entry.ConditionCheck?.Key;

/** The version updates to add to a transaction: one per host its events name. */
export function dashboardVersionMoves(items: TransactItems, now: Date): TransactItems {
  const moves: TransactItems = [];
  for (const [hostId, tableName] of hostsOfEvents(items)) {
    const key = hostingKeys.hostDashboard(hostId);
    // A transaction may name an item once; none of ours writes this one, but never make it invalid.
    if (items.some((entry) => keyOf(entry)?.pk === key.pk && keyOf(entry)?.sk === key.sk)) continue;
    moves.push(dashboardVersionMove(tableName, hostId, now));
  }
  return moves;
}

/** One host's version, moved: whatever lists were kept before `now` are stale from here on. */
export const dashboardVersionMove = (tableName: string, hostId: string, now: Date) =>
  versionMove(tableName, hostingKeys.hostDashboard(hostId), HOSTING_ITEM_TYPES.hostDashboard, now);
