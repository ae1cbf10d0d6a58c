import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { reindexGameItem } from '@functions/games/adapters/game-item';
import { gameKeys } from '@functions/games/adapters/keys';
import { queryItems, type Cursor } from '@functions/platform/dynamo/query';
import { itemsBehind } from '@functions/platform/dynamo/items-behind';

// The backfill after an index change: games saved before the geohash cells of
// precision 4 and 5 (decision 023) and the start-sorted search partitions were indexed only when
// edited. This walks the upcoming games (byStatusAndStart: past and cancelled games are in no
// discover or search index) and writes what each should have — the same code a create or an edit
// runs — then re-reads it into the search index. Idempotent: a second run finds nothing to do.

export interface ReindexPorts {
  db: DynamoDBDocumentClient;
  tableName: string;
  /** Puts the game's search entries in line with what is stored (the search consumer's code). */
  reindexSearch(gameId: string): Promise<void>;
  log(line: string): void;
}

export interface ReindexCounts {
  games: number;
  reindexed: number;
  unchanged: number;
  /** Edited while the walk ran: the edit wrote its own indexes. */
  changed: number;
}

const PAGE = 100;

export async function reindexUpcomingGames(ports: ReindexPorts): Promise<ReindexCounts> {
  const counts: ReindexCounts = { games: 0, reindexed: 0, unchanged: 0, changed: 0 };
  // Every part of the national list (decision 047).
  for (const partition of gameKeys.upcomingPartitions()) {
    let cursor: Cursor | undefined;
    do {
      const page = await queryItems(ports.db, {
        tableName: ports.tableName,
        index: 'byStatusAndStart',
        key: { partition: ['gsi2pk', partition] },
        limit: PAGE,
        maxPages: 1,
        cursor,
        projection: ['pk', 'sk'],
        map: (item) => item,
      });
      // The index carries what lists choose by; the backfill writes from the whole item.
      for (const item of await itemsBehind(ports.db, ports.tableName, page.items)) {
        const outcome = await reindexGameItem(ports.db, ports.tableName, item);
        counts.games++;
        counts[outcome]++;
        if (outcome !== 'changed') await ports.reindexSearch(String(item.id));
      }
      ports.log(
        `${counts.games} games: ${counts.reindexed} reindexed, ${counts.unchanged} already indexed, ${counts.changed} edited meanwhile`,
      );
      cursor = page.cursor;
    } while (cursor);
  }
  return counts;
}
