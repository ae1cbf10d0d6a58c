import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { QUEUE_BATCH_SIZE, QUEUE_MAX_RECEIVES } from '../consumer-queues';

export interface ConsumerQueueProps {
  /** The function that works the queue. */
  consumer: IFunction;
  /** Its timeout: a message stays hidden while a copy may still be working on it. */
  consumerTimeout: Duration;
  /** Copies of the consumer at once (Lambda's minimum is 2). */
  maximumConcurrency: number;
  /** Where a message goes after QUEUE_MAX_RECEIVES failed deliveries (it keeps its alarm there). */
  deadLetterQueue: IQueue;
}

// A queue in front of one consumer, so a burst waits its turn instead of running as many copies
// as there are messages: SQS's event source mapping runs at most `maximumConcurrency` copies, each
// with a batch, and only the messages a copy reports as failed come back. Any producer may send
// to it (an EventBridge rule target, or a function fanning work out); the consumer's handler
// receives SQS batches (functions/platform/events/event-handler.ts reads both shapes).
export class ConsumerQueue extends Construct {
  readonly queue: Queue;

  constructor(scope: Construct, id: string, props: ConsumerQueueProps) {
    super(scope, id);
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's advice for Lambda consumers: six times the function's timeout, so a batch that is
      // still being worked on (or retried within Lambda) is not handed to a second copy.
      visibilityTimeout: Duration.seconds(props.consumerTimeout.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: props.deadLetterQueue, maxReceiveCount: QUEUE_MAX_RECEIVES },
    });
    props.consumer.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: QUEUE_BATCH_SIZE,
        maxBatchingWindow: Duration.seconds(1),
        maxConcurrency: props.maximumConcurrency,
        reportBatchItemFailures: true,
      }),
    );
  }
}
