import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { EVENT_SOURCE } from '@shared/events';
import { gameKeys } from '@functions/games/adapters/keys';

/** The local stack's event bus, as a test puts events on it. */
export const localBus = (base: string) =>
  new EventBridgeClient({
    region: LOCAL.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    endpoint: `${base}${LOCAL.paths.aws}/eventbridge`,
  });

/**
 * The scheduled status move's two steps done by hand: the game item becomes completed, then its
 * GameStatusChanged.v1 goes on the bus `times` times with one event id (a redelivery; 0: never, as when
 * the consumer missed it). Answers the event's detail.
 */
export async function completeGame(
  { db, bus }: { db: DynamoDBDocumentClient; bus: EventBridgeClient },
  game: { id: string; title: string; game_datetime: string },
  { hostId, sport, times = 1 }: { hostId: string; sport: string; times?: number },
) {
  await db.send(
    new UpdateCommand({
      TableName: LOCAL.tableName,
      Key: gameKeys.game(game.id),
      UpdateExpression: 'SET #s = :c',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':c': 'completed' },
    }),
  );
  const detail = {
    gameId: game.id,
    hostId,
    title: game.title,
    sport,
    status: 'completed',
    game_datetime: game.game_datetime,
    ends_at: game.game_datetime,
    eventId: randomUUID(),
  };
  const entry = {
    Source: EVENT_SOURCE,
    DetailType: 'GameStatusChanged.v1',
    Detail: JSON.stringify(detail),
    EventBusName: LOCAL.eventBusName,
  };
  if (times > 0) {
    const sent = await bus.send(new PutEventsCommand({ Entries: Array.from({ length: times }, () => entry) }));
    expect(sent.FailedEntryCount).toBe(0);
  }
  return detail;
}
