import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it, vi } from 'vitest';
import { gameCreatedV1 } from '@shared/events';
import { queuedConcurrency, SENDER_CONCURRENCY } from '@infra/consumer-queues';
import { FUNCTIONS } from '@infra/manifest';
import { eventBridgeScheduler } from '@functions/platform/aws/one-time-scheduler';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { SCHEDULE_TARGETS } from '@functions/platform/schedule-targets';
import { delivery } from '../support/lambda-context';

// Launch-day consumers: senders read their events from a queue at a bounded pace, and reminders
// fire within a window instead of all in the same second.

describe('which consumers are queued', () => {
  it('queues every event consumer that sends e-mail or SMS, at the senders’ pace; not the others', () => {
    const senders = FUNCTIONS.filter((fn) => fn.events && (fn.sendsEmail || fn.sendsSms));
    expect(senders.map((fn) => fn.name)).toEqual(expect.arrayContaining(['send-join-notifications']));
    for (const fn of senders) expect(queuedConcurrency(fn), fn.name).toBe(SENDER_CONCURRENCY);
    const others = FUNCTIONS.filter((fn) => !senders.includes(fn) && !fn.eventQueue);
    for (const fn of others) expect(queuedConcurrency(fn), fn.name).toBeUndefined();
    // Lambda's SQS event source runs at least two copies.
    expect(SENDER_CONCURRENCY).toBeGreaterThanOrEqual(2);
  });

  it('lets a manifest entry ask for a queue of its own size', () => {
    const spec = {
      ...FUNCTIONS.find((fn) => fn.name === 'update-search-index')!,
      eventQueue: { maximumConcurrency: 7 },
    };
    expect(queuedConcurrency(spec)).toBe(7);
  });
});

describe('an event consumer fed by a queue', () => {
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

  it('handles each record of the batch in turn and hands back only the failed ones', async () => {
    const seen: string[] = [];
    const handler = eventHandler({
      name: 'test-consumer',
      once: 'replay-safe',
      routes: {
        'GameCreated.v1': on(gameCreatedV1, async (event) => {
          if (event.eventId === 'bad') throw new Error('SES throttled');
          seen.push(event.eventId);
        }),
      },
    });
    const answer = await handler({
      Records: ['a', 'bad', 'c'].map((id) => ({ messageId: `m-${id}`, body: JSON.stringify(created(id)) })),
    });
    expect(seen).toEqual(['a', 'c']);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-bad' }] });
  });

  it('still takes one EventBridge event directly (a redrive invokes it so)', async () => {
    const effect = vi.fn(async () => undefined);
    const handler = eventHandler({
      name: 'test-consumer',
      once: 'replay-safe',
      routes: { 'GameCreated.v1': on(gameCreatedV1, effect) },
    });
    await handler(created('e1'));
    expect(effect).toHaveBeenCalledTimes(1);
  });
});

describe('one-time schedules', () => {
  const scheduler = mockClient(SchedulerClient);
  const schedule = eventBridgeScheduler(
    {
      groupName: 'yaktiv-dev',
      roleArn: 'arn:aws:iam::123456789012:role/scheduler',
      targets: {
        [SCHEDULE_TARGETS.reminder]: 'arn:aws:lambda:ap-south-1:123456789012:function:send-reminder',
        [SCHEDULE_TARGETS.gameStatus]: 'arn:aws:lambda:ap-south-1:123456789012:function:advance-game-status',
      },
    },
    scheduler as unknown as SchedulerClient,
  );

  it('let reminders fire within five minutes, and status moves exactly on time', async () => {
    scheduler.reset();
    scheduler.on(CreateScheduleCommand).resolves({});
    const at = new Date('2026-12-01T12:00:00.000Z');
    await schedule.upsert('reminder-g1', at, SCHEDULE_TARGETS.reminder, {});
    await schedule.upsert('status-g1', at, SCHEDULE_TARGETS.gameStatus, {});
    const [reminder, status] = scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input);
    expect(reminder?.FlexibleTimeWindow).toEqual({ Mode: 'FLEXIBLE', MaximumWindowInMinutes: 5 });
    expect(status?.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
  });
});
