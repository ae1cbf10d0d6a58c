import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

// Where an async delivery lands when every retry failed, plus the alarm that makes someone
// look: a message here is an e-mail not sent or a payment not recorded.
export class DeadLetterQueue extends Construct {
  readonly queue: Queue;
  readonly alarm: Alarm;
  /** Whose failures land here (a manifest function's name). */
  readonly description: string;

  constructor(scope: Construct, id: string, props: { description: string }) {
    super(scope, id);
    this.description = props.description;
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The longest SQS allows: time to notice, fix and redrive.
      retentionPeriod: Duration.days(14),
    });
    this.alarm = new Alarm(this, 'Alarm', {
      alarmDescription: `Messages are waiting in the dead-letter queue of ${props.description}`,
      metric: this.queue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
