import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { reindexGameItem } from '@functions/games/adapters/game-item';
import { gameKeys } from '@functions/games/adapters/keys';
import { queryItems, type Cursor } from '@functions/platform/dynamo/query';

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
  // Every part of the national list, and the one list before it was split (decision 047): a game
  // still there is moved to its part by the same attributes a create writes.
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
        map: (item) => item,
      });
      for (const item of page.items) {
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
