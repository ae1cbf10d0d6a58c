import { describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { reindexUpcomingGames } from '@infra/reindex/reindex';
import { dynamoCommunityRepository } from '@functions/communities/adapters/community-repository';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { toGame } from '@functions/games/adapters/game-item';
import { gameKeys } from '@functions/games/adapters/keys';
import { dynamoSearchIndex, searchItems } from '@functions/search/adapters/search-index';
import { systemClock } from '@functions/platform/clock';
import { createSearchService, gameDocument } from '@functions/search/search-service';
import { geohash } from '@shared/rules/geo';
import { apiClient, gameBody, uniqueTag, until } from '../support/games-client';

// The backfill (`npm run reindex`): a game saved before the precision-4/5 cells and
// the start-sorted search partitions existed is missing from 5 km discover and from search until
// the walk writes what a create would have; a second walk finds it indexed.
const base = inject('localStackUrl');
const { call, token } = apiClient(base);
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
  {
    marshallOptions: { removeUndefinedValues: true },
  },
);
const table = LOCAL.tableName;
const search = createSearchService({
  index: dynamoSearchIndex(db, table),
  games: dynamoGameRepository(db, table),
  communities: dynamoCommunityRepository(db, table),
  clock: systemClock,
});
const walk = () =>
  reindexUpcomingGames({
    db,
    tableName: table,
    reindexSearch: (id) => search.reindex('game', id),
    log: () => undefined,
  });

const POINT = { lat: 11.0168, lng: 76.9558 }; // Coimbatore: no other test's games within 5 km
const near = `/api/games?lat=${POINT.lat}&lng=${POINT.lng}&radius_km=5`;
const listed = async (path: string, id: string) =>
  ((await call(path)).body.games as { id: string }[]).some((g) => g.id === id);

describe('npm run reindex', () => {
  it('puts a game saved before the new indexes back into discover and search, once', async () => {
    const word = `Reindexed${uniqueTag().replace(/[^a-z0-9]/gi, '')}`;
    const host = await token('arjun@demo.yaktiv.test');
    const created = await call('/api/games', {
      method: 'POST',
      token: host,
      body: gameBody({
        title: `${word} Football`,
        location: 'Nehru Stadium, Coimbatore',
        maps_link: `https://www.google.com/maps?q=${POINT.lat},${POINT.lng}`,
        price: 0,
      }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const found = async () =>
      ((await call(`/api/search?q=${word}`)).body.results as { id: string }[]).some((r) => r.id === id);
    await until(async () => ((await found()) ? true : undefined), 15_000, 'the new game in search');
    expect(await listed(near, id)).toBe(true);

    // As stored before those indexes existed: no precision-4/5 cell entries, no start-sorted search entries.
    // (Their sort attribute is byStatusAndStart's gsi2sk, which the game keeps: decision 065.)
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: gameKeys.game(id) }));
    const oldCells = [4, 5].map((precision) => gameKeys.geoCell(geohash(POINT, precision)).partition);
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: gameKeys.game(id),
        UpdateExpression: `REMOVE ${oldCells.join(', ')}`,
      }),
    );
    for (const entry of searchItems('game', id, gameDocument(toGame(Item!))))
      await db.send(new DeleteCommand({ TableName: table, Key: { pk: entry.pk, sk: entry.sk } }));
    expect(await listed(near, id)).toBe(false);
    expect(await found()).toBe(false);

    const first = await walk();
    expect(first.reindexed).toBeGreaterThanOrEqual(1);
    expect(await listed(near, id)).toBe(true);
    expect(await found()).toBe(true);
    const { Item: after } = await db.send(new GetCommand({ TableName: table, Key: gameKeys.game(id) }));
    expect(after!.updated_at).toBe(Item!.updated_at);

    const second = await walk();
    expect(second.games).toBeGreaterThanOrEqual(1);
    expect(second.reindexed).toBe(0);
  }, 180_000);
});
