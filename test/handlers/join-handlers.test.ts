import { answer, cancelled, httpEventFor, manifestHandlers, mockedDynamo } from '../support/handler-world';
import { httpFunctionNames, subscribedEvents } from '../support/manifest-handler';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { joinsFunctions } from '@functions/joins/manifest';
import { notificationsFunctions } from '@functions/notifications/manifest';
import { CHECK_IN_MESSAGES, JOIN_MESSAGES, REQUEST_MESSAGES } from '@shared/schemas/join';
import { fakeIdempotencyRecords } from '../support/idempotency-records';
import { requestKeyOfId } from '@functions/joins/request-ids';
import { storedGame, storedRequest } from '../support/stored-items';
import { MAIL_ENV, setHandlerEnv } from '../support/handler-env';

// The join-loop handlers against a mocked DynamoDB and SES: identity from claims only, the exact
// conditional writes that carry the invariants, error mapping, idempotent consumers, never a Scan.
// The notifiers ring the bell on the live API (signed with the function's role: here, fixed keys).
const LIVE_PUBLISH_URL = 'https://live.test/event';
setHandlerEnv({
  ...MAIL_ENV,
  REALTIME_PUBLISH_URL: LIVE_PUBLISH_URL,
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
});
const ses = mockClient(SESv2Client);
const { ddb, doc, withItems } = mockedDynamo([ses]);

// Every HTTP function of joins and notifications, and the consumer that sends join notifications.
const handlers = manifestHandlers([
  ...httpFunctionNames(joinsFunctions, notificationsFunctions),
  'send-join-notifications',
]);
const event = httpEventFor('/api/x', 'player-1');
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });

const QUESTION = {
  id: 'q1',
  question_text: 'Position?',
  question_type: 'radio',
  options: ['GK', 'FW'],
  is_required: true,
  order_index: 0,
};
const gameItem = (over: Record<string, unknown> = {}) => storedGame({ questions: [QUESTION], ...over });
const requestItem = (over: Record<string, unknown> = {}) =>
  storedRequest({ contact_name: 'Rahul', contact_email: 'rahul@x.test', ...over });
const pointerItem = { pk: 'JOINREQ#r1', sk: 'POINTER', gameId: 'g1', userId: 'player-1' };
const transactItems = (call = 0) => doc.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems!;
const joinBody = { answers: { q1: 'GK' }, contactInfo: { name: 'Rahul', email: 'rahul@x.test' } };

describe('POST /api/games/{id}/join', () => {
  it('one transaction: the request put only if absent, the game counters under the game rules, the id pointer and JoinRequested.v1', async () => {
    withItems([gameItem()]);
    doc.on(TransactWriteCommand).resolves({});
    const { status, body } = answer(await handlers['post-join-request']!(event({ id: 'g1', body: joinBody })));
    expect(status).toBe(201);
    const items = transactItems();
    expect(items).toHaveLength(4);
    expect(items[0]!.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: 'GAME#g1',
        sk: 'REQUEST#player-1',
        gsi1pk: 'PLAYER#player-1',
        id: body.joinRequestId,
        user_id: 'player-1',
        status: 'pending',
        nudge_count: 0,
        answers: [{ question_id: 'q1', question_text: 'Position?', answer_text: 'GK', answer_options: ['GK'] }],
      },
    });
    expect(items[0]!.Put!.Item).not.toHaveProperty('last_nudge_at');
    // A pending request sits in its host's pending list (byLookup) until decided.
    expect(items[0]!.Put!.Item).toMatchObject({
      gsi5pk: 'HOSTPENDING#host-1',
      gsi5sk: expect.stringMatching(new RegExp(`#${body.joinRequestId}$`)),
    });
    // The counters move on the game's counters item, which no index copies, under the game's rules as
    // copied there: the game item is neither written nor checked (a check is billed as a write on it).
    expect(items[1]!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'COUNTERS' },
      UpdateExpression: 'SET #type = :type ADD #n0 :n0, #n1 :n1',
      ConditionExpression:
        'attribute_exists(rules_mirrored) AND #status = :upcoming AND game_datetime > :now AND host_id <> :player AND host_id = :host AND current_players < max_players',
      ExpressionAttributeNames: {
        '#n0': 'pending_count',
        '#n1': 'join_requests',
        '#type': 'type',
        '#status': 'status',
      },
      ExpressionAttributeValues: { ':n0': 1, ':n1': 1, ':player': 'player-1', ':host': 'host-1' },
    });
    expect(items.some((item) => item.Update?.Key?.sk === 'GAME' || item.ConditionCheck?.Key?.sk === 'GAME')).toBe(
      false,
    );
    // Ids here are not UUIDs, so the id carries no key: it gets its pointer.
    expect(items[2]!.Put).toMatchObject({
      Item: { pk: `JOINREQ#${body.joinRequestId}`, sk: 'POINTER', gameId: 'g1', userId: 'player-1' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[3]!.Put!.Item).toMatchObject({ type: 'outbox-event', detailType: 'JoinRequested.v1' });
    expect(JSON.parse(items[3]!.Put!.Item!.detail)).toMatchObject({
      requestId: body.joinRequestId,
      hostId: 'host-1',
      userId: 'player-1',
      playerName: 'Rahul',
    });
    // The host's dashboard version is left to the consumer that counts the request for the host.
    expect(items.some((item) => item.Update?.Key?.sk === 'DASHBOARD#VERSION')).toBe(false);
  });

  it('a game and player with UUIDs: the id carries the request key, so no pointer is written and the id finds it', async () => {
    const gameId = '0b3f6c1e-9a52-4d7e-8f21-5c6d7e8f9a0b';
    const userId = '7d4e2a10-3b5c-4f6d-9e8a-1b2c3d4e5f60';
    withItems([gameItem({ id: gameId, pk: `GAME#${gameId}` })]);
    doc.on(TransactWriteCommand).resolves({});
    const join = httpEventFor('/api/x', userId);
    const { status, body } = answer(await handlers['post-join-request']!(join({ id: gameId, body: joinBody })));
    expect(status).toBe(201);
    const items = transactItems();
    expect(items.map((item) => item.Put?.Item?.sk ?? item.Update?.Key?.sk)).toEqual([
      `REQUEST#${userId}`,
      'COUNTERS',
      'EVENT',
    ]);
    expect(requestKeyOfId(body.joinRequestId)).toEqual({ gameId, userId });
    // The host's decision finds it by that id with one read of the request, no pointer.
    doc.reset();
    withItems([
      gameItem({ id: gameId, pk: `GAME#${gameId}` }),
      requestItem({
        id: body.joinRequestId,
        game_id: gameId,
        user_id: userId,
        pk: `GAME#${gameId}`,
        sk: `REQUEST#${userId}`,
      }),
    ]);
    doc.on(TransactWriteCommand).resolves({});
    const decided = answer(
      await handlers['post-join-decision']!(
        httpEventFor('/api/x', 'host-1')({ id: body.joinRequestId, body: { action: 'reject' } }),
      ),
    );
    expect(decided.status).toBe(200);
    expect(doc.commandCalls(GetCommand).some((call) => String(call.args[0].input.Key?.pk).startsWith('JOINREQ#'))).toBe(
      false,
    );
  });

  it('a join the game no longer takes (its counters refuse it) answers why, read from the game', async () => {
    const refusedBy = async (game: Record<string, unknown>, message: string) => {
      doc.reset();
      withItems([gameItem(), { pk: 'GAME#g1', sk: 'COUNTERS', rules_mirrored: true }]);
      // Read as open before the write; the counters' copy says otherwise by the time it lands.
      let gameReads = 0;
      doc.on(GetCommand).callsFake((input: { Key: { sk: string } }) => {
        if (input.Key.sk === 'GAME') return { Item: gameReads++ === 0 ? gameItem() : gameItem(game) };
        if (input.Key.sk === 'COUNTERS') return { Item: { pk: 'GAME#g1', sk: 'COUNTERS', rules_mirrored: true } };
        return {};
      });
      doc.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None', 'None']));
      const { status, body } = answer(await handlers['post-join-request']!(event({ id: 'g1', body: joinBody })));
      expect(status).toBe(409);
      expect(body.message).toBe(message);
      expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(1);
    };
    await refusedBy({ current_players: 10, max_players: 10 }, JOIN_MESSAGES.gameFull);
    await refusedBy({ status: 'cancelled' }, JOIN_MESSAGES.notOpen);
  });

  it('an existing request answers 409 with its status, without writing', async () => {
    withItems([gameItem(), requestItem()]);
    expect(answer(await handlers['post-join-request']!(event({ id: 'g1', body: joinBody })))).toEqual({
      status: 409,
      body: { message: JOIN_MESSAGES.requestAlreadySent, status: 'pending', joinRequestId: 'r1' },
    });
    withItems([gameItem(), requestItem({ status: 'confirmed' })]);
    expect(answer(await handlers['post-join-request']!(event({ id: 'g1', body: joinBody })))).toEqual({
      status: 409,
      body: { message: JOIN_MESSAGES.alreadyJoined, status: 'confirmed', joinRequestId: 'r1' },
    });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('a lost race (the request condition failed) also answers the existing request', async () => {
    let reads = 0;
    doc.on(GetCommand).callsFake((input: { Key: { sk: string } }) => {
      if (input.Key.sk === 'GAME') return { Item: gameItem() };
      return { Item: reads++ === 0 ? undefined : requestItem({ id: 'winner' }) };
    });
    doc.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']));
    expect(answer(await handlers['post-join-request']!(event({ id: 'g1', body: joinBody })))).toEqual({
      status: 409,
      body: { message: JOIN_MESSAGES.requestAlreadySent, status: 'pending', joinRequestId: 'winner' },
    });
  });

  it('refuses a user id in the body, a missing required answer, and callers without claims', async () => {
    expect(
      answer(await handlers['post-join-request']!(event({ id: 'g1', body: { ...joinBody, user_id: 'someone' } }))),
    ).toMatchObject({ status: 400, body: { field: 'user_id' } });
    withItems([gameItem()]);
    expect(
      answer(await handlers['post-join-request']!(event({ id: 'g1', body: { ...joinBody, answers: {} } }))),
    ).toEqual({ status: 400, body: { message: JOIN_MESSAGES.fieldRequired, field: 'answers.q1' } });
    expect(answer(await handlers['post-join-request']!(event({ id: 'g1', sub: null, body: joinBody }))).status).toBe(
      401,
    );
    expect(answer(await handlers['post-join-request']!(event({ id: 'g1', sub: 'host-1', body: joinBody })))).toEqual({
      status: 409,
      body: { message: JOIN_MESSAGES.ownGame },
    });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('POST /api/requests/{id}/decision', () => {
  it('a free accept: request pending → confirmed with a pass in the lookup index, the game takes a spot under the capacity condition', async () => {
    withItems([pointerItem, requestItem(), gameItem()]);
    doc.on(TransactWriteCommand).resolves({});
    const result = answer(
      await handlers['post-join-decision']!(
        event({ sub: 'host-1', id: 'r1', body: { action: 'accept', hostMessage: 'See you' } }),
      ),
    );
    expect(result).toEqual({ status: 200, body: { paymentRequired: false, paymentUrl: null, status: 'confirmed' } });
    const [request, game, pending, outbox] = transactItems();
    expect(request!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'REQUEST#player-1' },
      ConditionExpression: '#status = :pending',
      ExpressionAttributeValues: { ':next': 'confirmed', ':message': 'See you' },
    });
    const pass = request!.Update!.ExpressionAttributeValues![':pass'];
    expect(pass).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(request!.Update!.ExpressionAttributeValues![':passPk']).toBe(`PASS#${pass}`);
    expect(request!.Update!.UpdateExpression).toContain('REMOVE gsi2pk, gsi2sk');
    expect(request!.Update!.UpdateExpression).not.toContain('gsi5pk,');
    expect(game!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'GAME' },
      UpdateExpression: 'SET current_players = current_players + :one',
      ConditionExpression: '#status = :upcoming AND current_players < max_players',
    });
    // One update of the counters: a pending request less, and the copy of the players a join checks.
    expect(pending!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'COUNTERS' },
      UpdateExpression: 'SET #type = :type ADD #n0 :n0, #n1 :n1',
      ExpressionAttributeNames: { '#n0': 'pending_count', '#n1': 'current_players' },
      ExpressionAttributeValues: { ':n0': -1, ':n1': 1 },
    });
    expect(pending!.Update).not.toHaveProperty('ConditionExpression');
    expect(outbox!.Put!.Item).toMatchObject({ detailType: 'JoinDecided.v1' });
    // The host's dashboard version moves right after the commit (a plain write), before the answer.
    expect(transactItems().some((item) => item.Update?.Key?.sk === 'DASHBOARD#VERSION')).toBe(false);
    expect(doc.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key)).toContainEqual({
      pk: 'HOSTSTATS#host-1',
      sk: 'DASHBOARD#VERSION',
    });
  });

  it('a paid accept: accepted + payment pending, a room check only, and the payment link', async () => {
    withItems([pointerItem, requestItem({ payment_status: 'pending' }), gameItem({ price: 150 })]);
    doc.on(TransactWriteCommand).resolves({});
    expect(
      answer(await handlers['post-join-decision']!(event({ sub: 'host-1', id: 'r1', body: { action: 'accept' } }))),
    ).toEqual({
      status: 200,
      body: { paymentRequired: true, paymentUrl: 'https://app.test/pay/r1', status: 'accepted' },
    });
    const [request, pending] = transactItems();
    expect(request!.Update!.ExpressionAttributeValues).toMatchObject({ ':next': 'accepted', ':payment': 'pending' });
    expect(request!.Update!.ExpressionAttributeValues).not.toHaveProperty(':pass');
    expect(request!.Update!.UpdateExpression).toContain('REMOVE gsi2pk, gsi2sk, gsi5pk, gsi5sk');
    // The room check rides on the counters' update, on its copy of the game's rules: the game item
    // (2 kB, billed as a write when checked in a transaction) is not named.
    expect(pending!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'COUNTERS' },
      ConditionExpression: 'attribute_exists(rules_mirrored) AND #status = :upcoming AND current_players < max_players',
      ExpressionAttributeValues: { ':n0': -1, ':upcoming': 'upcoming' },
    });
    expect(transactItems().some((item) => item.ConditionCheck || item.Update?.Key?.sk === 'GAME')).toBe(false);
  });

  it('a full game answers 409 "Game is full"; a decided request 409; another host or a player 404', async () => {
    withItems([pointerItem, requestItem(), gameItem()]);
    doc.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    expect(
      answer(await handlers['post-join-decision']!(event({ sub: 'host-1', id: 'r1', body: { action: 'accept' } }))),
    ).toEqual({ status: 409, body: { message: REQUEST_MESSAGES.gameFull } });
    doc.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None']));
    expect(
      answer(await handlers['post-join-decision']!(event({ sub: 'host-1', id: 'r1', body: { action: 'reject' } }))),
    ).toEqual({ status: 409, body: { message: REQUEST_MESSAGES.notPending } });
    for (const sub of ['host-2', 'player-1']) {
      expect(
        answer(await handlers['post-join-decision']!(event({ sub, id: 'r1', body: { action: 'accept' } }))),
      ).toEqual({ status: 404, body: { message: REQUEST_MESSAGES.notFound } });
    }
    expect(
      answer(await handlers['post-join-decision']!(event({ sub: 'host-1', id: 'r1', body: { action: 'approve' } }))),
    ).toMatchObject({ status: 400, body: { field: 'action' } });
  });
});

describe('POST /api/requests/{id}/nudge and /withdraw', () => {
  it('a nudge is one conditional update: pending, under 3, last nudge at least 24 h ago', async () => {
    withItems([pointerItem, requestItem(), gameItem()]);
    doc.on(TransactWriteCommand).resolves({});
    const before = Date.now();
    expect(answer(await handlers['post-nudge']!(event({ id: 'r1' })))).toEqual({
      status: 200,
      body: { success: true, message: 'Host Notified', nudge_count: 1 },
    });
    const [update, outbox] = transactItems();
    expect(update!.Update).toMatchObject({
      ConditionExpression:
        '#status = :pending AND id = :id AND nudge_count < :max AND (attribute_not_exists(last_nudge_at) OR last_nudge_at <= :cutoff)',
      ExpressionAttributeValues: { ':max': 3, ':id': 'r1' },
    });
    const cutoff = Date.parse(update!.Update!.ExpressionAttributeValues![':cutoff']);
    expect(Math.abs(cutoff - (before - 24 * 3_600_000))).toBeLessThan(5000);
    expect(outbox!.Put!.Item).toMatchObject({ detailType: 'HostNudged.v1' });
    expect(answer(await handlers['post-nudge']!(event({ sub: 'player-2', id: 'r1' })))).toEqual({
      status: 404,
      body: { message: REQUEST_MESSAGES.notFound },
    });
  });

  it('withdrawing a confirmed request gives the spot back in the same transaction', async () => {
    withItems([
      pointerItem,
      requestItem({ status: 'confirmed', game_pass: 'p' }),
      gameItem({ price: 100, current_players: 3 }),
    ]);
    doc.on(TransactWriteCommand).resolves({});
    expect(answer(await handlers['post-request-withdrawal']!(event({ id: 'r1' })))).toEqual({
      status: 200,
      body: { status: 'withdrawn', promoted: false },
    });
    const [request, game, counters, outbox] = transactItems();
    expect(request!.Update).toMatchObject({
      ConditionExpression: '#status = :was AND id = :id AND attribute_not_exists(checked_in_at)',
      ExpressionAttributeValues: { ':was': 'confirmed', ':withdrawn': 'withdrawn' },
    });
    // Only before the start, under the same condition as the spot.
    expect(game!.Update).toMatchObject({
      UpdateExpression: 'SET current_players = current_players - :one',
      ConditionExpression: 'current_players > :zero AND game_datetime > :at',
    });
    // The counters' copy of the players gives the spot back too (what a join's room check reads).
    expect(counters!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'COUNTERS' },
      ExpressionAttributeNames: { '#n0': 'current_players' },
      ExpressionAttributeValues: { ':n0': -1 },
    });
    expect(outbox!.Put!.Item).toMatchObject({ detailType: 'JoinWithdrawn.v1' });
  });
});

describe('POST /api/games/{id}/check-ins', () => {
  // Check-in is open: the game starts within the hour.
  const startingSoon = () => gameItem({ game_datetime: new Date(Date.now() + 30 * 60_000).toISOString() });

  it('finds the pass by its code, checks in once with a condition, and says when on the second scan', async () => {
    withItems([startingSoon(), requestItem({ status: 'confirmed', game_pass: 'code-1' })]);
    doc.on(QueryCommand).resolves({ Items: [requestItem({ status: 'confirmed', game_pass: 'code-1' })] });
    doc
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejects(cancelled(['ConditionalCheckFailed', 'None']));
    const first = answer(
      await handlers['post-check-in']!(event({ sub: 'host-1', id: 'g1', body: { code: 'code-1' } })),
    );
    expect(first).toMatchObject({ status: 200, body: { status: 'checked_in', player: { name: 'Rahul' } } });
    expect(doc.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'byLookup',
      ExpressionAttributeValues: { ':pk': 'PASS#code-1', ':sk': 'PASS' },
    });
    const [checked, arrival] = transactItems();
    expect(checked!.Update).toMatchObject({
      ConditionExpression: 'attribute_not_exists(checked_in_at) AND #status = :confirmed AND id = :id',
    });
    // The game's check-ins move with it; before the game finished, not the host's totals.
    expect(arrival!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'GAME' },
      UpdateExpression: 'ADD checked_in_count :one',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(attendance_counted)',
    });

    // A parallel scan won between the read and the write: the re-read says when.
    let reads = 0;
    doc.on(GetCommand).callsFake((input: { Key: { sk: string } }) =>
      input.Key.sk === 'GAME'
        ? { Item: startingSoon() }
        : {
            Item: requestItem({
              status: 'confirmed',
              game_pass: 'code-1',
              ...(reads++ > 0 ? { checked_in_at: '2026-01-01T13:05:00.000Z' } : {}),
            }),
          },
    );
    expect(
      answer(await handlers['post-check-in']!(event({ sub: 'host-1', id: 'g1', body: { code: 'code-1' } }))),
    ).toMatchObject({ status: 200, body: { status: 'already', message: 'Already checked in at 18:35' } });
  });

  it('unknown code 404, other game 409, not confirmed 409, not the host 404', async () => {
    withItems([
      gameItem(),
      requestItem({ status: 'waitlist', game_pass: 'w' }),
      { ...requestItem({ game_id: 'g2', status: 'confirmed' }), pk: 'GAME#g2' },
    ]);
    doc.on(QueryCommand).resolves({ Items: [] });
    expect(
      answer(await handlers['post-check-in']!(event({ sub: 'host-1', id: 'g1', body: { code: 'nope' } }))),
    ).toEqual({ status: 404, body: { message: CHECK_IN_MESSAGES.unknownCode } });
    // Another game's pass answers as an unknown code: no host learns that a code exists elsewhere.
    doc.on(QueryCommand).resolves({ Items: [{ game_id: 'g2', user_id: 'player-1' }] });
    expect(answer(await handlers['post-check-in']!(event({ sub: 'host-1', id: 'g1', body: { code: 'x' } })))).toEqual({
      status: 404,
      body: { message: CHECK_IN_MESSAGES.unknownCode },
    });
    doc.on(QueryCommand).resolves({ Items: [{ game_id: 'g1', user_id: 'player-1' }] });
    expect(answer(await handlers['post-check-in']!(event({ sub: 'host-1', id: 'g1', body: { code: 'w' } })))).toEqual({
      status: 409,
      body: { message: CHECK_IN_MESSAGES.notConfirmed },
    });
    expect(answer(await handlers['post-check-in']!(event({ sub: 'host-2', id: 'g1', body: { code: 'w' } })))).toEqual({
      status: 404,
      body: { message: REQUEST_MESSAGES.notYourGame },
    });
    expect(doc.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it("a tapped player's request checks in by its id; a pass days before the game is refused with when it opens", async () => {
    withItems([startingSoon(), requestItem({ status: 'confirmed', game_pass: 'code-1' }), pointerItem]);
    doc.on(QueryCommand).resolves({ Items: [requestItem({ status: 'confirmed', game_pass: 'code-1' })] });
    doc.on(TransactWriteCommand).resolves({});
    expect(
      answer(await handlers['post-check-in']!(event({ sub: 'host-1', id: 'g1', body: { request_id: 'r1' } }))),
    ).toMatchObject({ status: 200, body: { status: 'checked_in', player: { name: 'Rahul' } } });

    withItems([gameItem(), requestItem({ status: 'confirmed', game_pass: 'code-1' })]);
    const early = answer(
      await handlers['post-check-in']!(event({ sub: 'host-1', id: 'g1', body: { code: 'code-1' } })),
    );
    expect(early).toEqual({
      status: 409,
      body: { message: CHECK_IN_MESSAGES.notYet('on Sat 5 Dec at 3:30 pm') },
    });
  });

  it('takes a code or a player, one of them', async () => {
    for (const [body, message] of [
      [{}, CHECK_IN_MESSAGES.codeRequired],
      [{ code: '' }, CHECK_IN_MESSAGES.codeRequired],
      [{ code: 'code-1', request_id: 'r1' }, CHECK_IN_MESSAGES.codeOrPlayer],
    ] as const) {
      const { status, body: answered } = answer(
        await handlers['post-check-in']!(event({ sub: 'host-1', id: 'g1', body })),
      );
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answered.errors, JSON.stringify(body)).toEqual([{ field: 'code', message }]);
    }
  });
});

describe('reads', () => {
  it("the player's requests come from byOwner, newest first, with the games in one batch read; no pass while pending", async () => {
    doc.on(QueryCommand).resolves({ Items: [requestItem({ game_pass: 'secret' })] });
    doc.on(BatchGetCommand).resolves({ Responses: { 'test-table': [gameItem()] } });
    const { status, body } = answer(await handlers['get-my-requests']!(event({})));
    expect(status).toBe(200);
    expect(doc.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'byOwner',
      ScanIndexForward: false,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
      ExpressionAttributeValues: { ':pk': 'PLAYER#player-1', ':sk': 'REQUEST#' },
    });
    expect(body.requests).toEqual([
      expect.objectContaining({
        id: 'r1',
        game_pass: null,
        game: {
          id: 'g1',
          title: 'Evening Football',
          location: 'Koramangala',
          game_datetime: '2099-12-05T13:00:00.000Z',
          sport: 'football',
          price: 0,
          cover_image: null,
          status: 'upcoming',
          latitude: null,
          longitude: null,
        },
      }),
    ]);
  });

  it("the host's list reads the game's partition and shows no pass; others get 404", async () => {
    withItems([gameItem()]);
    doc.on(QueryCommand).resolves({ Items: [requestItem({ status: 'confirmed', game_pass: 'secret' })] });
    // The page's players' show-up records: one BatchGet for the page, never one read per card.
    doc
      .on(BatchGetCommand)
      .resolves({ Responses: { 'test-table': [{ pk: 'USER#player-1', showed_up: 4, no_shows: 1, late_drops: 0 }] } });
    const { status, body } = answer(await handlers['get-join-requests']!(event({ sub: 'host-1', id: 'g1' })));
    expect(status).toBe(200);
    expect(doc.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect(doc.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['test-table']!.Keys).toEqual([
      { pk: 'USER#player-1', sk: 'SHOWUP' },
    ]);
    expect((body as { requests: { show_up: unknown }[] }).requests[0]!.show_up).toEqual({
      showed_up: 4,
      no_shows: 1,
      late_drops: 0,
    });
    expect(doc.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      ConsistentRead: true,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeValues: { ':pk': 'GAME#g1', ':sk': 'REQUEST#' },
    });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(answer(await handlers['get-join-requests']!(event({ sub: 'player-1', id: 'g1' })))).toEqual({
      status: 404,
      body: { message: REQUEST_MESSAGES.notYourGame },
    });
  });

  it('the bell: the latest 20 and an unread count from the caller’s partition; marking read never creates items', async () => {
    doc.on(QueryCommand).callsFake((input: { Select?: string }) =>
      input.Select === 'COUNT'
        ? { Count: 2 }
        : {
            Items: [
              {
                pk: 'USER#player-1',
                sk: 'NOTIF#2026-01-01T00:00:00.000Z#e1',
                user_id: 'player-1',
                title: 't',
                body: 'b',
                link: '/my-requests',
                is_read: false,
                created_at: '2026-01-01T00:00:00.000Z',
              },
            ],
          },
    );
    doc.on(UpdateCommand).resolves({});
    const { body } = answer(await handlers['get-notifications']!(event({})));
    expect(body).toEqual({
      unread: 2,
      notifications: [
        {
          id: '2026-01-01T00:00:00.000Z#e1',
          title: 't',
          body: 'b',
          link: '/my-requests',
          is_read: false,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(doc.commandCalls(QueryCommand).find((c) => !c.args[0].input.Select)!.args[0].input).toMatchObject({
      Limit: 20,
      ScanIndexForward: false,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeValues: { ':pk': 'USER#player-1', ':sk': 'NOTIF#' },
    });
    await handlers['post-notifications-read']!(event({ body: { ids: ['2026-01-01T00:00:00.000Z#e1', 'GAME#g1'] } }));
    const updates = doc.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates).toEqual([
      expect.objectContaining({
        Key: { pk: 'USER#player-1', sk: 'NOTIF#2026-01-01T00:00:00.000Z#e1' },
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ]);
  });
});

describe('send-join-notifications consumer', () => {
  it('is subscribed to exactly the events it handles', async () => {
    const { JOIN_NOTIFICATION_EVENTS } = await import('@functions/notifications/handlers/send-join-notifications');
    expect(subscribedEvents('send-join-notifications')).toEqual([...JOIN_NOTIFICATION_EVENTS].sort());
  });

  it('the same JoinRequested.v1 twice: one notification and one e-mail to the host, whose bell rings', async () => {
    fakeIdempotencyRecords(ddb);
    const published: { url: string; body: string; signed: boolean }[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const headers = new Headers(init?.headers as HeadersInit);
      published.push({
        url: String(url),
        body: String(init?.body),
        signed: (headers.get('authorization') ?? '').startsWith('AWS4-HMAC-SHA256 '),
      });
      return new Response(JSON.stringify({ successful: [{ identifier: 'x', index: 0 }], failed: [] }));
    });
    const done = new Set<string>();
    doc.on(PutCommand).callsFake((input: { Item: { pk: string; sk: string } }) => {
      const key = `${input.Item.pk}|${input.Item.sk}`;
      if (done.has(key)) throw conditionFailed();
      done.add(key);
      return {};
    });
    withItems([
      {
        pk: 'USER#host-1',
        sk: 'PROFILE',
        userId: 'host-1',
        name: 'Priya',
        email: 'priya@x.test',
        role: 'host',
        profileSetupCompleted: true,
        createdAt: '',
        updatedAt: '',
      },
    ]);
    ses.on(SendEmailCommand).resolves({});
    const delivery = {
      'detail-type': 'JoinRequested.v1',
      time: '2026-01-01T10:00:00Z',
      detail: {
        eventId: 'e-1',
        requestId: 'r1',
        gameId: 'g1',
        hostId: 'host-1',
        userId: 'player-1',
        title: 'Evening Football',
        playerName: 'Rahul',
      },
    };
    await handlers['send-join-notifications']!(delivery);
    await handlers['send-join-notifications']!(delivery);
    const notifications = doc
      .commandCalls(PutCommand)
      .filter((c) => String(c.args[0].input.Item!.pk).startsWith('USER#'));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.args[0].input).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: 'USER#host-1',
        sk: 'NOTIF#2026-01-01T10:00:00.000Z#e-1',
        title: 'New join request',
        link: '/game/g1/manage',
        is_read: false,
        expiresAt: expect.any(Number),
      },
    });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).toMatchObject({
      Destination: { ToAddresses: ['priya@x.test'] },
      Content: { Simple: { Subject: { Data: 'New join request for Evening Football' } } },
    });
    // Rung once, on the host's own channel, after the one notification was written; IAM-signed.
    fetchSpy.mockRestore();
    expect(published).toEqual([
      {
        url: LIVE_PUBLISH_URL,
        body: JSON.stringify({ channel: '/user/host-1', events: [JSON.stringify({ kind: 'bell' })] }),
        signed: true,
      },
    ]);
  });

  it('refuses an event it does not handle (so it lands in the dead-letter queue, not nowhere)', async () => {
    await expect(handlers['send-join-notifications']!({ 'detail-type': 'Other.v1', detail: {} })).rejects.toThrow(
      'unexpected event',
    );
  });
});
