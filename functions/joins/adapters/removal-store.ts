import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoredJoinRequest } from '../ports';
import type { RemovalStore } from '../removal-ports';
import { countersPlayersMove } from '@functions/games/public-counters';
import { gameKeys } from '@functions/games/public-keys';
import { refundPut } from '@functions/payments/public-storage';
import { setAndRemove, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';
import { joinTable } from './join-request-items';
import { goingLeaves } from './going-items';
import { statusIndexMove } from './status-index';
import { notStartedBy, spotGivenBack } from './spot-release';

// The host removes a player they accepted (decision 066), in one transaction: the request rejected
// if it is still in the state the host saw and not checked in; a confirmed player's spot given back
// (the game's count, its counters' copy, who is going) while the game has not started; a paid
// player's refund owed in full; the events. Any condition failing changes nothing.

export function dynamoRemovalStore(db: DynamoDBDocumentClient, tableName: string): RemovalStore {
  const { requestKey } = joinTable(db, tableName);
  return {
    async remove(request: StoredJoinRequest, hostMessage, at, events, refund) {
      const releases = request.status === 'confirmed';
      const notStarted = notStartedBy(at);
      const filed = statusIndexMove(request, 'rejected');
      const sets = [
        '#status = :rejected',
        'updated_at = :at',
        'decided_at = :at',
        'removed_at = :at',
        'removed_from = :was',
        ...filed.sets,
        ...(hostMessage ? ['host_message = :message'] : []),
        ...(refund ? ['payment_status = :refunded'] : []),
      ];
      const outcome = await transactWrite(db, {
        request: {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            // A held spot's deadline goes with it: nothing is held for a removed player.
            UpdateExpression: setAndRemove(sets, [...filed.removes, 'payment_due_at']),
            ConditionExpression: `#status = :was AND id = :id AND attribute_not_exists(checked_in_at)${refund ? ' AND payment_status = :paid' : ''}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':rejected': 'rejected',
              ':at': at,
              ':was': request.status,
              ':id': request.id,
              ...filed.values,
              ...(hostMessage ? { ':message': hostMessage } : {}),
              ...(refund ? { ':refunded': 'refunded', ':paid': 'paid' } : {}),
            },
          },
        },
        refund: refund ? refundPut(tableName, refund) : undefined,
        game: releases
          ? spotGivenBack(tableName, request.game_id, at, false)
          : { ConditionCheck: { TableName: tableName, Key: gameKeys.game(request.game_id), ...notStarted } },
        counters: releases ? countersPlayersMove(tableName, request.game_id, -1) : undefined,
        going: releases ? goingLeaves(tableName, request) : undefined,
        ...eventWrites(tableName, events, at),
      });
      if (outcome.ok) return 'removed';
      if (outcome.failed.includes('request')) return 'changed';
      if (refund && outcome.failed.includes('refund'))
        throw new Error(`payment ${refund.payment_id} of request ${request.id} is refunded already`);
      return 'started';
    },
  };
}
