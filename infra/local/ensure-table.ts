import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  type DynamoDBClient,
  type KeySchemaElement,
  type Projection,
} from '@aws-sdk/client-dynamodb';
import { createTableInput } from '../table-definition';

// Creates the table from the shared definition, or adds indexes a newer definition has and builds
// again those whose projection or keys changed, so a persisted .data/ keeps working as the app grows (an
// index built again is filled from the table's items, as DynamoDB fills a new one).
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'existing'> {
  const wanted = createTableInput(tableName);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const have = new Map((Table?.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index]));
    for (const index of wanted.GlobalSecondaryIndexes ?? []) {
      const existing = have.get(index.IndexName);
      if (
        existing &&
        sameProjection(existing.Projection, index.Projection) &&
        sameKeys(existing.KeySchema, index.KeySchema)
      )
        continue;
      if (have.has(index.IndexName))
        await client.send(
          new UpdateTableCommand({
            TableName: tableName,
            GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: index.IndexName } }],
          }),
        );
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: wanted.AttributeDefinitions,
          GlobalSecondaryIndexUpdates: [
            { Create: { IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: index.Projection } },
          ],
        }),
      );
    }
    return 'existing';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(wanted));
    return 'created';
  }
}

function sameKeys(have: KeySchemaElement[] | undefined, want: KeySchemaElement[] | undefined): boolean {
  const keys = (schema: KeySchemaElement[] | undefined) =>
    (schema ?? []).map((k) => `${k.KeyType}:${k.AttributeName}`).join();
  return keys(have) === keys(want);
}

function sameProjection(have: Projection | undefined, want: Projection | undefined): boolean {
  const attributes = (projection: Projection | undefined) => [...(projection?.NonKeyAttributes ?? [])].sort().join();
  return have?.ProjectionType === want?.ProjectionType && attributes(have) === attributes(want);
}
