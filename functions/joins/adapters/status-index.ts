import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JoinRequestStatus } from '@shared/rules/join-rules';
import type { StoredJoinRequest } from '../ports';
import type { GameRequestsByStatus } from '../requests-by-status';
import { queryItems } from '@functions/platform/dynamo/query';
import { joinKeys } from './keys';

// A game's requests by status. The loops over a game's requests (its cancellation notices and
// refunds, its reminders, the waitlist's next player) read only the statuses they act on, oldest
// first, without the other requests of the game.
//
// The index byGameRequestStatus (`GAMEREQ#<game>`, `<status>#<created_at>#<player>`, keys only)
// files a request only in the statuses those loops read often or at length: going, waiting and
// withdrawn. Every index write is paid on the hottest writes there are — a join, a host's decision —
// so a request is not filed while it is pending or accepted (only a cancellation's notices want
// those, once per game) nor once rejected (no loop wants it). Those few reads go through the game's
// own partition instead, a bounded run of requests per page filtered by status.
//
// Every write that moves a request's status files or unfiles it in the same update (the key is
// whole on every entry, so a request stored before the index existed joins it on its next move).
// The entry carries only keys: every reader acts on a request after a consistent read of it, so the
// index only has to say who to look at.

export const STATUS_INDEX = { name: 'byGameRequestStatus', partition: 'gsi8pk', sort: 'gsi8sk' } as const;

/** The statuses a request is filed under in the index; the others leave it out. */
export const INDEXED_STATUSES = ['confirmed', 'waitlist', 'withdrawn'] as const satisfies JoinRequestStatus[];
export type IndexedStatus = (typeof INDEXED_STATUSES)[number];

const isIndexed = (status: JoinRequestStatus): status is IndexedStatus =>
  (INDEXED_STATUSES as readonly string[]).includes(status);

/** The index's attributes on a request: removed when it moves to a status the index leaves out. */
export const STATUS_INDEX_ATTRIBUTES = [STATUS_INDEX.partition, STATUS_INDEX.sort] as const;

/** Requests a page of the game's partition reads at most, filtered by status (about 200 kB). */
const PARTITION_PAGE_READ = 200;

type Keyed = Pick<StoredJoinRequest, 'game_id' | 'created_at' | 'user_id'>;

const requestStatusKey = (request: Keyed, status: JoinRequestStatus) => ({
  gsi8pk: `GAMEREQ#${request.game_id}`,
  gsi8sk: `${status}#${request.created_at}#${request.user_id}`,
});

/** A stored request's index attributes: none while its status is one the index leaves out. */
export const filedStatusKey = (request: Keyed & Pick<StoredJoinRequest, 'status'>) =>
  isIndexed(request.status) ? requestStatusKey(request, request.status) : {};

/**
 * The SET clauses (and their values) that file a request under `status` in the same update that
 * moves it there. For a move that may go to a status the index leaves out, use statusIndexMove.
 */
export function statusIndexSets(request: Keyed, status: JoinRequestStatus) {
  const key = requestStatusKey(request, status);
  return {
    sets: ['gsi8pk = :statusPk', 'gsi8sk = :statusSk'],
    values: { ':statusPk': key.gsi8pk, ':statusSk': key.gsi8sk },
    /** The same, written into an update expression already starting with SET. */
    clause: ', gsi8pk = :statusPk, gsi8sk = :statusSk',
  };
}

/**
 * What a move to any status does to the index: filed under it, or taken out (a REMOVE of
 * attributes the request doesn't have writes nothing, to the table's item or to the index).
 */
export function statusIndexMove(request: Keyed, status: JoinRequestStatus) {
  if (isIndexed(status)) return { ...statusIndexSets(request, status), removes: [] as string[] };
  return { sets: [] as string[], values: {}, removes: [...STATUS_INDEX_ATTRIBUTES] as string[] };
}

/** The player a sort key names: the part after the status and the creation time. */
const playerOf = (sortKey: string) => sortKey.slice(sortKey.lastIndexOf('#') + 1);

export function dynamoRequestsByStatus(db: DynamoDBDocumentClient, tableName: string): GameRequestsByStatus {
  /** A status the index files: its entries, oldest first. */
  async function fromIndex(gameId: string, status: IndexedStatus, after: string | null, limit: number) {
    const partition = `GAMEREQ#${gameId}`;
    const page = await queryItems(db, {
      tableName,
      index: STATUS_INDEX.name,
      key: {
        partition: [STATUS_INDEX.partition, partition],
        sort: [STATUS_INDEX.sort, { beginsWith: `${status}#` }],
      },
      projection: [STATUS_INDEX.sort],
      // `after` is the sort key a previous page ended on: the table's key follows from it.
      ...(after
        ? {
            cursor: {
              ...joinKeys.joinRequest(gameId, playerOf(after)),
              [STATUS_INDEX.partition]: partition,
              [STATUS_INDEX.sort]: after,
            },
          }
        : {}),
      limit,
      maxPages: 1,
      map: (item) => String(item[STATUS_INDEX.sort]),
    });
    const last = page.cursor?.[STATUS_INDEX.sort];
    return { userIds: page.items.map(playerOf), after: typeof last === 'string' ? last : null };
  }

  /**
   * A status the index leaves out: the game's requests in key order (by player), filtered. A page
   * reads a bounded run of requests whatever it finds, so it may be short (even empty) and still go
   * on; `after` is then the player whose request it stopped on.
   */
  async function fromPartition(gameId: string, status: JoinRequestStatus, after: string | null, limit: number) {
    const { pk, skPrefix } = joinKeys.gameRequestsPrefix(gameId);
    const page = await queryItems(db, {
      tableName,
      key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
      ...(after ? { cursor: joinKeys.joinRequest(gameId, after) } : {}),
      filter: { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': status } },
      projection: ['user_id'],
      limit,
      pageSize: Math.max(limit, PARTITION_PAGE_READ),
      maxPages: 1,
      map: (item) => String(item.user_id),
    });
    const last = page.cursor?.sk;
    return {
      userIds: page.items,
      after: typeof last === 'string' && last.startsWith(skPrefix) ? last.slice(skPrefix.length) : null,
    };
  }

  return {
    requestsInStatus: (gameId, status, after, limit) =>
      isIndexed(status) ? fromIndex(gameId, status, after, limit) : fromPartition(gameId, status, after, limit),
  };
}
