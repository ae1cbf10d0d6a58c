import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { setLocalStackEnv } from '../support/local-handler-env';
import { ENV } from '@functions/platform/env-names';
import { TableIdempotencyStore } from '@functions/platform/dynamo/idempotency-store';
import { idempotentEffects } from '@functions/platform/idempotent-effects';
import { dynamoNotificationRepository } from '@functions/notifications/adapters/notification-repository';
import { clockWith, delivery, sleep } from '../support/lambda-context';
import { sendingThrough } from '../support/sending-through';

// Consumers are effective once per event against DynamoDB Local's real conditional writes: the
// join-notification consumer runs in this process on the stack's table (SES mocked, so a send can
// hang as one does when Lambda stops an invocation). A retry after a timeout sends what the
// timed-out invocation never sent; a duplicate after completion sends nothing; deliveries at once
// send one. The race's negative control drops the record's condition and must send more than one.
const ses = mockClient(SESv2Client);
const endpoint = inject('dynamoEndpoint');
const dynamo = () => new DynamoDBClient({ endpoint, region: LOCAL.region, credentials: localCredentials });
const db = DynamoDBDocumentClient.from(dynamo());
const RUN = randomUUID().slice(0, 8);
const HOST = `idem-host-${RUN}`;

let handler: typeof import('@functions/notifications/handlers/send-join-notifications')['handler'];
beforeAll(async () => {
  setLocalStackEnv(endpoint, {
    [ENV.appUrl]: 'https://app.test',
    [ENV.emailFrom]: LOCAL.emailFrom,
    // The notifier rings the bell on the stack's live-update stand-in after each notification.
    [ENV.realtimePublishUrl]: new URL(`${LOCAL.paths.realtime}/event`, inject('localStackUrl')).href,
  });
  await db.send(
    new PutCommand({
      TableName: LOCAL.tableName,
      Item: {
        pk: `USER#${HOST}`,
        sk: 'PROFILE',
        userId: HOST,
        name: 'Priya',
        email: `${HOST}@hosts.test`,
        role: 'host',
        profileSetupCompleted: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    }),
  );
  ({ handler } = await import('@functions/notifications/handlers/send-join-notifications'));
});

const joinRequested = (eventId: string) =>
  delivery('JoinRequested.v1', {
    eventId,
    requestId: `r-${eventId}`,
    gameId: `g-${eventId}`,
    hostId: HOST,
    userId: 'player-1',
    title: 'Evening Football',
    playerName: 'Rahul',
  });
const sends = (eventId: string) =>
  ses
    .commandCalls(SendEmailCommand)
    .filter((call) => JSON.stringify(call.args[0].input).includes(`/game/g-${eventId}/manage`));
const notices = async (eventId: string) =>
  (await dynamoNotificationRepository(db, LOCAL.tableName).latest(HOST, 50)).filter(
    (n) => n.link === `/game/g-${eventId}/manage`,
  );
/** The host's once-record of this event, where Powertools' hash of the effect's key puts it. */
const hostRecord = async (eventId: string) => {
  const hash = createHash('sha256')
    .update(JSON.stringify(`join-notify#${eventId}#${HOST}`))
    .digest('base64');
  const { Item } = await db.send(
    new GetCommand({ TableName: LOCAL.tableName, Key: { pk: `IDEMPOTENCY#effect#${hash}`, sk: 'RECORD' } }),
  );
  return Item;
};

describe('a consumer delivered again does its effect once', () => {
  it('a retry after an invocation timed out mid-send sends the e-mail the first never sent, once', async () => {
    const eventId = `timeout-${RUN}`;
    // The first send hangs: Lambda stops that invocation when its 500 ms are up.
    ses
      .on(SendEmailCommand)
      .callsFakeOnce(() => new Promise(() => undefined))
      .resolves({ MessageId: 'sent' });
    void handler(joinRequested(eventId), clockWith(500));
    await vi.waitFor(() => expect(sends(eventId)).toHaveLength(1), { interval: 10, timeout: 5_000 });
    expect(await hostRecord(eventId)).toMatchObject({
      status: 'INPROGRESS',
      in_progress_expiration: expect.any(Number),
    });

    // Redelivered while the first could still be running: left to it.
    await handler(joinRequested(eventId), clockWith(10_000));
    expect(sends(eventId)).toHaveLength(1);

    await sleep(600);
    await handler(joinRequested(eventId), clockWith(10_000));
    expect(sends(eventId)).toHaveLength(2);
    expect(await hostRecord(eventId)).toMatchObject({ status: 'COMPLETED' });
    // Later deliveries find it done.
    await handler(joinRequested(eventId), clockWith(10_000));
    expect(sends(eventId)).toHaveLength(2);
    expect(await notices(eventId)).toHaveLength(1);
  });

  it('a duplicate delivery after completion sends nothing more', async () => {
    const eventId = `dup-${RUN}`;
    ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
    await handler(joinRequested(eventId), clockWith(10_000));
    await handler(joinRequested(eventId), clockWith(10_000));
    expect(sends(eventId)).toHaveLength(1);
    expect(await notices(eventId)).toHaveLength(1);
    const record = await hostRecord(eventId);
    expect(record).toMatchObject({ status: 'COMPLETED' });
    // Kept (then expired by the table's TTL) long after any redelivery.
    expect(Number(record!.expiresAt)).toBeGreaterThan(Date.now() / 1000 + 14 * 24 * 3600);
  });

  it('ten deliveries at once send one e-mail', async () => {
    const eventId = `race-${RUN}`;
    ses.on(SendEmailCommand).callsFake(() => sleep(100).then(() => ({ MessageId: 'sent' })));
    await Promise.all(Array.from({ length: 10 }, () => handler(joinRequested(eventId), clockWith(10_000))));
    await handler(joinRequested(eventId), clockWith(10_000));
    expect(sends(eventId)).toHaveLength(1);
    expect(await notices(eventId)).toHaveLength(1);
  });
});

/** A client that drops the record's condition from every put: the naive variant. */
function withoutPutCondition(client: DynamoDBClient): DynamoDBClient {
  return sendingThrough(client, (command) => {
    if (command instanceof PutItemCommand) {
      delete command.input.ConditionExpression;
      delete command.input.ExpressionAttributeNames;
      delete command.input.ExpressionAttributeValues;
    }
  });
}

describe('the once-guard under a race', () => {
  const race = async (client: DynamoDBClient) => {
    const guard = idempotentEffects(new TableIdempotencyStore(client, LOCAL.tableName));
    const key = `race#${randomUUID()}`;
    let effects = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        guard.once(key, async () => {
          effects += 1;
          await sleep(100);
        }),
      ),
    );
    return effects;
  };

  it('ten at once: one effect', async () => {
    expect(await race(dynamo())).toBe(1);
  });

  it('negative control: without the put condition, more than one', async () => {
    expect(await race(withoutPutCondition(dynamo()))).toBeGreaterThan(1);
  });
});
