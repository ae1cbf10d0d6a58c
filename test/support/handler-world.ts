import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type AwsStub, mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient, ScanCommand, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand as DocScanCommand } from '@aws-sdk/lib-dynamodb';
import type { HttpEvent } from '@functions/platform/http/http';
import { manifestHandler } from './manifest-handler';

// The handler suites all stand on the same ground: DynamoDB mocked at both client layers, fresh
// for every test, and a check after each test that nothing scanned the table. Keeping it in one
// place means a suite cannot forget the no-Scan check or reset one mock and not the other.

export type Handler = (e: any) => Promise<any>;

/**
 * Mocks DynamoDB (raw and document clients) for the calling suite, resets them and any `also`
 * mocks before each test, and fails a test that sent a Scan. Call it at a suite's top level.
 */
export function mockedDynamo(also: { reset(): unknown }[] = []) {
  const ddb = mockClient(DynamoDBClient);
  const doc = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    ddb.reset();
    doc.reset();
    for (const mock of also) mock.reset();
  });
  afterEach(() => {
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
    expect(doc.commandCalls(DocScanCommand)).toHaveLength(0);
  });
  /** GetCommand answers by key from the given items. */
  const withItems = (items: Record<string, unknown>[]) => answerGetsFrom(doc, items);
  return { ddb, doc, withItems };
}

/** Makes a mocked document client answer GetCommand by key from the given items. */
export const answerGetsFrom = (doc: AwsStub<any, any, any>, items: Record<string, unknown>[]) =>
  doc.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({
    Item: items.find((i) => i.pk === input.Key.pk && i.sk === input.Key.sk),
  }));

/**
 * The handlers a suite calls, loaded once before its tests: manifest functions by name, and any
 * others (consumers that are not HTTP routes) by their own loader.
 */
export function manifestHandlers(
  names: readonly string[],
  others: Record<string, () => Promise<{ handler: unknown }>> = {},
): Record<string, Handler> {
  const handlers: Record<string, Handler> = {};
  beforeAll(async () => {
    for (const name of names) handlers[name] = await manifestHandler(name);
    for (const [name, load] of Object.entries(others)) handlers[name] = (await load()).handler as Handler;
  });
  return handlers;
}

export type EventParts = {
  body?: unknown;
  sub?: string | null;
  id?: string;
  userId?: string;
  query?: Record<string, string>;
};

/**
 * An API Gateway event builder for one route: a JSON body, path ids, query, and an access token's
 * subject (`defaultSub` unless given; `null` sends no authorizer at all).
 */
export const httpEventFor =
  (rawPath: string, defaultSub: string) =>
  (over: EventParts = {}): HttpEvent => {
    const path = { ...(over.id ? { id: over.id } : {}), ...(over.userId ? { userId: over.userId } : {}) };
    return {
      rawPath,
      headers: {},
      body: over.body === undefined ? undefined : JSON.stringify(over.body),
      isBase64Encoded: false,
      pathParameters: Object.keys(path).length > 0 ? path : undefined,
      queryStringParameters: over.query,
      requestContext:
        over.sub === null
          ? {}
          : { authorizer: { jwt: { claims: { sub: over.sub ?? defaultSub, token_use: 'access' } } } },
    } as unknown as HttpEvent;
  };

/** A handler's result as status and parsed body. */
export const answer = (result: any) => ({ status: result.statusCode, body: JSON.parse(result.body) });

/** The error DynamoDB raises when a transaction's conditions fail, one code per item. */
export const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
