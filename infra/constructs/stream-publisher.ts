import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { OUTBOX_ITEM_TYPE } from '@functions/platform/dynamo/outbox';
import { DeadLetterQueue } from './dead-letter-queue';
import type { ManifestFunction } from './manifest-function';

// Feeds the outbox items of the table stream to the publisher. Only inserts of
// outbox items are delivered, so the function isn't woken by every profile update.
export class StreamPublisher extends Construct {
  readonly deadLetters: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: { table: ITable; fn: ManifestFunction }) {
    super(scope, id);
    this.deadLetters = new DeadLetterQueue(this, 'DeadLetters', {
      description: `${props.fn.spec.name} (table stream)`,
    });
    Validations.of(this.deadLetters.queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the on-failure destination of the stream mapping; a DLQ of a DLQ would only move the problem.',
    });
    props.fn.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        bisectBatchOnError: true,
        retryAttempts: 5,
        reportBatchItemFailures: true,
        // The stream keeps 24 h; give up well before records vanish unseen.
        maxRecordAge: Duration.hours(12),
        onFailure: new SqsDlq(this.deadLetters.queue),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { type: { S: FilterRule.isEqual(OUTBOX_ITEM_TYPE) } } },
          }),
        ],
      }),
    );
  }
}
