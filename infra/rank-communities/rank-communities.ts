import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoCommunityRanking, readCommunities } from '@functions/communities/adapters/community-ranking';
import { dynamoCommunityRepository } from '@functions/communities/adapters/community-repository';
import { communityKeys } from '@functions/communities/adapters/keys';
import { createCommunityListService } from '@functions/communities/community-list-service';
import { createCommunityEventsService } from '@functions/communities/community-events-service';
import { dynamoCommunityCleanup } from '@functions/communities/adapters/community-cleanup';
import { dynamoCommunityGames } from '@functions/communities/adapters/community-games';
import { systemClock, type Clock } from '@functions/platform/clock';
import { queryItems, type Cursor } from '@functions/platform/dynamo/query';

// The one-off that gives communities stored before the ranked list their rank entries and their
// linked games as counts instead of a map (and, run again, refreshes every count and standing:
// recency and started games move scores without any write). It walks the public communities a page
// at a time, so it runs the same at 10 or 100,000.

const PAGE = 100;

export async function rankAllCommunities(options: {
  db: DynamoDBDocumentClient;
  tableName: string;
  clock?: Clock;
  log?: (line: string) => void;
}): Promise<number> {
  const { db, tableName } = options;
  const list = createCommunityListService({
    communities: dynamoCommunityRepository(db, tableName),
    ranking: dynamoCommunityRanking(db, tableName),
    readMany: (ids) => readCommunities(db, tableName, ids),
    clock: options.clock ?? systemClock,
  });
  const counts = createCommunityEventsService({
    communities: dynamoCommunityRepository(db, tableName),
    games: dynamoCommunityGames(db, tableName),
    cleanup: dynamoCommunityCleanup(db, tableName),
    clock: options.clock ?? systemClock,
  });
  let ranked = 0;
  let cursor: Cursor | undefined;
  do {
    const page = await queryItems(db, {
      tableName,
      index: 'byStatusAndStart',
      key: { partition: ['gsi2pk', communityKeys.publicCommunities().gsi2pk] },
      projection: ['id'],
      limit: PAGE,
      maxPages: 1,
      cursor,
      map: (item) => String(item.id),
    });
    for (const id of page.items) {
      await counts.gamesChanged([id]);
      await list.rank(id);
    }
    ranked += page.items.length;
    cursor = page.cursor;
    options.log?.(`ranked ${ranked}`);
  } while (cursor);
  return ranked;
}
