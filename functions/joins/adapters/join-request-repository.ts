import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JoinRequestRepository } from '@functions/joins/ports';
import { JOIN_REQUESTS_ATTRIBUTE } from '@functions/games/public-items';
import {
  checkedOnCounters,
  countersPlayersMove,
  countersUpdate,
  RULES_MIRRORED,
} from '@functions/games/public-counters';
import { gameKeys } from '@functions/games/public-keys';
import { joinKeys } from './keys';
import { joinRequestItems, joinTable, NUDGED_ATTRIBUTES, PENDING_ATTRIBUTES } from './join-request-items';
import { dynamoJoinRequestReads } from './join-request-reads';
import { dynamoJoinDecisions } from './join-decisions';
import { refundPut } from '@functions/payments/public-storage';
import { putIfAbsent, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';
import { goingLeaves } from './going-items';
import { notStartedBy, spotGivenBack } from './spot-release';
import { dynamoRequestsByStatus, statusIndexSets } from './status-index';

// Join requests in the game's partition, `REQUEST#<userId>`: the key itself makes "one
// request per player per game", and every transition is a condition in the write that makes it.
// A pointer item resolves the request id the API uses; byOwner lists a player's requests; byLookup
// finds a pass by its code. Capacity lives on the game item: `current_players` moves only in the
// same transaction as a request entering or leaving 'confirmed'. For the host dashboard the game
// keeps `checked_in_count` and its counters item (in no index) `pending_count`, moved by ADD in the
// same transactions, and a pending request sits in the host's pending (and, once nudged, nudged) index.
// This repository holds the player's side (join, withdraw, nudge); the reads and the host's side
// (decide, promote, check-in) are their own repositories beside it.

export function dynamoJoinRequestRepository(db: DynamoDBDocumentClient, tableName: string): JoinRequestRepository {
  const { requestKey, pendingLeaves } = joinTable(db, tableName);
  /** The game's start as stored now (null when it is gone), to tell why a withdrawal was refused. */
  const gameStart = async (gameId: string) => {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: gameKeys.game(gameId),
        ProjectionExpression: 'game_datetime',
        ConsistentRead: true,
      }),
    );
    return typeof Item?.game_datetime === 'string' ? Item.game_datetime : null;
  };

  return {
    ...dynamoJoinRequestReads(db, tableName),
    ...dynamoJoinDecisions(db, tableName),
    ...dynamoRequestsByStatus(db, tableName),

    async create(request, now, replacing, events, hostId, needsRoom = true) {
      const [item, pointer] = joinRequestItems(request, hostId);
      const outcome = await checkedOnCounters(db, tableName, request.game_id, () =>
        transactWrite(db, {
          request: {
            Put: {
              TableName: tableName,
              Item: item,
              ...(replacing
                ? {
                    ConditionExpression: 'attribute_not_exists(pk) OR (#status = :withdrawn AND id = :previous)',
                    ExpressionAttributeNames: { '#status': 'status' },
                    ExpressionAttributeValues: { ':withdrawn': 'withdrawn', ':previous': replacing },
                  }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          // The game's rules (decision 013) checked on the counters' copy of them, in the update that
          // counts the request (decision 010: the counter a delete's condition reads; the host's pending
          // count beside it): the game item and its index copies are neither written nor checked.
          counters: countersUpdate(tableName, request.game_id, {
            add: { pending_count: 1, [JOIN_REQUESTS_ATTRIBUTE]: 1 },
            condition: {
              expression: `attribute_exists(${RULES_MIRRORED}) AND #status = :upcoming AND game_datetime > :now AND host_id <> :player AND host_id = :host${needsRoom ? ' AND current_players < max_players' : ''}`,
              names: { '#status': 'status' },
              values: { ':upcoming': 'upcoming', ':now': now, ':player': request.user_id, ':host': hostId },
            },
          }),
          // Only an id that doesn't name its request's key needs a pointer (see request-ids.ts).
          pointer: pointer ? putIfAbsent(tableName, pointer) : undefined,
          // The host's dashboard version is moved by the consumer that counts the request for the host:
          // a player's join is the dashboard's most frequent change, and no session of the host made it.
          events: eventWrites(tableName, events, now).events,
        }),
      );
      if (outcome === 'gone') return 'game-refused';
      if (outcome.ok) return 'created';
      if (outcome.failed.includes('request')) return 'exists';
      if (outcome.failed.includes('counters')) return 'game-refused';
      throw new Error(`join request id ${request.id} exists already`);
    },
    async withdraw(request, at, events, refund) {
      const releases = request.status === 'confirmed';
      const wasPending = request.status === 'pending';
      const checkedIn = request.checked_in_at !== null;
      // Nobody leaves a game that started: its counts (players, arrivals) are what the host played with.
      const notStarted = notStartedBy(at);
      const filed = statusIndexSets(request, 'withdrawn');
      const outcome = await transactWrite(db, {
        request: {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            // Decision 015: a paid player's refund is owed in the same write that withdraws them.
            // Decision 056: what it left and when, so a late drop of a held spot counts on their record.
            UpdateExpression: `SET #status = :withdrawn, updated_at = :at, withdrawn_from = :was, withdrawn_at = :at${filed.clause}${refund ? ', payment_status = :refunded' : ''}${wasPending ? ` REMOVE ${[...PENDING_ATTRIBUTES, ...NUDGED_ATTRIBUTES].join(', ')}` : ''}`,
            // The check-in as read: the game's arrivals move by it below.
            ConditionExpression: `#status = :was AND id = :id AND ${checkedIn ? 'attribute_exists' : 'attribute_not_exists'}(checked_in_at)${refund ? ' AND payment_status = :paid' : ''}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':withdrawn': 'withdrawn',
              ':at': at,
              ':was': request.status,
              ':id': request.id,
              ...filed.values,
              ...(refund ? { ':refunded': 'refunded', ':paid': 'paid' } : {}),
            },
          },
        },
        refund: refund ? refundPut(tableName, refund) : undefined,
        // A confirmed player gives their spot back, and their arrival if they had checked in.
        game: releases
          ? spotGivenBack(tableName, request.game_id, at, checkedIn)
          : {
              ConditionCheck: {
                TableName: tableName,
                Key: gameKeys.game(request.game_id),
                ...notStarted,
                ConditionExpression: `attribute_not_exists(pk) OR ${notStarted.ConditionExpression}`,
              },
            },
        // The counters item once: a pending request leaves its count, a confirmed one the copy of the players.
        counters: wasPending
          ? pendingLeaves(request.game_id)
          : releases
            ? countersPlayersMove(tableName, request.game_id, -1)
            : undefined,
        ...eventWrites(tableName, events, at),
        going: releases ? goingLeaves(tableName, request) : undefined,
      });
      if (outcome.ok) return 'withdrawn';
      if (outcome.failed.includes('request')) return 'changed';
      if (refund && outcome.failed.includes('refund'))
        throw new Error(`payment ${refund.payment_id} of request ${request.id} is refunded already`);
      const game = await gameStart(request.game_id);
      if (game !== null && game <= at) return 'started';
      throw new Error(`game ${request.game_id} holds no spot for confirmed request ${request.id}`);
    },
    async nudge(request, at, cutoff, max, events, hostId) {
      // A request whose game is gone has no host to alert: no nudged-list entry.
      const nudged = hostId ? joinKeys.nudgedForHost(hostId, at, request.id) : null;
      const outcome = await transactWrite(db, {
        request: {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            UpdateExpression: `SET nudge_count = nudge_count + :one, last_nudge_at = :at, updated_at = :at${nudged ? ', gsi2pk = :nudgedPk, gsi2sk = :nudgedSk' : ''}`,
            ConditionExpression:
              '#status = :pending AND id = :id AND nudge_count < :max AND (attribute_not_exists(last_nudge_at) OR last_nudge_at <= :cutoff)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':at': at,
              ':pending': 'pending',
              ':id': request.id,
              ':max': max,
              ':cutoff': cutoff,
              ...(nudged ? { ':nudgedPk': nudged.gsi2pk, ':nudgedSk': nudged.gsi2sk } : {}),
            },
          },
        },
        ...eventWrites(tableName, events, at),
      });
      return outcome.ok;
    },
  };
}
