import { answer, cancelled, httpEventFor, manifestHandlers, mockedDynamo } from '../support/handler-world';
import { httpFunctionNames, manifestFunction, subscribedEvents } from '../support/manifest-handler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BatchGetCommand,
  BatchWriteCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { GAME_MESSAGES, REPORT_MESSAGES } from '@shared/schemas/game';
import { discoverFunctions } from '@functions/discover/manifest';
import { gamesFunctions } from '@functions/games/manifest';
import { searchFunctions } from '@functions/search/manifest';
import { validGame } from '../support/game-fixtures';
import { storedCommunity, storedGame, storedProfile } from '../support/stored-items';
import { fakeIdempotencyRecords } from '../support/idempotency-records';
import { coverFor, geohash } from '@shared/rules/geo';
import { packedPage, unpackedPage } from '@functions/discover/adapters/cell-pages';
import type { StoredGame } from '@functions/games/ports';
import { setHandlerEnv } from '../support/handler-env';
import { gameKeys } from '@functions/games/adapters/keys';

// The game and search handlers against a mocked DynamoDB: identity from claims only, the exact
// conditional writes, error mapping, and never a Scan.
setHandlerEnv();
const { ddb, doc, withItems } = mockedDynamo();

// The HTTP functions of games, discovery and search, the host's game list, game reports, and the
// consumer that keeps the search index.
const handlers = manifestHandlers([
  ...httpFunctionNames(gamesFunctions, discoverFunctions, searchFunctions),
  'get-host-games',
  'post-game-report',
  'update-search-index',
]);
const event = httpEventFor('/api/games', 'host-1');

const FUTURE = { game_date: '2099-12-05', game_time: '18:30' };
// A game may be scheduled at most a year ahead: while creating and editing these December 2099
// games, the handlers' clock reads a few weeks before them.
const onTheEveOfFuture = () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2099-11-20T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
};
// The shared stored game with every field a game record has, and the indexes it is listed under.
const gameItem = (over: Record<string, unknown> = {}) =>
  storedGame({
    custom_sport: null,
    description: null,
    location: 'Koramangala, Bengaluru',
    maps_link: '12.9352,77.6245',
    latitude: 12.9352,
    longitude: 77.6245,
    cover_image: null,
    payment_instructions: null,
    host_upi_id: null,
    community_id: null,
    gsi1pk: 'HOST#host-1',
    gsi1sk: 'GAME#2099-12-05T13:00:00.000Z#g1',
    gsi2pk: 'GAMES#upcoming',
    gsi2sk: '2099-12-05T13:00:00.000Z#g1',
    ...over,
  });

/**
 * BatchGetItem answered from these items by the keys it asks for: discover reads the games it chose
 * from the index entries (which carry only what lists choose by) whole from the table.
 */
const answerBatchGets = (items: Record<string, unknown>[]) =>
  doc
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
      Responses: {
        'test-table': items.filter((item) =>
          input.RequestItems['test-table']!.Keys.some((key) => key.pk === item.pk && key.sk === item.sk),
        ),
      },
    }));

describe('POST /api/games', () => {
  onTheEveOfFuture();
  it('writes game, title marker and GameCreated.v1 in one transaction, each conditional; the host is the token subject', async () => {
    withItems([storedProfile('host-1', 'host')]);
    doc.on(TransactWriteCommand).resolves({});
    const { status, body } = answer(await handlers['post-game']!(event({ body: { ...validGame(), ...FUTURE } })));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      host_id: 'host-1',
      status: 'upcoming',
      current_players: 0,
      latitude: 12.9352,
      host: { id: 'host-1', name: 'Name host-1' },
    });
    const items = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(6);
    expect(items[0]!.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: `GAME#${body.id}`,
        sk: 'GAME',
        host_id: 'host-1',
        gsi1pk: 'HOST#host-1',
        // In the part of the national list its id hashes to (decision 047).
        gsi2pk: gameKeys.upcomingGame('2099-12-05T13:00:00.000Z', body.id).gsi2pk,
        gsi3pk: 'GEO3#tdr',
        join_requests: 0,
      },
    });
    // Empty fields are left out, not stored as null or [] (decision 065): toGame reads them back empty.
    for (const empty of ['description', 'cover_image', 'payment_instructions', 'questions', 'community_id'])
      expect(items[0]!.Put!.Item, empty).not.toHaveProperty(empty);
    expect(items[1]!.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { pk: 'GAMETITLE#host-1#2099-12-05#evening football', sk: 'MARKER', gameId: body.id },
    });
    // The host's games-hosted and per-sport counts move in the same transaction, by ADD.
    expect(items[2]!.Update).toMatchObject({
      Key: { pk: 'HOSTSTATS#host-1', sk: 'TOTALS' },
      ExpressionAttributeValues: { ':t0': 1, ':t1': 1 },
    });
    expect(items[2]!.Update!.UpdateExpression).toContain('ADD #t0 :t0, #t1 :t1');
    expect(Object.values(items[2]!.Update!.ExpressionAttributeNames!)).toEqual(
      expect.arrayContaining(['games_hosted', 'sport_football']),
    );
    expect(items[3]!.Put!.Item).toMatchObject({ type: 'outbox-event', detailType: 'GameCreated.v1' });
    // Decision 032: the host's kept dashboard lists are stale from this commit on.
    expect(items[4]!.Update).toMatchObject({
      Key: { pk: 'HOSTSTATS#host-1', sk: 'DASHBOARD#VERSION' },
      UpdateExpression: 'SET #type = :type, changed_at = :at ADD version :one',
    });
    // Decision 059: the kept pages of the game's three cells (only those: no item every game created
    // in India writes) go stale right after the commit, by plain writes outside the transaction.
    expect(items.some((item) => String(item.Update?.Key?.pk).startsWith('CELLPAGE#'))).toBe(false);
    const moves = doc.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(moves.map((move) => move.Key)).toEqual(
      ['tdr', 'tdr1', 'tdr1w'].map((cell) => ({ pk: `CELLPAGE#${cell}`, sk: 'PAGE' })),
    );
    expect(moves[0]).toMatchObject({ UpdateExpression: 'SET #type = :type, changed_at = :at ADD version :one' });
    // The counters, put with the copy of the rules a join is checked against (no join touches the game).
    expect(items[5]!.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: `GAME#${body.id}`,
        sk: 'COUNTERS',
        join_requests: 0,
        pending_count: 0,
        status: 'upcoming',
        game_datetime: '2099-12-05T13:00:00.000Z',
        host_id: 'host-1',
        max_players: items[0]!.Put!.Item!.max_players,
        current_players: 0,
        rules_mirrored: true,
      },
    });
  });

  it('answers 409 with the spec message on title when the marker exists', async () => {
    withItems([storedProfile('host-1', 'host')]);
    doc.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    expect(answer(await handlers['post-game']!(event({ body: { ...validGame(), ...FUTURE } })))).toEqual({
      status: 409,
      body: { message: GAME_MESSAGES.duplicate, field: 'title' },
    });
  });

  it('retries a transaction conflict (a racing create) until the condition decides', async () => {
    withItems([storedProfile('host-1', 'host')]);
    doc
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'TransactionConflict', 'None']))
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    expect(answer(await handlers['post-game']!(event({ body: { ...validGame(), ...FUTURE } }))).status).toBe(409);
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it.each([
    [{ host_id: 'someone-else' }, 'host_id', 'Unknown field: host_id'],
    [{ status: 'completed' }, 'status', 'Unknown field: status'],
    [{ current_players: 5 }, 'current_players', 'Unknown field: current_players'],
    [{ maps_link: 'not a link' }, 'maps_link', GAME_MESSAGES.mapsLinkInvalid],
    [{ max_players: 1 }, 'max_players', GAME_MESSAGES.minPlayers],
  ])('refuses %j with 400 before touching the table', async (extra, field, message) => {
    const { status, body } = answer(
      await handlers['post-game']!(event({ body: { ...validGame(), ...FUTURE, ...extra } })),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ field, message });
    expect(doc.calls()).toHaveLength(0);
  });

  it('answers 403 hostsOnly to a player (role from the stored profile)', async () => {
    withItems([storedProfile('player-1', 'player')]);
    expect(
      answer(await handlers['post-game']!(event({ sub: 'player-1', body: { ...validGame(), ...FUTURE } }))),
    ).toEqual({ status: 403, body: { message: GAME_MESSAGES.hostsOnly } });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 400 on game_date for a start in the past', async () => {
    withItems([storedProfile('host-1', 'host')]);
    const { status, body } = answer(
      await handlers['post-game']!(event({ body: { ...validGame(), game_date: '2001-01-01' } })),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'game_date', message: GAME_MESSAGES.inThePast });
  });

  it('answers 401 without verified claims', async () => {
    expect(answer(await handlers['post-game']!(event({ sub: null, body: validGame() }))).status).toBe(401);
  });
});

describe('PUT and DELETE /api/games/{id}', () => {
  onTheEveOfFuture();
  it("another user's edit is 404 notYours and writes nothing", async () => {
    withItems([gameItem()]);
    const result = answer(
      await handlers['put-game']!(event({ sub: 'host-2', id: 'g1', body: { ...validGame(), ...FUTURE } })),
    );
    expect(result).toEqual({ status: 404, body: { message: GAME_MESSAGES.notYours } });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('the host edit is one conditional update (owner, upcoming, players ≤ max) moving the marker', async () => {
    withItems([gameItem(), storedProfile('host-1', 'host')]);
    doc.on(TransactWriteCommand).resolves({});
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': [storedProfile('host-1', 'host')] } });
    const { status, body } = answer(
      await handlers['put-game']!(
        event({ id: 'g1', body: { ...validGame(), ...FUTURE, title: 'Late Football', max_players: 12 } }),
      ),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'g1', title: 'Late Football', host_id: 'host-1', host: { name: 'Name host-1' } });
    const items = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'GAME' },
      ConditionExpression:
        'attribute_exists(pk) AND host_id = :host AND #status = :upcoming AND current_players <= :max AND sport = :was',
    });
    expect(items[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':host': 'host-1', ':max': 12 });
    expect(Object.values(items[0]!.Update!.ExpressionAttributeNames!)).not.toContain('current_players');
    expect(items[1]!.Put).toMatchObject({
      Item: { pk: 'GAMETITLE#host-1#2099-12-05#late football' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[2]!.Delete).toMatchObject({
      Key: { pk: 'GAMETITLE#host-1#2099-12-05#evening football', sk: 'MARKER' },
    });
    expect(items[6]!.Put!.Item).toMatchObject({ detailType: 'GameUpdated.v1' });
    // Same place before and after: its cells' kept pages move once each.
    expect(items.filter((item) => String(item.Update?.Key?.pk).startsWith('CELLPAGE#'))).toHaveLength(3);
    // The counters' copy of the rules a join checks takes the new start and capacity.
    expect(items.at(-1)!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'COUNTERS' },
      ExpressionAttributeNames: { '#s0': 'game_datetime', '#s1': 'max_players' },
      ExpressionAttributeValues: { ':s0': '2099-12-05T13:00:00.000Z', ':s1': 12 },
    });
  });

  it('an edit onto a taken title is 409', async () => {
    withItems([gameItem(), storedProfile('host-1', 'host')]);
    doc.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None', 'None']));
    expect(
      answer(await handlers['put-game']!(event({ id: 'g1', body: { ...validGame(), ...FUTURE, title: 'Taken' } }))),
    ).toEqual({ status: 409, body: { message: GAME_MESSAGES.duplicate, field: 'title' } });
  });

  it('delete without requests: conditional delete of game and marker with GameDeleted.v1', async () => {
    withItems([gameItem()]);
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(TransactWriteCommand).resolves({});
    expect(answer(await handlers['delete-game']!(event({ id: 'g1' })))).toEqual({
      status: 200,
      body: { outcome: 'deleted' },
    });
    const query = doc.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeValues: { ':pk': 'GAME#g1', ':sk': 'REQUEST#' },
    });
    const items = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Delete!.ConditionExpression).toContain('host_id = :host');
    expect(items[0]!.Delete!.ConditionExpression).toContain('#requests = :zero');
    // The join counter lives on the counters item (decision 047): it goes with the game, only at zero.
    expect(items[1]!.Delete).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'COUNTERS' },
      ConditionExpression: 'attribute_not_exists(#requests) OR #requests = :zero',
    });
    expect(items[2]!.Delete!.Key).toEqual({ pk: 'GAMETITLE#host-1#2099-12-05#evening football', sk: 'MARKER' });
    expect(items[0]!.Delete!.ConditionExpression).toContain('#status = :was AND sport = :sport');
    expect(items[3]!.Update).toMatchObject({
      Key: { pk: 'HOSTSTATS#host-1', sk: 'TOTALS' },
      ExpressionAttributeValues: { ':t0': -1, ':t1': -1 },
    });
    expect(items.find((item) => item.Put?.Item?.type === 'outbox-event')!.Put!.Item).toMatchObject({
      detailType: 'GameDeleted.v1',
    });
    expect(items.filter((item) => String(item.Update?.Key?.pk).startsWith('CELLPAGE#'))).toHaveLength(3);
  });

  it('delete with requests: cancelled, out of the upcoming and geo indexes, GameCancelled.v1', async () => {
    withItems([gameItem()]);
    doc.on(QueryCommand).resolves({ Items: [{ pk: 'GAME#g1' }] });
    doc.on(TransactWriteCommand).resolves({});
    expect(answer(await handlers['delete-game']!(event({ id: 'g1' })))).toEqual({
      status: 200,
      body: { outcome: 'cancelled' },
    });
    const items = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update!.UpdateExpression).toContain('REMOVE gsi2pk, gsi2sk, gsi3pk, gsi6pk, gsi7pk, geohash');
    expect(items[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':cancelled': 'cancelled', ':host': 'host-1' });
    expect(items.at(-3)!.Put!.Item).toMatchObject({ detailType: 'GameCancelled.v1' });
    expect(items.slice(-6, -3).map((item) => item.Update!.Key!.pk)).toEqual([
      'CELLPAGE#tdr',
      'CELLPAGE#tdr1',
      'CELLPAGE#tdr1w',
    ]);
    expect(items.at(-2)!.Update!.Key).toEqual({ pk: 'HOSTSTATS#host-1', sk: 'DASHBOARD#VERSION' });
    // Joins are refused from this commit on: the counters' copy of the status says cancelled.
    expect(items.at(-1)!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'COUNTERS' },
      ExpressionAttributeNames: { '#s0': 'status' },
      ExpressionAttributeValues: { ':s0': 'cancelled' },
    });
  });

  it("another user's delete is 404 notYours", async () => {
    withItems([gameItem()]);
    expect(answer(await handlers['delete-game']!(event({ sub: 'host-2', id: 'g1' })))).toEqual({
      status: 404,
      body: { message: GAME_MESSAGES.notYours },
    });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('discover from kept cell pages (decision 034)', () => {
  const at = { lat: 12.9352, lng: 77.6245 };
  const query = { lat: String(at.lat), lng: String(at.lng), radius_km: '5' };
  const cover = coverFor(at, 5);
  const cellOfGame = geohash(at, cover.precision);
  const stored = (over: Record<string, unknown> = {}) => {
    const {
      pk: _pk,
      sk: _sk,
      type: _type,
      join_requests: _j,
      gsi1pk: _a,
      gsi1sk: _b,
      gsi2pk: _c,
      gsi2sk: _d,
      ...game
    } = gameItem(over);
    return { ...game, duration_minutes: 90, ends_at: '2099-12-05T14:30:00.000Z' } as unknown as StoredGame;
  };
  const pageItem = (cell: string, over: Record<string, unknown> = {}) => ({
    pk: `CELLPAGE#${cell}`,
    sk: 'PAGE',
    type: 'cell-page',
    version: 2,
    page_version: 2,
    kept_at: new Date(Date.now() - 1000).toISOString(),
    changed_at: new Date(Date.now() - 60_000).toISOString(),
    page: packedPage({
      from: new Date(Date.now() - 2000).toISOString(),
      games: cell === cellOfGame ? [stored()] : [],
      hosts: { 'host-1': { id: 'host-1', name: 'Kept Host', profile_pic: null } },
      complete: true,
    }),
    ...over,
  });

  it('discover and featured keep pages, so their functions may write to the table (IAM in AWS)', () => {
    for (const name of ['get-games', 'get-featured-games']) expect(manifestFunction(name).table).toBe('readwrite');
  });

  it('answers from the pages of the covering cells: one BatchGetItem, no Query, hosts from the page', async () => {
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': cover.cells.map((cell) => pageItem(cell)) } });
    const { status, body } = answer(await handlers['get-games']!(event({ sub: null, query })));
    expect(status).toBe(200);
    expect(body.games.map((g: { id: string; host: { name: string } }) => [g.id, g.host.name])).toEqual([
      ['g1', 'Kept Host'],
    ]);
    expect(doc.commandCalls(QueryCommand)).toHaveLength(0);
    expect(doc.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect(doc.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['test-table']!.Keys).toHaveLength(
      cover.cells.length,
    );
  });

  it('a page is stored deflated, and one kept again (a new page id) is unpacked anew, not taken from what the container remembers', async () => {
    const withGame = (pageId: string, title: string) =>
      cover.cells.map((cell) =>
        pageItem(cell, {
          page_id: `${pageId}-${cell}`,
          page: packedPage({
            from: new Date(Date.now() - 2000).toISOString(),
            games: cell === cellOfGame ? [stored({ title })] : [],
            hosts: {},
            complete: true,
          }),
        }),
      );
    const titles = async () =>
      answer(await handlers['get-games']!(event({ sub: null, query }))).body.games.map(
        (g: { title: string }) => g.title,
      );
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': withGame('first', 'Morning five-a-side') } });
    expect(await titles()).toEqual(['Morning five-a-side']);
    expect(await titles()).toEqual(['Morning five-a-side']);
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': withGame('second', 'Evening five-a-side') } });
    expect(await titles()).toEqual(['Evening five-a-side']);
    expect(
      packedPage({ from: 'x', games: Array.from({ length: 12 }, () => stored()), hosts: {}, complete: true }).length,
    ).toBeLessThan(2_000);
  });

  it('a kept game that has started since is not shown, and a page past its time answers no more', async () => {
    const started = pageItem(cellOfGame, {
      page: packedPage({
        from: '2020-01-01T00:00:00.000Z',
        games: [stored({ game_datetime: '2020-01-02T10:00:00.000Z' })],
        hosts: {},
        complete: true,
      }),
    });
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': [started] } });
    doc.on(QueryCommand).resolves({ Items: [] });
    expect(answer(await handlers['get-games']!(event({ sub: null, query }))).body.games).toEqual([]);

    doc.reset();
    doc.on(BatchGetCommand).resolves({
      Responses: {
        'test-table': cover.cells.map((cell) =>
          pageItem(cell, { kept_at: new Date(Date.now() - 16_000).toISOString() }),
        ),
      },
    });
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(UpdateCommand).resolves({});
    await handlers['get-games']!(event({ sub: null, query }));
    expect(doc.commandCalls(QueryCommand)).toHaveLength(cover.cells.length);
  });

  it('a stale page (its version moved) is read live, unfiltered, and kept only under the version read', async () => {
    answerBatchGets([...cover.cells.map((cell) => pageItem(cell, { version: 3 })), gameItem()]);
    doc
      .on(QueryCommand)
      .callsFake((input: { ExpressionAttributeValues: Record<string, string> }) =>
        input.ExpressionAttributeValues[':pk'] === `GEO5#${cellOfGame}` ? { Items: [gameItem()] } : { Items: [] },
      );
    doc.on(UpdateCommand).resolves({});
    const { body } = answer(await handlers['get-games']!(event({ sub: null, query })));
    expect(body.games.map((g: { id: string }) => g.id)).toEqual(['g1']);
    const queries = doc.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(queries.every((q) => q.Limit === 12 && q.FilterExpression === undefined)).toBe(true);
    const keeps = doc.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(keeps).toHaveLength(cover.cells.length);
    expect(keeps[0]).toMatchObject({
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': 3 },
    });
    const kept = keeps.find((k) => k.Key!.pk === `CELLPAGE#${cellOfGame}`)!;
    expect(unpackedPage(kept.ExpressionAttributeValues![':page'] as Uint8Array)).toMatchObject({
      games: [{ id: 'g1' }],
      hosts: {},
      complete: true,
    });
  });

  it('a keep that DynamoDB throttles still answers the discover (kept pages are best effort)', async () => {
    answerBatchGets([...cover.cells.map((cell) => pageItem(cell, { version: 3 })), gameItem()]);
    doc
      .on(QueryCommand)
      .callsFake((input: { ExpressionAttributeValues: Record<string, string> }) =>
        input.ExpressionAttributeValues[':pk'] === `GEO5#${cellOfGame}` ? { Items: [gameItem()] } : { Items: [] },
      );
    doc.on(UpdateCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    const { status, body } = answer(await handlers['get-games']!(event({ sub: null, query })));
    expect(status).toBe(200);
    expect(body.games.map((g: { id: string }) => g.id)).toEqual(['g1']);
    expect(doc.commandCalls(UpdateCommand).length).toBeGreaterThan(0);
  });

  it('a page keeps its head apart from the games after it, which only a large page reads and keeps', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      gameItem({
        id: `g${String(i).padStart(2, '0')}`,
        pk: `GAME#g${String(i).padStart(2, '0')}`,
        game_datetime: `2099-12-05T13:${String(i).padStart(2, '0')}:00.000Z`,
      }),
    );
    const large = { ...query, radius_km: '1', limit: '100' };
    answerBatchGets(many);
    doc.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
      Items: input.ExpressionAttributeValues[':pk'] === `GEO5#${cellOfGame}` ? many : [],
    }));
    doc.on(UpdateCommand).resolves({});
    const keptFor = () =>
      doc
        .commandCalls(UpdateCommand)
        .map((c) => c.args[0].input)
        .find((k) => k.Key!.pk === `CELLPAGE#${cellOfGame}`)!.ExpressionAttributeValues!;
    const projections = () =>
      doc
        .commandCalls(BatchGetCommand)
        .map((c) => Object.values(c.args[0].input.RequestItems!['test-table']!.ExpressionAttributeNames ?? {}));

    // A default page reads and keeps a head only (12 games for ~5 km cells).
    await handlers['get-games']!(event({ sub: null, query }));
    expect(projections()[0]).not.toContain('page_rest');
    expect(unpackedPage(keptFor()[':page'] as Uint8Array)).toMatchObject({ complete: false });
    expect(unpackedPage(keptFor()[':page'] as Uint8Array).games).toHaveLength(12);
    expect(keptFor()[':rest']).toBeUndefined();

    // A page of 100 reads the rest too, and keeps both parts.
    doc.resetHistory();
    await handlers['get-games']!(event({ sub: null, query: large }));
    expect(projections()[0]).toContain('page_rest');
    expect(unpackedPage(keptFor()[':page'] as Uint8Array).games).toHaveLength(12);
    expect(unpackedPage(keptFor()[':rest'] as Uint8Array)).toMatchObject({ complete: true });
    expect(unpackedPage(keptFor()[':rest'] as Uint8Array).games).toHaveLength(8);
  });

  it('a page past its refresh time still answers while this container reads it again once', async () => {
    const due = (cell: string) => pageItem(cell, { kept_at: new Date(Date.now() - 11_000).toISOString() });
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': cover.cells.map(due) } });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    doc.on(QueryCommand).callsFake(async () => {
      await gate;
      return { Items: [] };
    });
    doc.on(UpdateCommand).resolves({});
    const first = handlers['get-games']!(event({ sub: null, query }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // While the first request reads the cells again, a second is answered from the pages at once.
    const second = answer(await handlers['get-games']!(event({ sub: null, query })));
    expect(second.body.games.map((g: { id: string }) => g.id)).toEqual(['g1']);
    expect(doc.commandCalls(QueryCommand)).toHaveLength(cover.cells.length);
    release();
    expect(answer(await first).status).toBe(200);
    expect(doc.commandCalls(UpdateCommand)).toHaveLength(cover.cells.length);
  });

  it('nothing is kept within 5 s of a change (the indexes may lag it), nor from a filtered read', async () => {
    doc.on(BatchGetCommand).resolves({
      Responses: {
        'test-table': cover.cells.map((cell) => pageItem(cell, { version: 3, changed_at: new Date().toISOString() })),
      },
    });
    doc.on(QueryCommand).resolves({ Items: [] });
    await handlers['get-games']!(event({ sub: null, query }));
    expect(doc.commandCalls(UpdateCommand)).toHaveLength(0);

    doc.reset();
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': [] } });
    doc.on(QueryCommand).resolves({ Items: [] });
    await handlers['get-games']!(event({ sub: null, query: { ...query, sport: 'football' } }));
    expect(doc.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(doc.commandCalls(QueryCommand).every((c) => c.args[0].input.FilterExpression === 'sport = :sport')).toBe(
      true,
    );
  });

  it('a filtered read takes what a fresh page holds and goes on live after its last game', async () => {
    const full = pageItem(cellOfGame, {
      page: packedPage({
        from: new Date(Date.now() - 2000).toISOString(),
        games: [stored(), stored({ id: 'g2', sport: 'cricket', game_datetime: '2099-12-06T13:00:00.000Z' })],
        hosts: {},
        complete: false,
      }),
    });
    doc.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string }[] }> }) => ({
      Responses: {
        'test-table': input.RequestItems['test-table']!.Keys[0]!.pk.startsWith('CELLPAGE#')
          ? [full]
          : [storedProfile('host-1', 'host')],
      },
    }));
    doc.on(QueryCommand).resolves({ Items: [] });
    const { body } = answer(await handlers['get-games']!(event({ sub: null, query: { ...query, sport: 'football' } })));
    expect(body.games.map((g: { id: string }) => g.id)).toEqual(['g1']);
    const resumed = doc
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .find((q) => q.ExpressionAttributeValues![':pk'] === `GEO5#${cellOfGame}`)!;
    expect(resumed.ExclusiveStartKey).toEqual({
      pk: 'GAME#g2',
      sk: 'GAME',
      gsi7pk: `GEO5#${cellOfGame}`,
      // The geo indexes sort by byStatusAndStart's attribute (decision 065).
      gsi2sk: '2099-12-06T13:00:00.000Z#g2',
    });
  });
});

describe('reads', () => {
  it('GET /api/games with a point queries the ~5 km cells of a 10 km radius, a few items each, and answers distances', async () => {
    const cell = `GEO5#${geohash({ lat: 12.9352, lng: 77.6245 }, 5)}`;
    doc
      .on(QueryCommand)
      .callsFake((input: { IndexName: string; ExpressionAttributeValues: Record<string, string> }) =>
        input.ExpressionAttributeValues[':pk'] === cell ? { Items: [gameItem({ gsi7pk: cell })] } : { Items: [] },
      );
    answerBatchGets([gameItem({ gsi7pk: cell }), storedProfile('host-1', 'host')]);
    const { status, body } = answer(
      await handlers['get-games']!(
        event({ sub: null, query: { lat: '12.9784', lng: '77.6408', radius_km: '10', sport: 'football' } }),
      ),
    );
    expect(status).toBe(200);
    expect(body.games).toHaveLength(1);
    expect(body.games[0].distance_km).toBeCloseTo(5.1, 1);
    const queries = doc.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(new Set(queries.map((q) => q.IndexName))).toEqual(new Set(['byGeoCell5']));
    expect(queries.length).toBe(coverFor({ lat: 12.9784, lng: 77.6408 }, 10).cells.length);
    expect(queries[0]).toMatchObject({
      FilterExpression: 'sport = :sport',
      ExpressionAttributeValues: { ':sport': 'football' },
    });
    // 20 games by default over the cells: a share of the page each, not every game of the cell.
    expect(Math.max(...queries.map((q) => q.Limit!))).toBeLessThanOrEqual(3);
    expect(body.nextCursor).toBeNull();
  });

  it('GET /api/games without a point reads the national list’s parts from now, merged soonest first, nothing kept', async () => {
    // The game is in the part its id hashes to (decision 047); the other parts are empty.
    const { gsi2pk } = gameKeys.upcomingGame('2099-12-05T13:00:00.000Z', 'g1');
    doc.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
      Items: input.ExpressionAttributeValues[':pk'] === gsi2pk ? [gameItem()] : [],
    }));
    answerBatchGets([gameItem({ description: 'Bring water' })]);
    const { status, body } = answer(await handlers['get-games']!(event({ sub: null })));
    expect(status).toBe(200);
    expect(body.games.map((g: { id: string }) => g.id)).toEqual(['g1']);
    // Chosen from the entries, shown as the table holds it (the index carries no description).
    expect(body.games[0].description).toBe('Bring water');
    const [read] = doc.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems!['test-table']!);
    expect(read).toMatchObject({ Keys: [{ pk: 'GAME#g1', sk: 'GAME' }] });
    expect(body.games[0].distance_km).toBeUndefined();
    const queries = doc.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries.map((query) => query.ExpressionAttributeValues![':pk']).sort()).toEqual(
      gameKeys.upcomingPartitions().sort(),
    );
    for (const query of queries)
      expect(query).toMatchObject({
        IndexName: 'byStatusAndStart',
        KeyConditionExpression: '#pk = :pk AND #sk >= :sk',
        Limit: 4,
      });
    // No kept page of the national list: no write on a read.
    expect(doc.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('GET /api/games refuses a radius outside 1–100', async () => {
    expect(
      answer(await handlers['get-games']!(event({ sub: null, query: { lat: '1', lng: '1', radius_km: '500' } })))
        .status,
    ).toBe(400);
  });

  it('GET /api/games/featured asks for the next games only', async () => {
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': [] } });
    doc.on(UpdateCommand).resolves({});
    expect(answer(await handlers['get-featured-games']!(event({ sub: null })))).toEqual({
      status: 200,
      body: { games: [] },
    });
    const queries = doc.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(gameKeys.upcomingPartitions().length);
    for (const query of queries) expect(query).toMatchObject({ IndexName: 'byStatusAndStart' });
  });

  it('GET /api/games/featured near a point reads the cells around it; half a point is a 400', async () => {
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': [] } });
    expect(
      answer(await handlers['get-featured-games']!(event({ sub: null, query: { lat: '12.97', lng: '77.59' } }))).status,
    ).toBe(200);
    expect(new Set(doc.commandCalls(QueryCommand).map((c) => c.args[0].input.IndexName))).toEqual(
      new Set(['byGeoCell4']),
    );
    expect(answer(await handlers['get-featured-games']!(event({ sub: null, query: { lat: '12.97' } }))).status).toBe(
      400,
    );
  });

  it('GET /api/games/{id} answers the game with its host, or 404', async () => {
    withItems([gameItem()]);
    // The host's standing: no community of their own, so no reviews yet.
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': [storedProfile('host-1', 'host')] } });
    expect(answer(await handlers['get-game']!(event({ sub: null, id: 'g1' })))).toMatchObject({
      status: 200,
      body: { id: 'g1', host: { id: 'host-1', name: 'Name host-1', profile_pic: null } },
    });
    expect(answer(await handlers['get-game']!(event({ sub: null, id: 'nope' })))).toEqual({
      status: 404,
      body: { message: 'Game not found' },
    });
  });

  it('GET /api/games/{id} carries the name of the community the game is listed under; a gone one is null', async () => {
    const community = storedCommunity({
      created_at: '',
      updated_at: '',
      last_activity_at: '',
      member_count: 1,
      review_sum: 0,
      review_count: 0,
      pending_count: 0,
    });
    withItems([
      gameItem({ community_id: 'c1' }),
      gameItem({ pk: 'GAME#g2', id: 'g2', community_id: 'gone' }),
      community,
    ]);
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': [storedProfile('host-1', 'host')] } });
    doc.on(QueryCommand).resolves({ Items: [] });
    expect(answer(await handlers['get-game']!(event({ sub: null, id: 'g1' })))).toMatchObject({
      status: 200,
      body: { community_id: 'c1', community: { id: 'c1', name: 'Koramangala Kickers' } },
    });
    expect(answer(await handlers['get-game']!(event({ sub: null, id: 'g2' })))).toMatchObject({
      status: 200,
      body: { community: null },
    });
  });

  it("GET /api/host/games reads the caller's byOwner partition, latest first", async () => {
    doc.on(QueryCommand).resolves({ Items: [gameItem()] });
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': [] } });
    expect(answer(await handlers['get-host-games']!(event({ sub: 'host-1' }))).status).toBe(200);
    expect(doc.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'byOwner',
      ScanIndexForward: false,
      Limit: 50,
      ExpressionAttributeValues: { ':pk': 'HOST#host-1', ':sk': 'GAME#' },
    });
  });

  it('GET /api/search finds the tokens a prefix begins, then reads their upcoming entries a page at a time; one letter queries nothing', async () => {
    // The entry the index holds, less its search tokens: what the answer shows.
    const found = {
      kind: 'game',
      id: 'g1',
      title: 'Badminton Doubles',
      sport: 'badminton',
      location: 'Indiranagar',
      game_datetime: '2099-01-01T00:00:00.000Z',
      price: 200,
    };
    doc.on(QueryCommand).callsFake((input: { IndexName?: string }) =>
      input.IndexName === 'bySearchToken'
        ? {
            Items: [{ ...found, tokens: ['badminton', 'doubles', 'indiranagar'] }],
          }
        : { Items: [{ token: 'badminton' }] },
    );
    const { body } = answer(await handlers['get-search']!(event({ sub: null, query: { q: 'badm' } })));
    expect(body.results).toEqual([found]);
    const [vocabulary, entries] = doc.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(vocabulary).toMatchObject({ ExpressionAttributeValues: { ':pk': 'SEARCHVOCAB#ba', ':sk': 'TOKEN#badm' } });
    expect(entries).toMatchObject({
      IndexName: 'bySearchToken',
      KeyConditionExpression: '#pk = :pk AND #sk >= :sk',
      ExpressionAttributeValues: { ':pk': 'SEARCHTOKEN#badminton' },
      Limit: 21,
    });
    expect(entries!.ExpressionAttributeValues![':sk']! > new Date(Date.now() - 60_000).toISOString()).toBe(true);
    doc.reset();
    expect(answer(await handlers['get-search']!(event({ sub: null, query: { q: 'b' } })))).toEqual({
      status: 200,
      body: { results: [] },
    });
    expect(doc.calls()).toHaveLength(0);
  });

  it('GET /api/search remembers a found expansion for a minute (one Query a search), an empty one not at all', async () => {
    const word = `zx${Date.now().toString(36)}`;
    let vocabulary: { token: string }[] = [];
    doc
      .on(QueryCommand)
      .callsFake((input: { IndexName?: string }) => ({ Items: input.IndexName === 'bySearchToken' ? [] : vocabulary }));
    const vocabularyReads = () => doc.commandCalls(QueryCommand).filter((c) => !c.args[0].input.IndexName).length;
    const search = () => handlers['get-search']!(event({ sub: null, query: { q: word } }));
    await search();
    await search();
    expect(vocabularyReads()).toBe(2);
    vocabulary = [{ token: `${word}ville` }];
    await search();
    await search();
    expect(vocabularyReads()).toBe(3);
    expect(doc.commandCalls(QueryCommand).filter((c) => c.args[0].input.IndexName === 'bySearchToken')).toHaveLength(2);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      await search();
      expect(vocabularyReads()).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/games/{id}/reports', () => {
  it('stores one report per user with a moderators-queue key; a repeat is 409', async () => {
    withItems([gameItem()]);
    doc
      .on(PutCommand)
      .resolvesOnce({})
      .rejects(
        new (await import('@aws-sdk/client-dynamodb')).ConditionalCheckFailedException({ message: 'x', $metadata: {} }),
      );
    expect(
      answer(await handlers['post-game-report']!(event({ sub: 'player-1', id: 'g1', body: { reason: 'Looks fake' } }))),
    ).toEqual({ status: 202, body: { message: REPORT_MESSAGES.received } });
    expect(doc.commandCalls(PutCommand)[0]!.args[0].input).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { pk: 'GAME#g1', sk: 'REPORT#player-1', gsi5pk: 'REPORTS#open', reason: 'Looks fake', userId: 'player-1' },
    });
    expect(
      answer(await handlers['post-game-report']!(event({ sub: 'player-1', id: 'g1', body: { reason: 'Again' } }))),
    ).toEqual({ status: 409, body: { message: REPORT_MESSAGES.alreadyReported } });
  });

  it('refuses a blank reason and a user id in the body', async () => {
    expect(answer(await handlers['post-game-report']!(event({ id: 'g1', body: { reason: ' ' } })))).toMatchObject({
      status: 400,
      body: { field: 'reason', message: REPORT_MESSAGES.reasonRequired },
    });
    expect(
      answer(await handlers['post-game-report']!(event({ id: 'g1', body: { reason: 'x', userId: 'other' } }))),
    ).toMatchObject({ status: 400, body: { field: 'userId' } });
  });
});

describe('update-search-index consumer', () => {
  it('is subscribed to exactly the events it handles', async () => {
    const { SEARCH_INDEX_EVENTS } = await import('@functions/search/handlers/update-search-index');
    expect(subscribedEvents('update-search-index')).toEqual([...SEARCH_INDEX_EVENTS].sort());
  });

  it('indexes the stored game under each token, once per event', async () => {
    withItems([gameItem({ title: 'Badminton Doubles', sport: 'badminton' })]);
    fakeIdempotencyRecords(ddb);
    doc.on(QueryCommand).resolves({ Items: [{ sk: 'TOKEN#stale' }] });
    doc.on(BatchWriteCommand).resolves({});
    const delivery = {
      'detail-type': 'GameCreated.v1',
      detail: {
        gameId: 'g1',
        hostId: 'host-1',
        title: 't',
        sport: 's',
        game_datetime: 'x',
        location: 'l',
        eventId: 'e1',
      },
    };
    await handlers['update-search-index']!(delivery);
    const writes = doc.commandCalls(BatchWriteCommand).flatMap((c) => c.args[0].input.RequestItems!['test-table']!);
    expect(writes).toContainEqual({ DeleteRequest: { Key: { pk: 'SEARCHDOC#game#g1', sk: 'TOKEN#stale' } } });
    const puts = writes.filter((w) => w.PutRequest).map((w) => w.PutRequest!.Item!);
    const entries = puts.filter((p) => p.type === 'search-token');
    expect(entries.map((p) => p.sk).sort()).toEqual([
      'TOKEN#badminton',
      'TOKEN#bengaluru',
      'TOKEN#doubles',
      'TOKEN#koramangala',
    ]);
    expect(entries[0]).toMatchObject({
      gsi4pk: 'SEARCHTOKEN#badminton',
      gsi4sk: '2099-12-05T13:00:00.000Z#game#g1',
      kind: 'game',
      id: 'g1',
      title: 'Badminton Doubles',
    });
    // The vocabulary: how a prefix finds its tokens.
    expect(
      puts
        .filter((p) => p.type === 'search-vocabulary')
        .map((p) => `${p.pk} ${p.sk}`)
        .sort(),
    ).toEqual([
      'SEARCHVOCAB#ba TOKEN#badminton',
      'SEARCHVOCAB#be TOKEN#bengaluru',
      'SEARCHVOCAB#do TOKEN#doubles',
      'SEARCHVOCAB#ko TOKEN#koramangala',
    ]);
    const before = doc.commandCalls(BatchWriteCommand).length;
    await handlers['update-search-index']!(delivery);
    expect(doc.commandCalls(BatchWriteCommand)).toHaveLength(before);
  });
});
