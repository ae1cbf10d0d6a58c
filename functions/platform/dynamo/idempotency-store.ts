import type { AttributeValue, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { keys } from './keys';

// Powertools' idempotency records, kept in the app's one table. Its DynamoDB layer, given a table
// with a sort key, files every record under one fixed partition key: at launch volume (thousands of
// effects a second, one partition taking ~1,000 writes a second) that partition would throttle
// every consumer at once. Here each record is its own partition, named by Powertools' hash of the
// effect's key, so the records' writes spread as the events do. The record's expiry is the
// table's TTL attribute, so DynamoDB deletes finished records by itself.
export class TableIdempotencyStore extends DynamoDBPersistenceLayer {
  constructor(client: DynamoDBClient, tableName: string) {
    // keyAttr names the attribute of the "not there yet" condition: the table's partition key.
    super({ tableName, awsSdkV3Client: client, keyAttr: 'pk', expiryAttr: 'expiresAt' });
  }

  protected override getKey(idempotencyKey: string): Record<string, AttributeValue> {
    const { pk, sk } = keys.idempotency(idempotencyKey);
    return { pk: { S: pk }, sk: { S: sk } };
  }
}
