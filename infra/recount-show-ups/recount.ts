import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ShowUpRecord } from '@shared/rules/show-up';

// Every player who ever asked to join a game, or has a kept record, recounted from the stored games
// and requests and written back where the kept one differs. An operator's repair, so a Scan is
// fine here (no request path reads the whole table).
export async function recountShowUps(deps: {
  db: DynamoDBDocumentClient;
  tableName: string;
  repair: (userId: string) => Promise<{ record: ShowUpRecord; changed: boolean }>;
  log: (line: string) => void;
}): Promise<{ players: number; changed: number }> {
  const players = new Set<string>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await deps.db.send(
      new ScanCommand({
        TableName: deps.tableName,
        FilterExpression: '#type IN (:request, :record)',
        ProjectionExpression: 'pk, user_id, #type',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':request': 'join-request', ':record': 'show-up-record' },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? [])
      players.add(item.type === 'join-request' ? String(item.user_id) : String(item.pk).slice('USER#'.length));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  let changed = 0;
  for (const userId of players) {
    const result = await deps.repair(userId);
    if (result.changed) {
      changed++;
      deps.log(`${userId}: ${JSON.stringify(result.record)}`);
    }
  }
  return { players: players.size, changed };
}
