import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JoinRequestStatus } from '@shared/rules/join-rules';
import type { StoredJoinRequest } from '../ports';
import type { GameRequestsByStatus } from '../requests-by-status';
import { queryItems } from '@functions/platform/dynamo/query';

// A game's requests by status (index byGameRequestStatus): `GAMEREQ#<game>` and
// `<status>#<created_at>#<player>`. The loops over a game's requests (its cancellation notices and
// refunds, its reminders, the waitlist's next player) read only the statuses they act on, oldest
// first, without the other requests of the game. The entry carries only keys: every reader acts on
// a request after a consistent read of it, so the index only has to say who to look at.
//
// Every write that moves a request's status sets both attributes in the same update (the key is
// whole on every entry, so a request stored before the index existed joins it on its next move).

export const STATUS_INDEX = { name: 'byGameRequestStatus', partition: 'gsi8pk', sort: 'gsi8sk' } as const;

type Keyed = Pick<StoredJoinRequest, 'game_id' | 'created_at' | 'user_id'>;

export const requestStatusKey = (request: Keyed, status: JoinRequestStatus) => ({
  gsi8pk: `GAMEREQ#${request.game_id}`,
  gsi8sk: `${status}#${request.created_at}#${request.user_id}`,
});

/** The SET clauses (and their values) that file a request under `status` in the same update that moves it there. */
export function statusIndexSets(request: Keyed, status: JoinRequestStatus) {
  const key = requestStatusKey(request, status);
  return {
    sets: ['gsi8pk = :statusPk', 'gsi8sk = :statusSk'],
    values: { ':statusPk': key.gsi8pk, ':statusSk': key.gsi8sk },
    /** The same, written into an update expression already starting with SET. */
    clause: ', gsi8pk = :statusPk, gsi8sk = :statusSk',
  };
}

/** The player a sort key names: the part after the status and the creation time. */
const playerOf = (sortKey: string) => sortKey.slice(sortKey.lastIndexOf('#') + 1);

export function dynamoRequestsByStatus(db: DynamoDBDocumentClient, tableName: string): GameRequestsByStatus {
  return {
    async requestsInStatus(gameId, status, after, limit) {
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
                pk: `GAME#${gameId}`,
                sk: `REQUEST#${playerOf(after)}`,
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
      return {
        userIds: page.items.map(playerOf),
        after: typeof last === 'string' ? last : null,
      };
    },
  };
}
