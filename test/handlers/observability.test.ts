import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { log, observed } from '@functions/platform/observability/observability';
import { FUNCTIONS } from '@infra/manifest';
import { invocationKind } from '@infra/observed-entry';
import { answerGetsFrom } from '../support/handler-world';
import { storedGame, storedRequest } from '../support/stored-items';
import { MAIL_ENV, setHandlerEnv } from '../support/handler-env';

// What every Lambda runs: the manifest handler wrapped as infra/bundle.ts and the local stack wrap
// it. Its log lines are Powertools JSON with the request and correlation ids; a join request
// writes one EMF line with the JoinRequests metric; the correlation id goes on into the event.
setHandlerEnv({ APP_URL: MAIL_ENV.APP_URL, POWERTOOLS_METRICS_NAMESPACE: 'Yaktiv/test' });
const doc = mockClient(DynamoDBDocumentClient);

type Handler = (event: unknown, context?: { awsRequestId?: string; functionName?: string }) => Promise<any>;
let joinHandler: Handler;
beforeAll(async () => {
  const spec = FUNCTIONS.find((fn) => fn.name === 'post-join-request')!;
  const mod = (await import(`../../${spec.entry}`)) as { handler: Handler };
  joinHandler = observed(invocationKind(spec), mod.handler);
});

let lines: string[];
beforeEach(() => {
  doc.reset();
  lines = [];
  // Powertools writes INFO and EMF to stdout, WARN and ERROR to stderr; Lambda keeps both.
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
  }
});
afterEach(() => vi.restoreAllMocks());

// Node's own warnings (the SDK's runtime notice) share stderr; log lines are the JSON ones.
const json = () => lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, any>);
const emf = () => json().filter((entry) => entry._aws?.CloudWatchMetrics);
const context = { awsRequestId: 'lambda-req-1', functionName: 'yaktiv-post-join-request' };

const game = storedGame();
const existing = storedRequest();
const withItems = (items: Record<string, unknown>[]) => answerGetsFrom(doc, items);

const joinEvent = (headers: Record<string, string> = {}) => ({
  rawPath: '/api/games/g1/join',
  headers,
  body: JSON.stringify({ answers: {}, contactInfo: { name: 'Rahul', email: 'rahul@x.test' } }),
  isBase64Encoded: false,
  pathParameters: { id: 'g1' },
  requestContext: {
    requestId: 'apigw-req-1',
    authorizer: { jwt: { claims: { sub: 'player-1', token_use: 'access' } } },
  },
});

describe('a join request through the observed handler', () => {
  it('writes one EMF line counting JoinRequests, with both ids, and answers with the correlation id', async () => {
    withItems([game]);
    doc.on(TransactWriteCommand).resolves({});
    const result = await joinHandler(joinEvent({ 'x-correlation-id': 'support-ticket-42' }), context);
    expect(result.statusCode).toBe(201);
    expect(result.headers['x-correlation-id']).toBe('support-ticket-42');

    const [line, ...more] = emf();
    expect(more).toHaveLength(0);
    expect(line!._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'Yaktiv/test', Dimensions: [['service']], Metrics: [{ Name: 'JoinRequests', Unit: 'Count' }] },
    ]);
    expect(line).toMatchObject({
      JoinRequests: 1,
      service: 'yaktiv',
      correlation_id: 'support-ticket-42',
      function_request_id: 'lambda-req-1',
    });

    // The event the request recorded carries the id on to its consumers.
    const outbox = doc
      .commandCalls(TransactWriteCommand)[0]!
      .args[0].input.TransactItems!.find((item) => item.Put?.Item?.type === 'outbox-event')!;
    expect(JSON.parse(outbox.Put!.Item!.detail)).toMatchObject({ correlationId: 'support-ticket-42' });
  });

  it('takes API Gateway’s request id when the caller sends none (or one that is not an id)', async () => {
    withItems([game]);
    doc.on(TransactWriteCommand).resolves({});
    const result = await joinHandler(joinEvent({ 'x-correlation-id': 'bad id\n{"level":"ERROR"}' }), context);
    expect(result.headers['x-correlation-id']).toBe('apigw-req-1');
    expect(emf()[0]).toMatchObject({ correlation_id: 'apigw-req-1' });
  });

  it('counts nothing when the request already existed (409)', async () => {
    withItems([game, existing]);
    const result = await joinHandler(joinEvent(), context);
    expect(result.statusCode).toBe(409);
    expect(emf()).toHaveLength(0);
  });

  it('logs an unhandled failure as one JSON line with the request and correlation ids, and answers 500', async () => {
    doc.on(GetCommand).rejects(new Error('DynamoDB is on fire'));
    const result = await joinHandler(joinEvent({ 'x-correlation-id': 'corr-7' }), context);
    expect(result.statusCode).toBe(500);
    const errors = json().filter((entry) => entry.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      message: 'unhandled',
      service: 'yaktiv',
      function_name: 'yaktiv-post-join-request',
      function_request_id: 'lambda-req-1',
      correlation_id: 'corr-7',
      path: '/api/games/g1/join',
      error: { name: 'Error', message: 'DynamoDB is on fire' },
    });
    expect(typeof errors[0]!.timestamp).toBe('string');
  });
});

describe('observed consumers and concurrent invocations', () => {
  it('an event consumer logs with the correlation id its event carries', async () => {
    const consumer = observed('event', async (_event: unknown) => log.info('handled'));
    await consumer(
      { id: 'evt-1', 'detail-type': 'JoinRequested.v1', detail: { eventId: 'e1', correlationId: 'support-ticket-42' } },
      { awsRequestId: 'lambda-req-2' },
    );
    expect(json()).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'handled',
        correlation_id: 'support-ticket-42',
        function_request_id: 'lambda-req-2',
      }),
    ]);
  });

  it('keeps each invocation’s ids apart when they overlap (one process serves many locally)', async () => {
    const slow = observed('event', async (event: { detail: { correlationId: string }; wait: number }) => {
      await new Promise((done) => setTimeout(done, event.wait));
      log.info('done', { expected: event.detail.correlationId });
    });
    await Promise.all([
      slow({ detail: { correlationId: 'first' }, wait: 30 }),
      slow({ detail: { correlationId: 'second' }, wait: 1 }),
    ]);
    const done = json().filter((entry) => entry.message === 'done');
    expect(done).toHaveLength(2);
    for (const entry of done) expect(entry.correlation_id).toBe(entry.expected);
  });
});
