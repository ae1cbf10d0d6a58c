import { ConditionalCheckFailedException, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { documentClientOf } from '../../../functions/adapters/dynamo/client';
import { dynamoProfileRepository } from '../../../functions/adapters/dynamo/profile-repository';
import type { LocalCognito } from '../cognito/local-cognito';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

// Demo data on first start only: a marker item claims the seed, so restarts (and two stacks on
// one data directory) never seed twice.
const SEED_VERSION = 'v1';

export async function seedOnce(deps: { client: DynamoDBClient; tableName: string; cognito: LocalCognito }): Promise<boolean> {
  const { client, tableName, cognito } = deps;
  try {
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: { pk: { S: 'SEED' }, sk: { S: SEED_VERSION }, seededAt: { S: new Date().toISOString() } },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  const profiles = dynamoProfileRepository(documentClientOf(client), tableName);
  for (const account of DEMO_ACCOUNTS) {
    const user =
      cognito.store.byEmail(account.email) ??
      cognito.store.create({
        email: account.email,
        password: DEMO_PASSWORD,
        status: 'CONFIRMED',
        attributes: {
          name: account.name,
          email_verified: 'true',
          'custom:role': account.role,
          'custom:profile_setup': 'true',
          ...(account.instagram ? { 'custom:instagram': account.instagram } : {}),
        },
      });
    const now = new Date().toISOString();
    await profiles.save(
      {
        id: user.sub,
        name: account.name,
        email: account.email,
        phone: account.phone,
        instagram_handle: account.instagram ?? null,
        profile_pic: null,
        avatar_url: null,
        role: account.role,
        profile_setup_completed: true,
        created_at: now,
        updated_at: now,
      },
      [],
    );
  }
  return true;
}
