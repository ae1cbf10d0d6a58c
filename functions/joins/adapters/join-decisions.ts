import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { JoinRequestRepository } from '../ports';
import { gameKeys } from '@functions/games/public-keys';
import { joinKeys } from './keys';
import { joinTable, NUDGED_ATTRIBUTES, PENDING_ATTRIBUTES } from './join-request-items';
import { setAndRemove, transactWrite } from '@functions/platform/dynamo/transact';
import { ATTENDANCE_COUNTED, hostTotalsAdd } from '@functions/hosting/public-storage';
import { eventWrites, moveDashboardVersions } from '@functions/hosting/public-event-writes';
import {
  checkedOnCounters,
  countersPlayersMove,
  countersUpdate,
  RULES_MIRRORED,
  type CountersCondition,
} from '@functions/games/public-counters';
import { paymentDeadline } from '@functions/payments/public-storage';
import { goingOnConfirm } from './going-items';
import { statusIndexMove, statusIndexSets } from './status-index';

// The host's side of a request: the decision on a pending one (a free accept takes a spot under the
// game's capacity condition), a waitlisted player promoted into a freed spot, the check-in at the
// game. Each is one conditional write or transaction with the game's counters.

/** A paid accept's check that the game still has room, on the counters' copy of its rules. */
const roomOnCounters: CountersCondition = {
  expression: `attribute_exists(${RULES_MIRRORED}) AND #status = :upcoming AND current_players < max_players`,
  names: { '#status': 'status' },
  values: { ':upcoming': 'upcoming' },
};

export function dynamoJoinDecisions(
  db: DynamoDBDocumentClient,
  tableName: string,
): Pick<JoinRequestRepository, 'decide' | 'promote' | 'checkIn'> {
  const { requestKey, takeSpot } = joinTable(db, tableName);

  return {
    async decide(request, decision, spot, events) {
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = {
        ':pending': 'pending',
        ':next': decision.status,
        ':payment': decision.payment_status,
        ':at': decision.at,
      };
      // Filed under a going or waiting status; an accept awaiting payment or a rejection stays out.
      const filed = statusIndexMove(request, decision.status);
      const sets = [
        '#status = :next',
        'payment_status = :payment',
        'updated_at = :at',
        'decided_at = :at',
        ...filed.sets,
      ];
      Object.assign(values, filed.values);
      // No longer pending: out of the host's pending and nudged lists (a pass takes gsi5 over below).
      const removes: string[] = [
        ...NUDGED_ATTRIBUTES,
        ...(decision.game_pass ? [] : PENDING_ATTRIBUTES),
        ...filed.removes,
      ];
      if (decision.host_message) {
        sets.push('host_message = :message');
        values[':message'] = decision.host_message;
      } else removes.push('host_message');
      if (decision.amount_due) {
        sets.push('amount_due = :due');
        values[':due'] = decision.amount_due;
      }
      if (decision.payment_due_at) {
        sets.push('payment_due_at = :payBy');
        values[':payBy'] = decision.payment_due_at;
      }
      if (decision.game_pass) {
        const lookup = joinKeys.gamePass(decision.game_pass);
        sets.push('game_pass = :pass', 'gsi5pk = :passPk', 'gsi5sk = :passSk');
        Object.assign(values, { ':pass': decision.game_pass, ':passPk': lookup.gsi5pk, ':passSk': lookup.gsi5sk });
      }
      // The game loses a pending request in the same write (its counters item). A free accept also
      // takes a spot on the game under its capacity condition, and on the counters' copy of the players;
      // a paid one only checks there is room, on that copy (the game item is not touched).
      const game = takeSpot(request.game_id);
      const outcome = await checkedOnCounters(db, tableName, request.game_id, async () =>
        transactWrite(db, {
          request: {
            Update: {
              TableName: tableName,
              Key: requestKey(request),
              UpdateExpression: setAndRemove(sets, removes),
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
          game:
            spot === 'take'
              ? {
                  Update: {
                    ...game,
                    UpdateExpression: 'SET current_players = current_players + :one',
                    ExpressionAttributeValues: { ...game.ExpressionAttributeValues, ':one': 1 },
                  },
                }
              : undefined,
          counters: countersUpdate(tableName, request.game_id, {
            add: { pending_count: -1, ...(spot === 'take' ? { current_players: 1 } : {}) },
            condition: spot === 'check' ? roomOnCounters : undefined,
          }),
          // A paid accept goes on the payment deadlines' due list in the same write, so none escapes it.
          payment: decision.payment_due_at ? paymentDeadline(tableName, request, decision.payment_due_at) : undefined,
          events: eventWrites(tableName, events, decision.at).events,
          // A free accept confirms: the player's avatar joins who is going in the same write.
          going: await goingOnConfirm(db, tableName, request, decision.status, decision.at),
        }),
      );
      if (outcome === 'gone') return 'full';
      if (!outcome.ok) return outcome.failed.includes('request') ? 'not-pending' : 'full';
      // The host's own change: their dashboard's version moves before they hear back, so no kept lists
      // from before it are served to them. After the transaction, as a plain write (half the units).
      await moveDashboardVersions(db, tableName, events);
      return 'decided';
    },

    async promote(request, at, events) {
      const game = takeSpot(request.game_id);
      const filed = statusIndexSets(request, 'confirmed');
      const outcome = await transactWrite(db, {
        request: {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            UpdateExpression: `SET #status = :confirmed, updated_at = :at, decided_at = :at${filed.clause}`,
            ConditionExpression: '#status = :waitlist AND id = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ...filed.values,
              ':confirmed': 'confirmed',
              ':waitlist': 'waitlist',
              ':at': at,
              ':id': request.id,
            },
          },
        },
        game: {
          Update: {
            ...game,
            UpdateExpression: 'SET current_players = current_players + :one',
            ConditionExpression: `${game.ConditionExpression} AND game_datetime > :at`,
            ExpressionAttributeValues: { ...game.ExpressionAttributeValues, ':one': 1, ':at': at },
          },
        },
        counters: countersPlayersMove(tableName, request.game_id, 1),
        ...eventWrites(tableName, events, at),
        going: await goingOnConfirm(db, tableName, request, 'confirmed', at),
      });
      if (outcome.ok) return 'promoted';
      return outcome.failed.includes('request') ? 'changed' : 'full';
    },

    async checkIn(request, at, hostId, events) {
      const checked = {
        Update: {
          TableName: tableName,
          Key: requestKey(request),
          UpdateExpression: 'SET checked_in_at = :at',
          ConditionExpression: 'attribute_not_exists(checked_in_at) AND #status = :confirmed AND id = :id',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':at': at, ':confirmed': 'confirmed', ':id': request.id },
        },
      };
      // The game's check-ins move with the request. Once the game's attendance went into the host's
      // totals (it finished), a late check-in goes there too, in the same write; before, it doesn't.
      const arrival = (counted: boolean) => ({
        Update: {
          TableName: tableName,
          Key: gameKeys.game(request.game_id),
          UpdateExpression: 'ADD checked_in_count :one',
          ConditionExpression: counted
            ? `attribute_exists(${ATTENDANCE_COUNTED})`
            : `attribute_exists(pk) AND attribute_not_exists(${ATTENDANCE_COUNTED})`,
          ExpressionAttributeValues: { ':one': 1 },
        },
      });
      for (const counted of [false, true, false]) {
        const outcome = await transactWrite(db, {
          request: checked,
          game: arrival(counted),
          totals: counted ? hostTotalsAdd(tableName, hostId, { completed_checked_in: 1 }) : undefined,
          // One outbox item and no dashboard version move: an arrival changes no list the dashboard
          // keeps (its games carry players and pending counts, not arrivals).
          events: eventWrites(tableName, events, at).events,
        });
        if (outcome.ok) return true;
        if (outcome.failed.includes('request')) return false;
        // The game finished between the two tries (or its flag was as read before): try the other way.
      }
      throw new Error(`check-in of request ${request.id}: game ${request.game_id} is gone`);
    },
  };
}
