import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GameReportRepository, StoredGameReport } from '@functions/admin/ports';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { gameKeys } from '@functions/games/public-keys';
import { queryItems } from '@functions/platform/dynamo/query';

// Reports of games. A report is open while it carries the open-reports index keys;
// closing one removes them and records how it ended, so the moderation list only ever reads open ones.

const toReport = (item: Record<string, unknown>): StoredGameReport => ({
  gameId: String(item.gameId),
  userId: String(item.userId),
  reason: String(item.reason ?? ''),
  created_at: String(item.created_at),
});

export function dynamoGameReportRepository(db: DynamoDBDocumentClient, tableName: string): GameReportRepository {
  return {
    async open(limit) {
      const { gsi5pk } = gameKeys.openReports();
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: ['gsi5pk', gsi5pk] },
        descending: true,
        limit,
        projection: ['gameId', 'userId', 'reason', 'created_at'],
        map: toReport,
      });
      return { reports: page.items, more: Boolean(page.cursor) };
    },

    async closeAll(gameId, resolution, closedAt) {
      const { pk, skPrefix } = gameKeys.gameReportsPrefix(gameId);
      const page = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        filter: { expression: 'attribute_exists(gsi5pk)' },
        projection: ['pk', 'sk'],
        consistent: true,
        map: (item) => ({ pk: String(item.pk), sk: String(item.sk) }),
      });
      let closed = 0;
      // One conditional update per report: closing twice (a retry, a consumer after the admin) is a no-op.
      for (const key of page.items) {
        const written = await writtenIf(() =>
          db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: key,
              UpdateExpression: 'SET resolution = :resolution, closed_at = :at REMOVE gsi5pk, gsi5sk',
              ConditionExpression: 'attribute_exists(gsi5pk)',
              ExpressionAttributeValues: { ':resolution': resolution, ':at': closedAt },
            }),
          ),
        );
        if (written) closed++;
      }
      return closed;
    },
  };
}
