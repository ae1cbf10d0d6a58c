import {
  type AttributeValue,
  ConditionalCheckFailedException,
  DeleteItemCommand,
  type DynamoDBClientResolvedConfig,
  GetItemCommand,
  PutItemCommand,
  type ServiceInputTypes,
  type ServiceOutputTypes,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { AwsStub } from 'aws-sdk-client-mock';

type Key = Record<string, AttributeValue>;
type Stored = Record<string, unknown>;

/**
 * Powertools' idempotency records behind a mocked DynamoDBClient, kept in a map. The put is
 * refused as DynamoDB refuses it under the layer's condition: unless there is no record, the record
 * expired, or it is in progress past its in-progress expiry; the refusal carries the old record.
 * Items outside IDEMPOTENCY# are answered as an empty mock answers them.
 */
export function fakeIdempotencyRecords(
  ddb: AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBClientResolvedConfig>,
) {
  const records = new Map<string, Stored>();
  const id = (key: Key) => `${key.pk?.S}|${key.sk?.S}`;
  const ours = (key: Key) => String(key.pk?.S ?? '').startsWith('IDEMPOTENCY#');

  ddb.on(PutItemCommand).callsFake((input: { Item: Key }) => {
    if (!ours(input.Item)) return {};
    const old = records.get(id(input.Item));
    const now = Date.now();
    const free =
      !old ||
      Number(old.expiresAt) < now / 1000 ||
      (old.status === 'INPROGRESS' &&
        old.in_progress_expiration !== undefined &&
        Number(old.in_progress_expiration) < now);
    if (!free)
      throw new ConditionalCheckFailedException({
        message: 'The conditional request failed',
        $metadata: {},
        Item: marshall(old),
      });
    records.set(id(input.Item), unmarshall(input.Item));
    return {};
  });
  ddb
    .on(UpdateItemCommand)
    .callsFake(
      (input: {
        Key: Key;
        UpdateExpression: string;
        ExpressionAttributeNames: Record<string, string>;
        ExpressionAttributeValues: Key;
      }) => {
        if (!ours(input.Key)) return {};
        const values = unmarshall(input.ExpressionAttributeValues);
        const record = { ...(records.get(id(input.Key)) ?? unmarshall(input.Key)) };
        for (const [, name, value] of input.UpdateExpression.matchAll(/(#\w+) = (:\w+)/g))
          record[input.ExpressionAttributeNames[name!]!] = values[value!];
        records.set(id(input.Key), record);
        return {};
      },
    );
  ddb.on(DeleteItemCommand).callsFake((input: { Key: Key }) => {
    if (ours(input.Key)) records.delete(id(input.Key));
    return {};
  });
  ddb.on(GetItemCommand).callsFake((input: { Key: Key }) => {
    const record = ours(input.Key) ? records.get(id(input.Key)) : undefined;
    return record ? { Item: marshall(record) } : {};
  });
  return records;
}
