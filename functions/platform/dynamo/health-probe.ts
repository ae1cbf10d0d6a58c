import { GetItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

export interface HealthProbe {
  tableReachable(): Promise<boolean>;
}

// A point read of a key that never exists: proves the table answers with the function's own
// permissions, at the cost of one read unit.
export function dynamoHealthProbe(client: DynamoDBClient, table: string): HealthProbe {
  return {
    async tableReachable() {
      try {
        await client.send(new GetItemCommand({ TableName: table, Key: { pk: { S: 'HEALTH' }, sk: { S: 'HEALTH' } } }));
        return true;
      } catch (error) {
        console.error(JSON.stringify({ level: 'warn', msg: 'table unreachable', error: String(error) }));
        return false;
      }
    },
  };
}
