import { answer, manifestHandlers, mockedDynamo } from '../support/handler-world';
import { describe, expect, it } from 'vitest';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { HttpEvent } from '@functions/platform/http/http';
import { subscribedEvents } from '../support/manifest-handler';
import { hostDashboardSchema, HOST_DASHBOARD_MESSAGES } from '@shared/schemas/host-dashboard';
import { setHandlerEnv } from '../support/handler-env';

// The host dashboard's handlers against a mocked DynamoDB: identity from claims, hosts
// only, the reads it makes (one GetItem of totals, indexed queries, never a request walk or a
// Scan), and the consumer's once-per-event transaction.
setHandlerEnv();
const { doc } = mockedDynamo();
const handlers = manifestHandlers(['get-host-dashboard', 'get-host-requests', 'get-host-analytics'], {
  'update-host-stats': () => import('@functions/hosting/handlers/update-host-stats'),
});

const event = (sub: string | null, query?: Record<string, string>): HttpEvent =>
  ({
    rawPath: '/api/host/dashboard',
    headers: {},
    queryStringParameters: query,
    isBase64Encoded: false,
    requestContext: sub === null ? {} : { authorizer: { jwt: { claims: { sub, token_use: 'access' } } } },
  }) as unknown as HttpEvent;
const profile = (id: string, role: string) => ({
  pk: `USER#${id}`,
  sk: 'PROFILE',
  id,
  name: id,
  role,
  profile_setup_completed: true,
  created_at: '',
  updated_at: '',
});
const withItems = (items: Record<string, unknown>[]) => {
  const find = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
  doc.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({ Item: find(input.Key) }));
  doc
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
      Responses: Object.fromEntries(
        Object.entries(input.RequestItems).map(([table, { Keys }]) => [table, Keys.flatMap((key) => find(key) ?? [])]),
      ),
    }));
};

describe('GET /api/host/dashboard', () => {
  it('with nothing kept: one BatchGet, three indexed queries for the caller only, and the lists kept at the version read', async () => {
    withItems([
      profile('host-1', 'host'),
      {
        pk: 'HOSTSTATS#host-1',
        sk: 'TOTALS',
        captured_paise: 32000,
        refunded_paise: 16000,
        fees_paise: 1000,
        games_hosted: 4,
        sport_cricket: 3,
        sport_run: 1,
        pending_total: 0,
      },
    ]);
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(TransactWriteCommand).resolves({});
    const result = answer(await handlers['get-host-dashboard']!(event('host-1', { host_id: 'someone-else' })));
    expect(result.status).toBe(200);
    expect(hostDashboardSchema.parse(result.body).stats).toEqual({
      revenue_paise: 16000,
      platform_fees_paise: 1000,
      refunded_paise: 16000,
      games_hosted: 4,
      completed_games: 0,
      avg_attendance: null,
      popular_sport: 'cricket',
    });
    const queries = doc.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(queries.map((q) => [q.IndexName, q.ExpressionAttributeValues![':pk']]).sort()).toEqual([
      ['byLookup', 'HOSTPENDING#host-1'],
      ['byOwner', 'HOST#host-1'],
      ['byStatusAndStart', 'HOSTNUDGED#host-1'],
    ]);
    // Bounded reads: 50 games, a page of 20 pending (and one to tell a next page), 20 nudged — never the game partitions' requests.
    expect(queries.map((q) => q.Limit).sort((a, b) => a! - b!)).toEqual([20, 21, 50]);
    expect(JSON.stringify(queries)).not.toContain('REQUEST#');
    expect(JSON.stringify(doc.calls().map((c) => c.args[0].input))).not.toContain('someone-else');
    // The keep checks the tiny version item and writes the lists item, in one transaction.
    const [check, kept] = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(check!.ConditionCheck).toMatchObject({
      Key: { pk: 'HOSTSTATS#host-1', sk: 'DASHBOARD#VERSION' },
      ConditionExpression: 'attribute_not_exists(version)',
    });
    expect(kept!.Put!.Item).toMatchObject({ pk: 'HOSTSTATS#host-1', sk: 'DASHBOARD', kept_version: 0 });
    expect(JSON.parse(String(kept!.Put!.Item!.kept_lists))).toEqual({
      nudged: [],
      games: [],
      pending_requests: [],
      pending_cursor: null,
    });
  });

  it('with lists kept at the current version: one BatchGet and nothing else', async () => {
    const lists = { nudged: [], games: [], pending_requests: [], pending_cursor: null };
    withItems([
      profile('host-1', 'host'),
      { pk: 'HOSTSTATS#host-1', sk: 'DASHBOARD#VERSION', version: 7, changed_at: '2026-01-01T00:00:00.000Z' },
      { pk: 'HOSTSTATS#host-1', sk: 'DASHBOARD', kept_version: 7, kept_lists: JSON.stringify(lists) },
    ]);
    const result = answer(await handlers['get-host-dashboard']!(event('host-1')));
    expect(hostDashboardSchema.parse(result.body)).toMatchObject({ ...lists, pending_total: 0 });
    expect(doc.calls().map((c) => c.args[0].constructor.name)).toEqual(['BatchGetCommand']);
  });

  it('with lists kept at an older version: read live, and kept only if the version is still the one read', async () => {
    withItems([
      profile('host-1', 'host'),
      { pk: 'HOSTSTATS#host-1', sk: 'DASHBOARD#VERSION', version: 8, changed_at: '2026-01-01T00:00:00.000Z' },
      { pk: 'HOSTSTATS#host-1', sk: 'DASHBOARD', kept_version: 7, kept_lists: '{}' },
    ]);
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(TransactWriteCommand).resolves({});
    expect(answer(await handlers['get-host-dashboard']!(event('host-1'))).status).toBe(200);
    expect(doc.commandCalls(QueryCommand)).toHaveLength(3);
    expect(doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.ConditionCheck).toMatchObject({
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': 8 },
    });
  });

  it('lists kept before the version had its own item are never served', async () => {
    withItems([
      profile('host-1', 'host'),
      { pk: 'HOSTSTATS#host-1', sk: 'DASHBOARD', version: 3, lists_version: 0, lists: '{}' },
    ]);
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(TransactWriteCommand).resolves({});
    expect(answer(await handlers['get-host-dashboard']!(event('host-1'))).status).toBe(200);
    expect(doc.commandCalls(QueryCommand)).toHaveLength(3);
  });

  it('a keep that DynamoDB throttles still answers the host (the copy is best effort)', async () => {
    withItems([profile('host-1', 'host')]);
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(TransactWriteCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    expect(answer(await handlers['get-host-dashboard']!(event('host-1'))).status).toBe(200);
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('a player gets 403 with the message; no claims 401', async () => {
    withItems([profile('player-1', 'player')]);
    doc.on(QueryCommand).resolves({ Items: [] });
    expect(answer(await handlers['get-host-dashboard']!(event('player-1')))).toEqual({
      status: 403,
      body: { message: HOST_DASHBOARD_MESSAGES.hostsOnly },
    });
    expect(answer(await handlers['get-host-analytics']!(event('player-1')))).toEqual({
      status: 403,
      body: { message: HOST_DASHBOARD_MESSAGES.hostsOnly },
    });
    expect(answer(await handlers['get-host-dashboard']!(event(null))).status).toBe(401);
  });
});

describe('GET /api/host/requests', () => {
  it('reads the page after the cursor from the host pending index; a bad cursor is a 400', async () => {
    withItems([profile('host-1', 'host')]);
    doc.on(QueryCommand).resolves({ Items: [] });
    const cursor = Buffer.from(JSON.stringify(['2026-11-01T10:00:00.000Z', 'r-9'])).toString('base64url');
    const result = answer(await handlers['get-host-requests']!(event('host-1', { cursor })));
    expect(result).toEqual({ status: 200, body: { requests: [], cursor: null } });
    const [query] = doc.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(query).toMatchObject({
      IndexName: 'byLookup',
      Limit: 21,
      KeyConditionExpression: '#pk = :pk AND #sk > :sk',
      ExpressionAttributeValues: { ':pk': 'HOSTPENDING#host-1', ':sk': '2026-11-01T10:00:00.000Z#r-9' },
    });
    expect(answer(await handlers['get-host-requests']!(event('host-1', { cursor: 'bm9wZQ' })))).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Invalid cursor' }),
    });
    withItems([profile('player-1', 'player')]);
    expect(answer(await handlers['get-host-requests']!(event('player-1', { cursor })))).toEqual({
      status: 403,
      body: { message: HOST_DASHBOARD_MESSAGES.hostsOnly },
    });
  });
});

describe('GET /api/host/analytics', () => {
  it('12 months from one range query of the host partition, played games by a start key condition', async () => {
    withItems([profile('host-1', 'host')]);
    doc
      .on(QueryCommand)
      .callsFake((input: { ExpressionAttributeValues: Record<string, string> }) =>
        input.ExpressionAttributeValues[':pk'] === 'HOSTSTATS#host-1'
          ? { Items: [{ month: '2026-11', captured_paise: 500, refunded_paise: 100 }] }
          : { Items: [] },
      );
    const result = answer(await handlers['get-host-analytics']!(event('host-1')));
    expect(result.status).toBe(200);
    expect(result.body.revenue_per_month).toHaveLength(12);
    const queries = doc.commandCalls(QueryCommand).map((c) => c.args[0].input);
    const months = queries.find((q) => q.ExpressionAttributeValues![':pk'] === 'HOSTSTATS#host-1')!;
    expect(months.KeyConditionExpression).toBe('#pk = :pk AND #sk BETWEEN :skFrom AND :skTo');
    const played = queries.find((q) => q.IndexName === 'byOwner')!;
    expect(played.KeyConditionExpression).toBe('#pk = :pk AND #sk BETWEEN :skFrom AND :skTo');
    expect(played.ExpressionAttributeValues![':skFrom']).toBe('GAME#');
  });
});

describe('update-host-stats (consumer)', () => {
  const confirmed = (eventId: string) => ({
    'detail-type': 'PaymentConfirmed.v1',
    time: '2026-11-20T10:00:00Z',
    detail: {
      eventId,
      requestId: 'r1',
      gameId: 'g1',
      hostId: 'host-1',
      userId: 'p1',
      title: 'Game',
      orderId: 'o1',
      paymentId: 'pay1',
      amount: 16000,
    },
  });

  it('subscribes in the manifest to exactly the events it handles', async () => {
    const { HOST_STATS_EVENTS } = await import('@functions/hosting/handlers/update-host-stats');
    expect(subscribedEvents('update-host-stats')).toEqual([...HOST_STATS_EVENTS].sort());
  });

  it('one transaction: the event marker only if absent, the totals and the month by ADD; a redelivery changes nothing', async () => {
    withItems([
      {
        pk: 'GAME#g1',
        sk: 'REQUEST#p1',
        id: 'r1',
        game_id: 'g1',
        user_id: 'p1',
        amount_due: { fee: 10, price: 150, total: 160, amount_paise: 16000, currency: 'INR', fee_type: 'fixed' },
      },
      { pk: 'JOINREQ#r1', sk: 'POINTER', gameId: 'g1', userId: 'p1' },
      {
        pk: 'GAME#g1',
        sk: 'PAYMENT#r1',
        request_id: 'r1',
        payment_id: 'pay1',
        paid_amount: 16000,
        paid_at: '2026-11-20T09:59:00.000Z',
      },
    ]);
    doc
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejects(
        new TransactionCanceledException({
          message: 'x',
          $metadata: {},
          CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
        }),
      );
    await handlers['update-host-stats']!(confirmed('evt-1'));
    const [marker, totals, month] = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(marker!.Put).toMatchObject({
      Item: { pk: 'HOSTSTATSEVENT#evt-1', sk: 'APPLIED' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(totals!.Update).toMatchObject({
      Key: { pk: 'HOSTSTATS#host-1', sk: 'TOTALS' },
      ExpressionAttributeValues: { ':t0': 16000, ':t1': 1000 },
    });
    expect(totals!.Update!.UpdateExpression).toContain('ADD #t0 :t0, #t1 :t1');
    expect(month!.Update).toMatchObject({
      Key: { pk: 'HOSTSTATS#host-1', sk: 'MONTH#2026-11' },
      ExpressionAttributeValues: { ':captured': 16000, ':refunded': 0 },
    });
    await expect(handlers['update-host-stats']!(confirmed('evt-1'))).resolves.toBeUndefined();
  });

  it('ignores a game moving to ongoing; refuses an event it does not know', async () => {
    await handlers['update-host-stats']!({
      'detail-type': 'GameStatusChanged.v1',
      detail: {
        eventId: 'e',
        gameId: 'g1',
        hostId: 'h',
        title: 't',
        sport: 'run',
        status: 'ongoing',
        game_datetime: 'x',
        ends_at: 'y',
      },
    });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
    await expect(handlers['update-host-stats']!({ 'detail-type': 'Nope.v1', detail: {} })).rejects.toThrow(
      /unexpected event/,
    );
  });
});
