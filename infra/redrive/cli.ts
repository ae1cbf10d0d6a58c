import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteMessageCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { eventBridgeBus } from '@functions/platform/aws/event-bus';
import { OUTBOX_ITEM_TYPE } from '@functions/platform/dynamo/outbox';
import { createPublisher } from '@functions/platform/handlers/publish-events';
import { redrive, type RedrivePorts, type RedriveTarget } from './redrive';
import { redriveLocal } from './local';
import { APP_REGION } from '../regions';

// `npm run redrive -- [<name>] [--stage prod] [--max 500]` with the operator's AWS credentials
// and region (AWS_PROFILE / AWS_REGION). Without a name: every dead-letter queue and its depth.
// Names and queues come from the stack's DeadLetterQueues output (infra/stack.ts).
// `npm run redrive -- [<function>] --local [--url http://localhost:3000]`: the same for the local
// stack (npm start), whose dead letters are listed at /dev/dead-letters.

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const name = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const stage = flag('stage') ?? process.env.YAKTIV_STAGE ?? 'dev';
const max = Number(flag('max') ?? 1000);
const stackName = `yaktiv-${stage}`;

const sqs = new SQSClient({ region: APP_REGION });
const lambda = new LambdaClient({ region: APP_REGION });
const dynamo = new DynamoDBClient({ region: APP_REGION });
const streams = new DynamoDBStreamsClient({ region: APP_REGION });

async function stackOutputs(): Promise<Record<string, string>> {
  const { Stacks } = await new CloudFormationClient({ region: APP_REGION }).send(
    new DescribeStacksCommand({ StackName: stackName }),
  );
  return Object.fromEntries((Stacks?.[0]?.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? '']));
}

/** The same code the publisher Lambda runs, fed the records read back from the stream. */
async function publishRecords(records: _Record[], busName: string) {
  const { batchItemFailures } = await createPublisher(() =>
    eventBridgeBus(busName, new EventBridgeClient({ region: APP_REGION })),
  )({
    Records: records,
  } as unknown as DynamoDBStreamEvent);
  if (batchItemFailures.length) throw new Error(`the bus refused ${batchItemFailures.length} event(s)`);
}

function ports(tableName: string): RedrivePorts {
  return {
    async receive(queueUrl) {
      // Five minutes to redeliver before a message shows up again (and is retried by a later run).
      const { Messages } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 1,
          VisibilityTimeout: 300,
        }),
      );
      return (Messages ?? []).map((m) => ({ receiptHandle: m.ReceiptHandle!, body: m.Body ?? '' }));
    },
    async remove(queueUrl, receiptHandle) {
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: receiptHandle }));
    },
    async invokeAsync(functionName, payload) {
      const { StatusCode, FunctionError } = await lambda.send(
        new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: Buffer.from(payload) }),
      );
      if (StatusCode !== 202 || FunctionError)
        throw new Error(`Lambda answered ${StatusCode} ${FunctionError ?? ''}`.trim());
    },
    async republishFromStream(batch, busName) {
      try {
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: batch.streamArn,
            ShardId: batch.shardId,
            ShardIteratorType: 'AT_SEQUENCE_NUMBER',
            SequenceNumber: batch.startSequenceNumber,
          }),
        );
        let iterator = ShardIterator;
        const end = BigInt(batch.endSequenceNumber);
        while (iterator) {
          const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
          const records = (page.Records ?? []).filter((r) => BigInt(r.dynamodb?.SequenceNumber ?? '0') <= end);
          if (records.length) await publishRecords(records, busName);
          const past = (page.Records ?? []).some((r) => BigInt(r.dynamodb?.SequenceNumber ?? '0') >= end);
          if (past || !page.Records?.length) break;
          iterator = page.NextShardIterator;
        }
        return 'published';
      } catch (error) {
        if (
          (error as Error).name === 'TrimmedDataAccessException' ||
          (error as Error).name === 'ResourceNotFoundException'
        )
          return 'trimmed';
        throw error;
      }
    },
    async republishFromOutbox(from, to, busName) {
      // An operator's one-off (never a request path): a filtered Scan over the table's outbox items.
      let count = 0;
      let start: Record<string, AttributeValue> | undefined;
      do {
        const page = await dynamo.send(
          new ScanCommand({
            TableName: tableName,
            FilterExpression: '#type = :outbox AND occurredAt BETWEEN :from AND :to',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: {
              ':outbox': { S: OUTBOX_ITEM_TYPE },
              ':from': { S: from.toISOString() },
              ':to': { S: to.toISOString() },
            },
            ExclusiveStartKey: start,
          }),
        );
        const records = (page.Items ?? []).map((item) => ({
          eventName: 'INSERT',
          dynamodb: { NewImage: item, SequenceNumber: item.eventId?.S },
        }));
        if (records.length) await publishRecords(records as _Record[], busName);
        count += records.length;
        start = page.LastEvaluatedKey;
      } while (start);
      return count;
    },
  };
}

async function main() {
  if (args.includes('--local')) {
    const base = flag('url') ?? `http://localhost:${process.env.PORT ?? 3000}`;
    console.log(`${name ?? 'every function'}: ${await redriveLocal(base, name)} dead letter(s) sent again to ${base}`);
    return;
  }
  const outputs = await stackOutputs();
  const queues = JSON.parse(outputs.DeadLetterQueues ?? '{}') as Record<string, RedriveTarget>;
  if (!name) {
    console.log(`Dead-letter queues of ${stackName} (messages waiting):`);
    for (const [queueName, queue] of Object.entries(queues)) {
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queue.queueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }),
      );
      console.log(`  ${queueName.padEnd(32)} ${Attributes?.ApproximateNumberOfMessages ?? '?'}`);
    }
    console.log(`Redrive one: npm run redrive -- <name>${stage === 'dev' ? '' : ` --stage ${stage}`}`);
    return;
  }
  const target = queues[name];
  if (!target)
    throw new Error(`No dead-letter queue named ${name} in ${stackName}; known: ${Object.keys(queues).join(', ')}`);
  const report = await redrive(target, ports(outputs.TableName ?? ''), { max });
  console.log(
    `${name}: ${report.moved} redriven${report.fromOutbox ? ` (${report.fromOutbox} batch(es) re-read from the outbox items)` : ''}, ${report.failed.length} failed`,
  );
  for (const failure of report.failed) console.log(`  failed: ${failure.error} — ${failure.body}`);
  if (report.failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
