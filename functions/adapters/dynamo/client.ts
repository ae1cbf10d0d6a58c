import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// One client per cold start. The endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when the local
// stack runs, from the Lambda environment in AWS: the code is the same.
let client: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;

export function dynamoClient(): DynamoDBClient {
  client ??= new DynamoDBClient({ maxAttempts: 3 });
  return client;
}

export function documentClientOf(base: DynamoDBClient = dynamoClient()): DynamoDBDocumentClient {
  if (base === client) {
    documentClient ??= DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
    return documentClient;
  }
  return DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
}
