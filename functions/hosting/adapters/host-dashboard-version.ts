import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { HOSTING_ITEM_TYPES, hostingKeys } from './keys';
import { log } from '@functions/platform/observability/observability';
import { outboxPut } from '@functions/platform/dynamo/outbox';
import { versionMove } from '@functions/platform/dynamo/kept-version';
import type { PendingEvent } from '@functions/platform/event-ports';
import type { TransactItem } from '@functions/platform/dynamo/transact';

// The host dashboard's lists are kept in one item between changes (decision 032), behind a version
// in a tiny item of its own (decision 047). What makes a kept copy stale is a change to a host's
// games or to the requests for them, and every such change records an event naming the host in its own transaction. So the one way a transaction records
// events, `eventWrites`, also hands back the move of the dashboard version of every host those
// events name, for the caller to write beside them: a write path can't get its outbox items
// without being given the moves, and the transaction shows both by name.

/** The hosts the events name (a host named twice is moved once). */
const hostsOf = (events: readonly PendingEvent[]) => {
  const hosts = new Set<string>();
  for (const { detail } of events) if ('hostId' in detail && detail.hostId) hosts.add(detail.hostId);
  return hosts;
};

/**
 * What a transaction writes to record `events` that happened `at` (ISO time): `events`, the outbox
 * items, and `dashboard`, the version moves of the hosts they name. Spread both into the
 * transaction: `transactWrite(db, { request: …, ...eventWrites(tableName, events, at) })`.
 */
export function eventWrites(
  tableName: string,
  events: readonly PendingEvent[],
  at: string,
): { events: TransactItem[]; dashboard: TransactItem[] } {
  // The move is stamped with the clock, not the event's time: the dashboard compares it with the
  // clock to tell whether the indexes may still lag the change.
  const now = new Date();
  return {
    events: events.map((event) => outboxPut(tableName, event, new Date(at))),
    dashboard: [...hostsOf(events)].map((hostId) => dashboardVersionMove(tableName, hostId, now)),
  };
}

/**
 * One host's version, moved: whatever lists were kept before `now` are stale from here on. The
 * version is its own tiny item, not the kept lists' one, so each change is billed for a few bytes.
 */
export const dashboardVersionMove = (tableName: string, hostId: string, now: Date) =>
  versionMove(tableName, hostingKeys.hostDashboardVersion(hostId), HOSTING_ITEM_TYPES.hostDashboardVersion, now);

/**
 * The version moves of the hosts `events` name, written after their change's transaction committed,
 * each as a plain update (billed half of a transaction's write). For a host's own change (a decision):
 * it is written before the host hears back, so their next dashboard read never serves lists kept
 * before it. One that fails is logged, not thrown (the change is made): the consumer that counts the
 * change for the host moves the version again within seconds.
 */
export async function moveDashboardVersions(
  db: DynamoDBDocumentClient,
  tableName: string,
  events: readonly PendingEvent[],
): Promise<void> {
  const now = new Date();
  await Promise.all(
    [...hostsOf(events)].map(async (hostId) => {
      try {
        await db.send(new UpdateCommand(dashboardVersionMove(tableName, hostId, now).Update));
      } catch (error) {
        log.warn('dashboard version not moved after its change', {
          hostId,
          error: error instanceof Error ? error.name : String(error),
        });
      }
    }),
  );
}
