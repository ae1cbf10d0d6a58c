import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { ENV } from '@functions/platform/env-names';

// An integration suite that runs a function's handler in its own process (a schedule delivered
// again, a consumer fed by hand) points it at the local stack's table, as the stack's functions see it.

export function setLocalStackEnv(dynamoEndpoint: string, more: Record<string, string> = {}) {
  Object.assign(process.env, {
    AWS_REGION: LOCAL.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    [ENV.tableName]: LOCAL.tableName,
    ...more,
  });
}
