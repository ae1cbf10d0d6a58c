// Moving dead letters back (docs/runbook.md). Two kinds of dead-letter queue exist:
// - `invoke`: an async target's queue (EventBridge rule, schedule, S3 notification, and Lambda's
//   own async retries). Each message's body is the event the function failed on; it goes back
//   to the same function as an asynchronous invocation. Every consumer is idempotent per event
//   (decision 004), so a redelivery after a partial success does no harm.
// - `stream`: the table-stream publisher's on-failure queue. Its messages only describe the
//   batch (shard, sequence numbers, arrival times); the events are re-read from the stream while
//   it still holds them (24 h), else from the outbox items of that time window, which the table
//   keeps 15 days (functions/platform/dynamo/outbox.ts) — longer than SQS keeps a dead letter.
// A message is deleted only once its redelivery was accepted.

export interface RedriveTarget {
  queueUrl: string;
  /** invoke: the function's name; stream: the event bus's name. */
  target: string;
  kind: 'invoke' | 'stream';
}

export interface DeadLetter {
  receiptHandle: string;
  body: string;
}

/** The batch Lambda gave up on, as the stream mapping's on-failure record describes it. */
export interface StreamBatchInfo {
  shardId: string;
  startSequenceNumber: string;
  endSequenceNumber: string;
  approximateArrivalOfFirstRecord: string;
  approximateArrivalOfLastRecord: string;
  streamArn: string;
}

export interface RedrivePorts {
  receive(queueUrl: string): Promise<DeadLetter[]>;
  remove(queueUrl: string, receiptHandle: string): Promise<void>;
  /** Asynchronous invocation; throws when Lambda did not accept it. */
  invokeAsync(functionName: string, payload: string): Promise<void>;
  /** Re-publishes the outbox events of the batch from the stream; false when the stream no longer has them. */
  republishFromStream(batch: StreamBatchInfo, busName: string): Promise<'published' | 'trimmed'>;
  /** Re-publishes the outbox events recorded in [from, to]; the count. Throws when the bus refused any. */
  republishFromOutbox(from: Date, to: Date, busName: string): Promise<number>;
}

export interface RedriveReport {
  moved: number;
  failed: { body: string; error: string }[];
  /** Stream batches that came back from the outbox items because the stream had moved on. */
  fromOutbox: number;
}

/** Clock skew and batching margin around a stream batch's arrival times. */
const WINDOW_MARGIN_MS = 60_000;

function streamBatchOf(body: string): StreamBatchInfo {
  const parsed = JSON.parse(body) as { DDBStreamBatchInfo?: StreamBatchInfo };
  if (!parsed.DDBStreamBatchInfo?.shardId)
    throw new Error('not a DynamoDB stream failure record (no DDBStreamBatchInfo)');
  return parsed.DDBStreamBatchInfo;
}

async function redeliver(
  target: RedriveTarget,
  body: string,
  ports: RedrivePorts,
): Promise<'invoked' | 'stream' | 'outbox'> {
  if (target.kind === 'invoke') {
    await ports.invokeAsync(target.target, body);
    return 'invoked';
  }
  const batch = streamBatchOf(body);
  if ((await ports.republishFromStream(batch, target.target)) === 'published') return 'stream';
  const from = new Date(new Date(batch.approximateArrivalOfFirstRecord).getTime() - WINDOW_MARGIN_MS);
  const to = new Date(new Date(batch.approximateArrivalOfLastRecord).getTime() + WINDOW_MARGIN_MS);
  await ports.republishFromOutbox(from, to, target.target);
  return 'outbox';
}

/** Drains up to `max` messages; one that fails stays in the queue (visible again after its timeout). */
export async function redrive(
  target: RedriveTarget,
  ports: RedrivePorts,
  options: { max?: number } = {},
): Promise<RedriveReport> {
  const max = options.max ?? 1000;
  const report: RedriveReport = { moved: 0, failed: [], fromOutbox: 0 };
  while (report.moved + report.failed.length < max) {
    const batch = await ports.receive(target.queueUrl);
    if (batch.length === 0) break;
    for (const message of batch.slice(0, max - report.moved - report.failed.length)) {
      try {
        const how = await redeliver(target, message.body, ports);
        await ports.remove(target.queueUrl, message.receiptHandle);
        report.moved++;
        if (how === 'outbox') report.fromOutbox++;
      } catch (error) {
        report.failed.push({
          body: message.body.slice(0, 200),
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  return report;
}
