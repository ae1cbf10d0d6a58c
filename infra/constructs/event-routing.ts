import { Duration, Stack } from 'aws-cdk-lib';
import { ENV } from '../manifest';
import { EventBus, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction, SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { EVENT_SOURCE } from '@shared/events';
import { queuedConcurrency } from '../consumer-queues';
import { ConsumerQueue } from './consumer-queue';
import type { ManifestFunction } from './manifest-function';

// EventBridge retries a failed delivery this often, for this long, before the DLQ. Lambda
// itself retries a failing handler twice more before the function's DLQ (the same queue).
const TARGET_RETRY = { retryAttempts: 8, maxEventAge: Duration.hours(6) };

// The domain-event bus and, for each consumer in the manifest, the rule that feeds it.
export class EventRouting extends Construct {
  readonly bus: EventBus;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', { eventBusName: `yaktiv-${props.stage}` });
  }

  /** Adds the function's event rule and schedule, whichever the manifest declares. */
  route(fn: ManifestFunction) {
    const { spec } = fn;
    const deadLetterQueue = fn.deadLetters?.queue;
    if (!deadLetterQueue) {
      throw new Error(`${spec.name} is an async target without a dead-letter queue`);
    }
    const target = () => new LambdaFunction(fn.fn, { deadLetterQueue, ...TARGET_RETRY });
    if (spec.events) {
      // A sender's events wait in its queue and are worked at a bounded pace (infra/consumer-queues.ts).
      const concurrency = queuedConcurrency(spec);
      const queue =
        concurrency === undefined
          ? undefined
          : new ConsumerQueue(fn, 'Events', {
              consumer: fn.fn,
              consumerTimeout: fn.fn.timeout ?? Duration.seconds(3),
              maximumConcurrency: concurrency,
              deadLetterQueue,
            }).queue;
      if (spec.fansOut) {
        if (!queue) throw new Error(`${spec.name} fans out but reads no queue (eventQueue)`);
        // Its per-request work goes back into its own queue: same pace, same dead letters and alarm.
        queue.grantSendMessages(fn.fn);
        fn.fn.addEnvironment(ENV.workQueueUrls, Stack.of(fn).toJsonString({ [spec.name]: queue.queueUrl }));
      }
      const eventTarget = queue ? new SqsQueue(queue, { deadLetterQueue, ...TARGET_RETRY }) : target();
      new Rule(fn, 'EventRule', {
        eventBus: this.bus,
        description: `${spec.name}: ${spec.events.detailType.join(', ')}`,
        eventPattern: { source: [EVENT_SOURCE], detailType: spec.events.detailType },
        targets: [eventTarget],
      });
    }
    if (spec.schedule) {
      // Schedules only fire on the default bus.
      new Rule(fn, 'ScheduleRule', {
        description: `${spec.name}: ${spec.schedule}`,
        schedule: Schedule.expression(spec.schedule),
        targets: [target()],
      });
    }
  }
}
