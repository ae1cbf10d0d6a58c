import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoredGame } from '@functions/games/ports';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { queryItems } from '@functions/platform/dynamo/query';
import { hostGamesPage, toGame } from './game-item';
import { gameKeys } from './keys';

// One user's side of the games domain for their data export and their account's erasure: the games
// they host and the reports they sent, read page by page from the byOwner index.

/** More than anyone hosts or reports; the reads stop there rather than run on. */
const MAX_PAGES = 20;

export interface SentReport {
  game_id: string;
  reason: string;
  created_at: string;
  resolution: string | null;
}

export function dynamoGameAccountData(db: DynamoDBDocumentClient, tableName: string) {
  return {
    async hostedBy(userId: string): Promise<StoredGame[]> {
      return (await hostGamesPage(db, tableName, userId, { maxPages: MAX_PAGES, map: toGame })).items;
    },

    async reportsBy(userId: string): Promise<SentReport[]> {
      const { gsi1pk, gsi1skPrefix } = gameKeys.reporterReportsPrefix(userId);
      const page = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] },
        descending: true,
        maxPages: MAX_PAGES,
        map: (item) => ({
          game_id: String(item.gameId),
          reason: String(item.reason ?? ''),
          created_at: String(item.created_at),
          resolution: typeof item.resolution === 'string' ? item.resolution : null,
        }),
      });
      return page.items;
    },

    /** A played game keeps its place in players' histories; only the host's payment address leaves it. */
    async forgetHostPayee(gameId: string): Promise<boolean> {
      return writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: gameKeys.game(gameId),
            UpdateExpression: 'REMOVE host_upi_id',
            ConditionExpression: 'attribute_exists(host_upi_id)',
          }),
        ),
      );
    },
  };
}
export type GameAccountData = ReturnType<typeof dynamoGameAccountData>;
