import {
  answer,
  cancelled,
  type Handler,
  httpEventFor,
  manifestHandlers,
  mockedDynamo,
} from '../support/handler-world';
import { httpFunctionNames } from '../support/manifest-handler';
import { describe, expect, it } from 'vitest';
import { BatchGetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COMMUNITY_MESSAGES } from '@shared/schemas/community';
import { storedCommunity, storedProfile } from '../support/stored-items';
import { FUNCTIONS } from '@infra/manifest';
import { communitiesFunctions } from '@functions/communities/manifest';
import { setHandlerEnv } from '../support/handler-env';

// The community handlers against a mocked DynamoDB: identity from the token's claims only, the
// conditional writes that hold the rules, error mapping, and never a Scan.
setHandlerEnv();
const { doc, withItems } = mockedDynamo();

// The community domain's HTTP functions, and the host's list of their own communities.
const NAMES = [...httpFunctionNames(communitiesFunctions), 'get-host-communities'];
const handlers = manifestHandlers(NAMES);
const event = httpEventFor('/api/communities', 'host-1');

const AT = '2026-11-01T00:00:00.000Z';
const communityItem = (over: Record<string, unknown> = {}) =>
  storedCommunity({
    created_at: AT,
    updated_at: AT,
    last_activity_at: AT,
    member_count: 3,
    review_sum: 9,
    review_count: 2,
    pending_count: 0,
    gsi2pk: 'COMMUNITIES#public',
    gsi2sk: `${AT}#c1`,
    ...over,
  });
const transactItems = () => doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
const valid = { name: 'Koramangala Kickers', sports: ['football'], location: 'Koramangala' };

describe('routes', () => {
  it('every community route is in the manifest with the auth it needs', () => {
    const routes = FUNCTIONS.filter((f) => NAMES.includes(f.name)).flatMap((f) =>
      f.routes!.map((r) => `${r.method} ${r.path} ${r.auth}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/communities false',
        'GET /api/communities/{id} false',
        'POST /api/communities true',
        'PUT /api/communities/{id}/reviews/me true',
      ]),
    );
    expect(
      FUNCTIONS.filter((f) => NAMES.includes(f.name) && f.routes!.some((r) => !r.auth))
        .map((f) => f.name)
        .sort(),
    ).toEqual(['get-communities', 'get-community']);
  });
});

describe('POST /api/communities', () => {
  it('writes owner marker, community, admin membership and CommunityCreated.v1 in one conditional transaction; the owner is the token subject', async () => {
    withItems([storedProfile('host-1', 'host')]);
    doc.on(TransactWriteCommand).resolves({});
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(BatchGetCommand).resolves({ Responses: {} });
    const { status } = answer(await handlers['post-community']!(event({ body: valid })));
    expect(status).toBe(201);
    const items = transactItems();
    expect(items[0]!.Put).toMatchObject({
      Item: { pk: 'COMMUNITYOWNER#host-1', sk: 'MARKER' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1]!.Put).toMatchObject({
      Item: { host_id: 'host-1', member_count: 1, gsi1pk: 'HOST#host-1', gsi2pk: 'COMMUNITIES#public' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1]!.Put!.Item).not.toHaveProperty('max_members');
    expect(items[2]!.Put).toMatchObject({ Item: { sk: 'MEMBER#host-1', role_in_community: 'admin' } });
    expect(items[4]!.Put!.Item).toMatchObject({ detailType: 'CommunityCreated.v1' });
  });

  it('409 one per account when the marker exists; 403 for a player; 401 without a token; 400 with the form messages', async () => {
    withItems([storedProfile('host-1', 'host'), storedProfile('player-1', 'player')]);
    doc.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']));
    expect(answer(await handlers['post-community']!(event({ body: valid })))).toEqual({
      status: 409,
      body: { message: COMMUNITY_MESSAGES.onePerAccount },
    });
    expect(answer(await handlers['post-community']!(event({ body: valid, sub: 'player-1' })))).toEqual({
      status: 403,
      body: { message: COMMUNITY_MESSAGES.hostsOnly },
    });
    expect(answer(await handlers['post-community']!(event({ body: valid, sub: null }))).status).toBe(401);
    const bad = answer(await handlers['post-community']!(event({ body: { ...valid, sports: [] } })));
    expect(bad).toMatchObject({ status: 400, body: { field: 'sports', message: COMMUNITY_MESSAGES.sportsRequired } });
    expect(
      answer(await handlers['post-community']!(event({ body: { ...valid, host_id: 'someone-else' } }))).status,
    ).toBe(400);
  });
});

describe('owner-only edit and delete', () => {
  it('anyone but the owner gets the same 404 as for nothing, and nothing is written', async () => {
    withItems([communityItem()]);
    for (const name of ['put-community', 'delete-community', 'get-community-requests'] as const) {
      const other = answer(
        await handlers[name]!(event({ id: 'c1', sub: 'host-2', body: name === 'put-community' ? valid : undefined })),
      );
      const none = answer(
        await handlers[name]!(
          event({ id: 'nothing', sub: 'host-2', body: name === 'put-community' ? valid : undefined }),
        ),
      );
      expect(other).toEqual({ status: 404, body: { message: COMMUNITY_MESSAGES.notFound } });
      expect(none).toEqual(other);
    }
    const decision = answer(
      await handlers['post-community-decision']!(
        event({ id: 'c1', userId: 'p1', sub: 'host-2', body: { action: 'approve' } }),
      ),
    );
    expect(decision.status).toBe(404);
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('the owner edits under host and member-count conditions; going private leaves the public list', async () => {
    withItems([communityItem()]);
    doc.on(TransactWriteCommand).resolves({});
    doc.on(QueryCommand).resolves({ Items: [] });
    doc.on(BatchGetCommand).resolves({ Responses: {} });
    const { status } = answer(
      await handlers['put-community']!(event({ id: 'c1', body: { ...valid, max_members: 10, is_public: false } })),
    );
    expect(status).toBe(200);
    const update = transactItems()[0]!.Update!;
    expect(update.ConditionExpression).toBe('attribute_exists(pk) AND host_id = :host AND member_count <= :maxMembers');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':host': 'host-1', ':maxMembers': 10 });
    expect(update.UpdateExpression).toMatch(/REMOVE gsi2pk, gsi2sk$/);
    expect(transactItems()[1]!.Put!.Item).toMatchObject({ detailType: 'CommunityUpdated.v1' });
  });

  it('refuses a maximum below the members already in', async () => {
    withItems([communityItem({ member_count: 12 })]);
    expect(
      answer(await handlers['put-community']!(event({ id: 'c1', body: { ...valid, max_members: 5 } }))),
    ).toMatchObject({
      status: 400,
      body: { message: COMMUNITY_MESSAGES.maxMembersBelowMembers, field: 'max_members' },
    });
  });

  it('delete removes the community and its marker with CommunityDeleted.v1', async () => {
    withItems([communityItem()]);
    doc.on(TransactWriteCommand).resolves({});
    expect(answer(await handlers['delete-community']!(event({ id: 'c1' })))).toEqual({
      status: 200,
      body: { deleted: true },
    });
    const items = transactItems();
    expect(items[0]!.Delete).toMatchObject({
      Key: { pk: 'COMMUNITY#c1', sk: 'COMMUNITY' },
      ConditionExpression: 'attribute_exists(pk) AND host_id = :host',
    });
    expect(items[1]!.Delete).toMatchObject({ Key: { pk: 'COMMUNITYOWNER#host-1', sk: 'MARKER' } });
    expect(items[2]!.Put!.Item).toMatchObject({ detailType: 'CommunityDeleted.v1' });
  });
});

describe('membership', () => {
  it('join: the member is the token subject; the counter moves under the room condition; full → 409', async () => {
    withItems([communityItem({ max_members: 3 })]);
    doc.on(TransactWriteCommand).resolves({});
    expect(
      answer(
        await handlers['post-community-member']!(
          event({ id: 'c1', sub: 'player-1', body: { userId: 'someone-else' } }),
        ),
      ),
    ).toEqual({
      status: 200,
      body: { membership: 'member', message: COMMUNITY_MESSAGES.joined },
    });
    const items = transactItems();
    expect(items[0]!.Put).toMatchObject({
      Item: { sk: 'MEMBER#player-1', role_in_community: 'member' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1]!.Update!.ConditionExpression).toBe(
      'attribute_exists(pk) AND (attribute_not_exists(max_members) OR member_count < max_members)',
    );
    doc.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));
    expect(answer(await handlers['post-community-member']!(event({ id: 'c1', sub: 'player-2' })))).toEqual({
      status: 409,
      body: { message: COMMUNITY_MESSAGES.full },
    });
  });

  it('join with approval (or private) makes a pending request with CommunityJoinRequested.v1', async () => {
    withItems([communityItem({ is_public: false }), storedProfile('player-1', 'player')]);
    doc.on(TransactWriteCommand).resolves({});
    expect(answer(await handlers['post-community-member']!(event({ id: 'c1', sub: 'player-1' }))).body.membership).toBe(
      'pending',
    );
    const items = transactItems();
    expect(items[0]!.Put).toMatchObject({ Item: { sk: 'JOINREQ#player-1', status: 'pending' } });
    expect(items[1]!.ConditionCheck).toMatchObject({
      Key: { sk: 'MEMBER#player-1' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(JSON.parse(String(items[3]!.Put!.Item!.detail))).toMatchObject({
      communityId: 'c1',
      hostId: 'host-1',
      userId: 'player-1',
      playerName: 'Name player-1',
    });
  });

  it('the owner approves: request deleted if pending, member added under the room condition', async () => {
    withItems([communityItem()]);
    doc.on(TransactWriteCommand).resolves({});
    expect(
      answer(
        await handlers['post-community-decision']!(
          event({ id: 'c1', userId: 'player-1', body: { action: 'approve' } }),
        ),
      ),
    ).toEqual({ status: 200, body: { status: 'approved' } });
    const items = transactItems();
    expect(items[0]!.Delete).toMatchObject({
      Key: { sk: 'JOINREQ#player-1' },
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
    });
    expect(items[1]!.Put).toMatchObject({ Item: { sk: 'MEMBER#player-1' } });
    expect(items[2]!.Update!.ConditionExpression).toContain('member_count < max_members');
    expect(
      answer(
        await handlers['post-community-decision']!(event({ id: 'c1', userId: 'player-1', body: { action: 'maybe' } })),
      ).status,
    ).toBe(400);
  });

  it('the owner cannot leave; a non-member gets 409', async () => {
    withItems([communityItem()]);
    expect(answer(await handlers['delete-community-member']!(event({ id: 'c1' })))).toEqual({
      status: 409,
      body: { message: COMMUNITY_MESSAGES.ownerCannotLeave },
    });
    doc.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    expect(answer(await handlers['delete-community-member']!(event({ id: 'c1', sub: 'p9' })))).toEqual({
      status: 409,
      body: { message: COMMUNITY_MESSAGES.notMember },
    });
  });
});

describe('reviews', () => {
  const playerMembership = {
    pk: 'COMMUNITY#c1',
    sk: 'MEMBER#player-1',
    community_id: 'c1',
    user_id: 'player-1',
    role_in_community: 'member',
    joined_at: AT,
  };

  it("a member's first review: conditional put, member check, totals by delta in one transaction", async () => {
    withItems([communityItem(), storedProfile('player-1', 'player'), playerMembership]);
    doc.on(TransactWriteCommand).resolves({});
    doc.on(UpdateCommand).resolves({});
    // The answer says how many of the community's games the writer played (none recorded: 0).
    doc.on(BatchGetCommand).resolves({ Responses: {} });
    const { status, body } = answer(
      await handlers['put-community-review']!(
        event({ id: 'c1', sub: 'player-1', body: { rating: 4, review_text: 'Good' } }),
      ),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_id: 'player-1', rating: 4, user_name: 'Name player-1', played_games: 0 });
    expect(body).not.toHaveProperty('version');
    const items = transactItems();
    expect(items[0]!.Put).toMatchObject({
      Item: { sk: 'REVIEW#player-1', version: 1 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1]!.ConditionCheck).toMatchObject({
      Key: { sk: 'MEMBER#player-1' },
      ConditionExpression: 'attribute_exists(pk)',
    });
    expect(items[2]!.Update!.ExpressionAttributeValues).toMatchObject({ ':sum': 4, ':count': 1 });
  });

  it('a rewrite is conditional on the version read and moves the sum by the difference', async () => {
    const review = {
      pk: 'COMMUNITY#c1',
      sk: 'REVIEW#player-1',
      id: 'r1',
      community_id: 'c1',
      user_id: 'player-1',
      rating: 5,
      review_text: 'Great',
      created_at: AT,
      updated_at: AT,
      version: 3,
    };
    withItems([communityItem(), review, playerMembership]);
    doc.on(TransactWriteCommand).resolves({});
    doc.on(UpdateCommand).resolves({});
    doc.on(BatchGetCommand).resolves({ Responses: {} });
    await handlers['put-community-review']!(event({ id: 'c1', sub: 'player-1', body: { rating: 2 } }));
    const items = transactItems();
    expect(items[0]!.Put).toMatchObject({
      Item: { id: 'r1', created_at: AT, version: 4 },
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': 3 },
    });
    expect(items[2]!.Update!.ExpressionAttributeValues).toMatchObject({ ':sum': -3, ':count': 0 });
  });

  it('non-members get 403; bad ratings 400', async () => {
    withItems([communityItem()]);
    expect(
      answer(await handlers['put-community-review']!(event({ id: 'c1', sub: 'p9', body: { rating: 5 } }))),
    ).toEqual({ status: 403, body: { message: COMMUNITY_MESSAGES.membersOnlyReview } });
    expect(
      answer(await handlers['put-community-review']!(event({ id: 'c1', sub: 'p9', body: { rating: 0 } }))).body.message,
    ).toBe(COMMUNITY_MESSAGES.ratingInvalid);
  });
});

describe('reads', () => {
  it('a private community shows the public route only its name', async () => {
    withItems([communityItem({ is_public: false })]);
    expect(answer(await handlers['get-community']!(event({ id: 'c1', sub: null })))).toEqual({
      status: 200,
      body: {
        view: 'restricted',
        community: { id: 'c1', name: 'Koramangala Kickers', is_public: false, requires_approval: true },
        membership: 'none',
        is_owner: false,
      },
    });
  });

  it('the list is one page of an ordering (no Scan, no sorting of everything): the entries, then their communities', async () => {
    const c2 = communityItem({ id: 'c2', name: 'Badminton Bandra', sport: 'badminton', sports: ['badminton'] });
    doc.on(QueryCommand).resolves({
      Items: [
        { community_id: 'c2', gsi2sk: '0000000040#2026-01-02T00:00:00.000Z#c2' },
        { community_id: 'c1', gsi2sk: '0000000003#2026-01-01T00:00:00.000Z#c1' },
      ],
      LastEvaluatedKey: {
        pk: 'COMMUNITY#c1',
        sk: 'RANK#members#all',
        gsi2pk: 'COMMUNITIES#members#all',
        gsi2sk: 'x#c1',
      },
    });
    // The batch read answers in any order; the page keeps the ordering's.
    doc
      .on(BatchGetCommand)
      .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => {
        const [table, { Keys }] = Object.entries(input.RequestItems)[0]!;
        const stored = [communityItem(), c2];
        return { Responses: { [table]: stored.filter((i) => Keys.some((k) => k.pk === i.pk && k.sk === i.sk)) } };
      });
    const { status, body } = answer(
      await handlers['get-communities']!(event({ sub: null, query: { sort: 'members', limit: '2' } })),
    );
    expect(status).toBe(200);
    expect(body.data.map((c: { id: string }) => c.id)).toEqual(['c2', 'c1']);
    expect(body.data[1]).toMatchObject({
      avg_rating: 4.5,
      counts: { members: 3, gamesHosted: 0 },
      community_tier: 'Emerging',
    });
    expect(body.cursor).toEqual(expect.any(String));
    expect(doc.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'byStatusAndStart',
      ScanIndexForward: false,
      Limit: 2,
      ExpressionAttributeValues: { ':pk': 'COMMUNITIES#members#all' },
    });
    // A sport is its own ordering; a search filters a bounded run of entries by word starts.
    await handlers['get-communities']!(event({ sub: null, query: { sport: 'badminton', q: 'Bandra' } }));
    expect(doc.commandCalls(QueryCommand)[1]!.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'COMMUNITIES#score#badminton', ':w0': ' bandra' },
      FilterExpression: 'contains(words, :w0)',
      Limit: 200,
    });
  });

  it("host communities are the caller's own (byOwner on the token subject)", async () => {
    doc.on(QueryCommand).resolves({ Items: [] });
    expect(answer(await handlers['get-host-communities']!(event({ sub: 'host-7' })))).toEqual({
      status: 200,
      body: { data: [] },
    });
    expect(doc.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':pk': 'HOST#host-7',
      ':sk': 'COMMUNITY#',
    });
  });
});

describe('games in a community', () => {
  it("a host lists a game under their own community (byLookup keys on the game); another's community is refused", async () => {
    const { validGame } = await import('../support/game-fixtures');
    const postGame = (await import('@functions/games/handlers/post-game')).handler as Handler;
    withItems([storedProfile('host-1', 'host'), storedProfile('host-2', 'host'), communityItem()]);
    doc.on(TransactWriteCommand).resolves({});
    doc.on(BatchGetCommand).resolves({ Responses: {} });
    const { inDays } = await import('../support/games-client');
    const gameDate = inDays(30);
    const body = { ...validGame(), game_date: gameDate, game_time: '18:30', community_id: 'c1' };
    expect(answer(await postGame(event({ sub: 'host-2', body })))).toMatchObject({
      status: 400,
      body: { field: 'community_id', message: COMMUNITY_MESSAGES.gameCommunityNotYours },
    });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(answer(await postGame(event({ body }))).status).toBe(201);
    const items = transactItems();
    expect(items[0]!.Put!.Item).toMatchObject({
      community_id: 'c1',
      gsi5pk: 'COMMUNITYGAMES#c1',
      gsi5sk: expect.stringMatching(new RegExp(`^${gameDate}T13:00:00.000Z#`)),
    });
    expect(items.map((i) => i.Put?.Item?.detailType).filter(Boolean)).toEqual([
      'GameCreated.v1',
      'CommunityGamesChanged.v1',
    ]);
  });
});
