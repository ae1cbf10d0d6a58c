import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { discoverKeys } from '@functions/discover/adapters/keys';
import { coverFor } from '@shared/rules/geo';
import { apiClient, gameBody, inDays, minutesFromNow } from '../support/games-client';

// Decision 034: discover answers from kept cell pages, and a game created, edited or deleted shows
// in the very next discover, whatever was kept. The place is random and remote (the Thar), so no
// other test writes games into its cells while this one counts reads.
const base = inject('localStackUrl');
const { call, token } = apiClient(base);
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
);

const here = { lat: 25 + Math.random(), lng: 70.6 + Math.random() };
const cells = coverFor(here, 5).cells;
const at = (dLat: number) => `https://www.google.com/maps?q=${(here.lat + dLat).toFixed(5)},${here.lng.toFixed(5)}`;

let priya: string;
beforeAll(async () => {
  priya = await token('priya@demo.yaktiv.test');
});

/** Discover 5 km around `here`: the games' ids in order and the items DynamoDB read. */
async function discover() {
  const response = await fetch(`${base}/api/games?lat=${here.lat}&lng=${here.lng}&radius_km=5`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { games: { id: string }[] };
  return { ids: body.games.map((g) => g.id), read: Number(response.headers.get('x-items-read')) };
}

/**
 * Pages are not kept within 5 s of a change (the indexes may lag it in AWS): date the cells' last
 * change back, then read once to keep the pages; the next read is answered from them.
 */
async function keepPages() {
  const past = new Date(Date.now() - 60_000).toISOString();
  await Promise.all(
    cells.map((cell) =>
      db.send(
        new UpdateCommand({
          TableName: LOCAL.tableName,
          Key: discoverKeys.cellPage(cell),
          UpdateExpression: 'SET changed_at = :past',
          ExpressionAttributeValues: { ':past': past },
        }),
      ),
    ),
  );
  const live = await discover();
  const kept = await discover();
  // One item per cell and nothing else: the kept pages answered.
  expect(kept.read).toBe(cells.length);
  expect(kept.ids).toEqual(live.ids);
  return kept.ids;
}

async function create(over: Record<string, unknown>) {
  const created = await call('/api/games', {
    method: 'POST',
    token: priya,
    body: gameBody({ location: 'Jaisalmer outskirts', ...over }),
  });
  expect(created.status).toBe(201);
  return created.body as { id: string } & Record<string, unknown>;
}

describe('discover from kept cell pages', () => {
  it('a create, an edit and a delete show in the next discover even when pages were kept', async () => {
    const later = await create({ maps_link: at(0.01), game_date: inDays(5) });
    expect((await discover()).ids).toEqual([later.id]);
    expect(await keepPages()).toEqual([later.id]);

    const sooner = await create({ maps_link: at(-0.01), game_date: inDays(2) });
    expect((await discover()).ids).toEqual([sooner.id, later.id]);
    expect(await keepPages()).toEqual([sooner.id, later.id]);

    // Moved after the other: the order follows at once.
    const edit = (over: Record<string, unknown>) =>
      call(`/api/games/${sooner.id}`, {
        method: 'PUT',
        token: priya,
        body: gameBody({ title: sooner.title, location: 'Jaisalmer outskirts', ...over }),
      });
    expect((await edit({ maps_link: at(-0.01), game_date: inDays(7) })).status).toBe(200);
    expect((await discover()).ids).toEqual([later.id, sooner.id]);
    expect(await keepPages()).toEqual([later.id, sooner.id]);

    // Moved out of the circle (30 km north): gone from it at once.
    expect((await edit({ maps_link: at(0.3), game_date: inDays(7) })).status).toBe(200);
    expect((await discover()).ids).toEqual([later.id]);
    expect(await keepPages()).toEqual([later.id]);

    expect((await call(`/api/games/${later.id}`, { method: 'DELETE', token: priya })).status).toBe(200);
    expect((await discover()).ids).toEqual([]);
  });
});

describe('discover without a point reads the national list live', () => {
  /** Discover with no place: every upcoming game, soonest first (the first 20). */
  async function everywhere() {
    const response = await fetch(`${base}/api/games`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { games: { id: string }[] };
    return body.games.map((g) => g.id);
  }

  it('a game created or deleted shows in the next discover, and no national page is kept', async () => {
    // Sooner than most games other tests create, so among the first 20.
    const start = minutesFromNow(45);
    const soon = await create({ game_date: start.date, game_time: start.time, maps_link: at(0) });
    expect(await everywhere()).toContain(soon.id);
    // A page of all India would take a write from every game change in the country; none is kept.
    const kept = await db.send(new GetCommand({ TableName: LOCAL.tableName, Key: discoverKeys.cellPage('upcoming') }));
    expect(kept.Item).toBeUndefined();
    expect((await call(`/api/games/${soon.id}`, { method: 'DELETE', token: priya })).status).toBe(200);
    expect(await everywhere()).not.toContain(soon.id);
  });
});
