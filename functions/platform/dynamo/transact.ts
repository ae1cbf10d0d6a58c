import { dashboardVersionMoves } from '@functions/hosting/adapters/host-dashboard-version';
import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';

// A transaction that answers which of its conditions failed instead of throwing. Two transactions
// touching the same item at once make DynamoDB cancel one with TransactionConflict (no condition
// was evaluated): that one is retried, so a race ends in a real condition result, never a 500.
export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
export type TransactOutcome = { ok: true } | { ok: false; failedConditions: number[] };

const MAX_CONFLICT_RETRIES = 8;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(400, 20 * 2 ** attempt)));

interface Cancellation {
  name?: string;
  CancellationReasons?: { Code?: string }[];
}

export async function transactWrite(db: DynamoDBDocumentClient, changes: TransactItems): Promise<TransactOutcome> {
  // An event naming a host moves that host's dashboard version in the same transaction (decision 032).
  const items = [...changes, ...dashboardVersionMoves(changes, new Date())];
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true };
    } catch (error) {
      const { name, CancellationReasons: reasons = [] } = (error ?? {}) as Cancellation;
      const failedConditions = reasons.flatMap((reason, index) =>
        reason.Code === 'ConditionalCheckFailed' ? [index] : [],
      );
      if (name === 'TransactionCanceledException' && failedConditions.length > 0)
        return { ok: false, failedConditions };
      const conflict =
        name === 'TransactionConflictException' ||
        (name === 'TransactionCanceledException' && reasons.some((r) => r.Code === 'TransactionConflict'));
      if (conflict && attempt < MAX_CONFLICT_RETRIES) {
        await pause(attempt);
        continue;
      }
      throw error;
    }
  }
}
