import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Logger } from '@smithy/types';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// One client per cold start. The endpoint comes from AWS_ENDPOINT_URL_DYNAMODB when the local
// stack runs, from the Lambda environment in AWS: the code is the same.
let client: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;

/**
 * The SDK's default logger discards everything, yet the SDK still builds a redacted copy of every
 * response for `logger.info` first (a walk of each item against the schema: ~3–8% of a Query's CPU
 * in our profiles). It skips that when the logger has no `info`; warnings and errors still go to
 * nowhere, as with the default.
 */
const quietLogger = { debug: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Logger;

export function dynamoClient(): DynamoDBClient {
  client ??= new DynamoDBClient({ maxAttempts: 3, logger: quietLogger });
  return client;
}

export function documentClientOf(base: DynamoDBClient = dynamoClient()): DynamoDBDocumentClient {
  if (base === client) {
    documentClient ??= DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
    return documentClient;
  }
  return DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
}
