import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

// Reads the table's stream the way Lambda's event source mapping does and hands each batch to a
// handler; a batch is only checkpointed once the handler reports no failures, so a crash or a
// failed publish re-delivers instead of losing events.

interface Checkpoints {
  [shardId: string]: { after?: string; closed?: boolean };
}

export interface StreamPollerOptions {
  dynamo: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  tableName: string;
  checkpointFile: string | null;
  onBatch: (records: _Record[]) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;
  intervalMs?: number;
}

export class StreamPoller {
  private checkpoints: Checkpoints = {};
  private iterators = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private streamArn: string | null = null;

  constructor(private readonly options: StreamPollerOptions) {
    if (options.checkpointFile && existsSync(options.checkpointFile)) {
      this.checkpoints = JSON.parse(readFileSync(options.checkpointFile, 'utf8'));
    }
  }

  start() {
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.poll().catch((error) => console.error(`[stream] ${String(error)}`));
      await this.running;
      if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs ?? 200);
    };
    void tick();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private save() {
    const file = this.options.checkpointFile;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(this.checkpoints));
  }

  private async poll() {
    const { dynamo, streams, tableName } = this.options;
    this.streamArn ??=
      (await dynamo.send(new DescribeTableCommand({ TableName: tableName }))).Table?.LatestStreamArn ?? null;
    if (!this.streamArn) return;
    const description = await streams.send(new DescribeStreamCommand({ StreamArn: this.streamArn }));
    for (const shard of description.StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId!;
      this.checkpoints[shardId] ??= {};
      const checkpoint = this.checkpoints[shardId];
      if (checkpoint.closed) continue;
      let iterator = this.iterators.get(shardId);
      if (!iterator) {
        const result = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: this.streamArn,
            ShardId: shardId,
            ...(checkpoint.after
              ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: checkpoint.after }
              : { ShardIteratorType: 'TRIM_HORIZON' }),
          }),
        );
        iterator = result.ShardIterator;
        if (!iterator) continue;
      }
      const batch = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
      const records = batch.Records ?? [];
      if (records.length) {
        const { batchItemFailures } = await this.options.onBatch(records).catch((error) => {
          console.error(`[stream] handler failed: ${String(error)}`);
          return { batchItemFailures: [{ itemIdentifier: records[0]!.dynamodb!.SequenceNumber! }] };
        });
        const firstFailure = batchItemFailures[0]?.itemIdentifier;
        const failedIndex = firstFailure ? records.findIndex((r) => r.dynamodb?.SequenceNumber === firstFailure) : -1;
        const done = failedIndex === -1 ? records : records.slice(0, failedIndex);
        if (done.length) checkpoint.after = done[done.length - 1]!.dynamodb!.SequenceNumber!;
        if (failedIndex !== -1) {
          // Start again from the failed record on the next tick.
          this.iterators.delete(shardId);
          this.save();
          continue;
        }
      }
      if (batch.NextShardIterator) this.iterators.set(shardId, batch.NextShardIterator);
      else {
        checkpoint.closed = true;
        this.iterators.delete(shardId);
      }
      this.save();
    }
  }
}
