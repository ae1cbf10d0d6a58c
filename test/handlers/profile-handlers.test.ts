import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient, GetItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  ScanCommand as DocScanCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { HttpEvent } from '@functions/platform/http/http';
import { setHandlerEnv } from '../support/handler-env';

// Handlers against a mocked DynamoDB: parsing, identity from claims, error mapping, and the
// exact writes they make (profile and outbox event in one transaction, never a Scan).
setHandlerEnv();
const ddb = mockClient(DynamoDBClient);
const doc = mockClient(DynamoDBDocumentClient);

let getMe: (e: HttpEvent) => Promise<any>;
let putMe: (e: HttpEvent) => Promise<any>;
let health: (e: HttpEvent) => Promise<any>;
beforeAll(async () => {
  getMe = (await import('@functions/accounts/handlers/get-me')).handler as any;
  putMe = (await import('@functions/accounts/handlers/put-me')).handler as any;
  health = (await import('@functions/platform/handlers/get-health')).handler as any;
});
beforeEach(() => {
  ddb.reset();
  doc.reset();
});

const event = (over: { body?: string; sub?: string | null } = {}): HttpEvent =>
  ({
    rawPath: '/api/me',
    headers: {},
    body: over.body,
    isBase64Encoded: false,
    requestContext:
      over.sub === null ? {} : { authorizer: { jwt: { claims: { sub: over.sub ?? 'user-1', token_use: 'access' } } } },
  }) as unknown as HttpEvent;

// The repository sends lib-dynamodb commands (plain objects) through the same client.
const storedProfile = {
  pk: 'USER#user-1',
  sk: 'PROFILE',
  type: 'profile',
  userId: 'user-1',
  name: 'Priya',
  email: 'priya@example.com',
  role: 'host',
  profileSetupCompleted: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const noScan = () => {
  expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
  expect(doc.commandCalls(DocScanCommand)).toHaveLength(0);
};

describe('get-me', () => {
  it('returns the profile of the token subject', async () => {
    doc.on(GetCommand).resolves({ Item: storedProfile });
    const result = await getMe(event());
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ id: 'user-1', name: 'Priya', role: 'host', phone: null });
    const key = doc.commandCalls(GetCommand)[0]!.args[0].input.Key;
    expect(key).toEqual({ pk: 'USER#user-1', sk: 'PROFILE' });
    noScan();
  });

  it('answers 404 when the user has no profile yet', async () => {
    doc.on(GetCommand).resolves({});
    const result = await getMe(event());
    expect(result.statusCode).toBe(404);
    expect(JSON.parse(result.body).message).toBe('Profile not found');
  });

  it("answers 401 'Not authenticated' without verified claims", async () => {
    const result = await getMe(event({ sub: null }));
    expect(result.statusCode).toBe(401);
    expect(JSON.parse(result.body).message).toBe('Not authenticated');
  });

  it('answers 500 without leaking details when the table fails', async () => {
    doc.on(GetCommand).rejects(new Error('boom: internal detail'));
    const result = await getMe(event());
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('internal detail');
  });
});

describe('put-me', () => {
  it('writes the profile and a ProfileUpdated.v1 outbox item in one transaction', async () => {
    doc.on(GetCommand).resolves({ Item: storedProfile });
    doc.on(TransactWriteCommand).resolves({});
    const result = await putMe(event({ body: JSON.stringify({ name: 'Priya S', phone: '98765 43210' }) }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({
      name: 'Priya S',
      phone: '98765 43210',
      email: 'priya@example.com',
    });
    const items = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(2);
    expect(items[0]!.Put!.Item!.pk).toBe('USER#user-1');
    expect(items[1]!.Put!.Item!.type).toBe('outbox-event');
    expect(items[1]!.Put!.Item!.detailType).toBe('ProfileUpdated.v1');
    expect(JSON.parse(items[1]!.Put!.Item!.detail)).toMatchObject({ userId: 'user-1', changed: ['name', 'phone'] });
    expect(items[1]!.Put!.ConditionExpression).toContain('attribute_not_exists');
    noScan();
  });

  it('refuses a first save without a name, with the field', async () => {
    doc.on(GetCommand).resolves({});
    const result = await putMe(event({ body: JSON.stringify({ role: 'host' }) }));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({ field: 'name', message: 'Display name is required' });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([
    [{ instagram: 'bad handle!' }, 'instagram', 'Please enter a valid Instagram handle'],
    [{ role: 'admin' }, 'role', 'Role must be player or host'],
    [{ name: '   ' }, 'name', 'Display name is required'],
    [{ sub: 'other' }, 'sub', 'Unknown field: sub'],
  ])('answers 400 for %j', async (body, field, message) => {
    const result = await putMe(event({ body: JSON.stringify(body) }));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({ field, message });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('get-health', () => {
  it('is ok when the table answers', async () => {
    ddb.on(GetItemCommand).resolves({});
    const result = await health(event({ sub: null }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ status: 'ok', table: 'reachable' });
  });
  it('is degraded (503) when it does not', async () => {
    ddb.on(GetItemCommand).rejects(new Error('ResourceNotFoundException'));
    const result = await health(event({ sub: null }));
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body)).toMatchObject({ status: 'degraded', table: 'unreachable' });
  });
});
