import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { gameCreatedV1, joinRequestedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { idempotentEffects } from '@functions/platform/idempotent-effects';
import { TableIdempotencyStore } from '@functions/platform/dynamo/idempotency-store';
import { fakeIdempotencyRecords } from '../support/idempotency-records';
import { clockWith, delivery, sleep } from '../support/lambda-context';

// The event consumers' one wrapper: it parses each detail-type with its shared schema, dispatches,
// and makes a per-event effect happen once with Powertools' records (here behind a mocked
// DynamoDB that refuses puts as the records' condition does).
const ddb = mockClient(DynamoDBClient);
let records: ReturnType<typeof fakeIdempotencyRecords>;
beforeEach(() => {
  ddb.reset();
  records = fakeIdempotencyRecords(ddb);
});

const guard = idempotentEffects(new TableIdempotencyStore(new DynamoDBClient({ region: 'ap-south-1' }), 'test-table'));
const created = (eventId: string) =>
  delivery('GameCreated.v1', {
    eventId,
    gameId: `g-${eventId}`,
    hostId: 'h1',
    title: 'Evening Football',
    sport: 'football',
    game_datetime: '2026-12-01T13:00:00.000Z',
    location: 'Koramangala',
  });
/** A consumer that needs no once-record: its effects are safe to replay. */
const replaySafe = (routes: Parameters<typeof eventHandler>[0]['routes']) =>
  eventHandler({ name: 'test-consumer', once: 'replay-safe', routes });

/** A consumer whose effect is `effect`, run once per event by the wrapper. */
const perEvent = (effect: (gameId: string) => Promise<unknown>) =>
  eventHandler({
    name: 'test-consumer',
    once: 'per-event',
    guard: () => guard,
    routes: { 'GameCreated.v1': on(gameCreatedV1, (e) => effect(e.gameId)) },
  });

describe('eventHandler: parse and dispatch', () => {
  it('hands the effect the parsed detail and the delivery (event id, envelope time as ISO)', async () => {
    const effect = vi.fn(async () => undefined);
    const handler = replaySafe({ 'GameCreated.v1': on(gameCreatedV1, effect) });
    await handler({ ...created('e1'), detail: { ...created('e1').detail, extra: 'dropped' } });
    expect(effect).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'e1', gameId: 'g-e1' }), {
      eventId: 'e1',
      time: '2026-11-20T10:00:00.000Z',
    });
    expect(handler.detailTypes).toEqual(['GameCreated.v1']);
  });

  it('refuses a detail-type it does not handle and a detail its schema rejects (so they reach the DLQ)', async () => {
    const effect = vi.fn(async () => undefined);
    const handler = replaySafe({ 'JoinRequested.v1': on(joinRequestedV1, effect) });
    await expect(handler({ 'detail-type': 'Other.v1', detail: {} })).rejects.toThrow(
      'test-consumer: unexpected event Other.v1',
    );
    await expect(
      handler({ 'detail-type': 'JoinRequested.v1', detail: { eventId: 'e1', gameId: 'g1' } }),
    ).rejects.toThrow();
    expect(effect).not.toHaveBeenCalled();
  });

  it('keeps no record for a replay-safe or per-recipient consumer', async () => {
    for (const once of ['replay-safe', 'per-recipient'] as const) {
      const handler = eventHandler({ name: 'x', once, routes: { 'GameCreated.v1': on(gameCreatedV1, async () => 1) } });
      await handler(created('e1'));
    }
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('eventHandler: once per event (Powertools records in the table)', () => {
  it('a duplicate delivery after completion does not repeat the effect', async () => {
    const effect = vi.fn(async () => undefined);
    const handler = perEvent(effect);
    await handler(created('e1'), clockWith(10_000));
    await handler(created('e1'), clockWith(10_000));
    expect(effect).toHaveBeenCalledTimes(1);
    expect([...records.values()]).toEqual([expect.objectContaining({ status: 'COMPLETED' })]);
  });

  it('a retry after the invocation timed out mid-effect does the effect, exactly once', async () => {
    let done = 0;
    const effect = vi
      .fn<(gameId: string) => Promise<void>>()
      // The first run never finishes: Lambda stops it when its 100 ms are up.
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockImplementation(async () => {
        done += 1;
      });
    const handler = perEvent(effect);
    void handler(created('e1'), clockWith(100));
    await vi.waitFor(() => expect(effect).toHaveBeenCalledTimes(1), { interval: 5 });
    // While the first could still be running, a redelivery leaves the effect to it.
    await handler(created('e1'), clockWith(10_000));
    expect(effect).toHaveBeenCalledTimes(1);
    await sleep(150);
    await handler(created('e1'), clockWith(10_000));
    await handler(created('e1'), clockWith(10_000));
    expect(effect).toHaveBeenCalledTimes(2);
    expect(done).toBe(1);
  });

  it('an effect that throws releases its record, so the retry does it', async () => {
    const effect = vi
      .fn<(gameId: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('SES throttled'))
      .mockResolvedValue(undefined);
    const handler = perEvent(effect);
    await expect(handler(created('e1'), clockWith(10_000))).rejects.toThrow('SES throttled');
    expect(records.size).toBe(0);
    await handler(created('e1'), clockWith(10_000));
    expect(effect).toHaveBeenCalledTimes(2);
  });

  it('two deliveries at once give one effect', async () => {
    const effect = vi.fn(() => sleep(30));
    const handler = perEvent(effect);
    await Promise.all([handler(created('e1'), clockWith(10_000)), handler(created('e1'), clockWith(10_000))]);
    await handler(created('e1'), clockWith(10_000));
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it('each record is its own partition, in progress until the invocation could no longer run, kept 15 days', async () => {
    const handler = perEvent(async () => undefined);
    const before = Date.now();
    for (let i = 0; i < 50; i++) await handler(created(`e${i}`), clockWith(30_000));
    const puts = ddb.commandCalls(PutItemCommand).map((call) => call.args[0].input.Item!);
    expect(new Set(puts.map((item) => item.pk!.S)).size).toBe(50);
    for (const item of puts) {
      expect(item.pk!.S).toMatch(/^IDEMPOTENCY#effect#[A-Za-z0-9+/]{43}=$/);
      expect(item.sk).toEqual({ S: 'RECORD' });
      expect(item.status).toEqual({ S: 'INPROGRESS' });
      const inProgressUntil = Number(item.in_progress_expiration!.N);
      expect(inProgressUntil).toBeGreaterThanOrEqual(before + 30_000);
      expect(inProgressUntil).toBeLessThanOrEqual(Date.now() + 30_000);
      const expiresAt = Number(item.expiresAt!.N);
      expect(Math.abs(expiresAt - (before / 1000 + 15 * 24 * 3600))).toBeLessThan(60);
    }
  });
});
