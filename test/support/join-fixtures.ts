import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { joinRequestItems } from '@functions/joins/adapters/join-request-items';
import { gameKeys } from '@functions/games/adapters/keys';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { untouchedRequest } from './record-defaults';

// Many join requests at once for race tests: the repository's own item shapes, batch-written
// (25 items a call) instead of one join transaction each, and the game's join counter raised to match.
export function syntheticRequest(
  gameId: string,
  userId: string,
  over: Partial<StoredJoinRequest> = {},
): StoredJoinRequest {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    game_id: gameId,
    user_id: userId,
    status: 'pending',
    payment_status: 'not_required',
    game_pass: null,
    contact_name: `Player ${userId}`,
    contact_email: `${userId}@race.test`,
    ...untouchedRequest(),
    created_at: at,
    updated_at: at,
    decided_at: null,
    checked_in_at: null,
    ...over,
  };
}

/** `hostId`: the games' host, so pending ones sit in the host's pending list as a join puts them. */
export async function putJoinRequests(
  db: DynamoDBDocumentClient,
  tableName: string,
  requests: StoredJoinRequest[],
  hostId?: string,
) {
  const items = requests.flatMap((request) => joinRequestItems(request, hostId).filter((item) => item !== null));
  for (let start = 0; start < items.length; start += 25) {
    let pending: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
      [tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    for (let attempt = 0; pending && Object.keys(pending).length > 0 && attempt < 8; attempt++) {
      const answer = await db.send(new BatchWriteCommand({ RequestItems: pending }));
      pending = answer.UnprocessedItems as typeof pending;
    }
  }
  const perGame = new Map<string, { all: number; pending: number }>();
  for (const r of requests) {
    const counts = perGame.get(r.game_id) ?? { all: 0, pending: 0 };
    counts.all++;
    if (r.status === 'pending') counts.pending++;
    perGame.set(r.game_id, counts);
  }
  for (const [gameId, { all, pending }] of perGame) {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: gameKeys.game(gameId),
        UpdateExpression: 'ADD join_requests :n, pending_count :p',
        ExpressionAttributeValues: { ':n': all, ':p': pending },
      }),
    );
  }
}

/**
 * The least a join leaves on a game for the delete rule to see it has requests: a bare request
 * item in the game's partition and the game's join counter raised by one.
 */
export async function putBareJoinRequest(
  db: DynamoDBDocumentClient,
  tableName: string,
  gameId: string,
  userId: string,
) {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { pk: `GAME#${gameId}`, sk: `REQUEST#${userId}`, type: 'join-request' },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `GAME#${gameId}`, sk: 'GAME' },
      UpdateExpression: 'ADD join_requests :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}
