import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { dynamoCommunityGames } from '@functions/communities/adapters/community-games';
import { dynamoCommunityRepository } from '@functions/communities/adapters/community-repository';
import { dynamoProfileRepository } from '@functions/accounts/adapters/profile-repository';
import { createCommunityMembershipService } from '@functions/communities/community-membership-service';
import { createCommunityService } from '@functions/communities/community-service';
import { systemClock } from '@functions/platform/clock';
import { communityCreateSchema, type CommunityInput } from '@shared/schemas/community';
import { raceBarrier } from './race-barrier';
import { bareProfile } from './record-defaults';
import { sendingThrough } from './sending-through';

// Community integration helpers: synthetic users (a profile item each), the services on a given
// client, and a client that rewrites commands for negative controls.
export function localDb(endpoint: string) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: LOCAL.region, credentials: localCredentials }),
    {
      marshallOptions: { removeUndefinedValues: true },
    },
  );
}

export async function syntheticUser(db: DynamoDBDocumentClient, role: 'host' | 'player', name = `Test ${role}`) {
  const id = `synthetic-${randomUUID()}`;
  const at = new Date().toISOString();
  await dynamoProfileRepository(db, LOCAL.tableName).save(
    {
      id,
      name,
      ...bareProfile(),
      role,
      profile_setup_completed: true,
      created_at: at,
      updated_at: at,
    },
    [],
  );
  return id;
}

export function communityServices(db: DynamoDBDocumentClient) {
  const communities = dynamoCommunityRepository(db, LOCAL.tableName);
  const profiles = dynamoProfileRepository(db, LOCAL.tableName);
  return {
    communities,
    service: createCommunityService({
      communities,
      games: dynamoCommunityGames(db, LOCAL.tableName),
      profiles,
      clock: systemClock,
    }),
    membership: createCommunityMembershipService({ communities, profiles, clock: systemClock }),
  };
}

export const communityInput = (over: Partial<CommunityInput> = {}) =>
  communityCreateSchema.parse({
    name: `Race Club ${randomUUID().slice(0, 8)}`,
    sports: ['football'],
    location: 'Koramangala, Bengaluru',
    ...over,
  });

export const communityItem = async (db: DynamoDBDocumentClient, id: string) =>
  (
    await db.send(
      new GetCommand({
        TableName: LOCAL.tableName,
        Key: { pk: `COMMUNITY#${id}`, sk: 'COMMUNITY' },
        ConsistentRead: true,
      }),
    )
  ).Item;

type TransactItem = NonNullable<TransactWriteCommand['input']['TransactItems']>[number];

/**
 * A client that edits each transaction before sending it (the naive variant of a rule) and holds
 * writes at a barrier until `racers` of them are there (or a second passes), so every racer has
 * read before anyone writes: the race window is certain, and a control can't pass by luck.
 */
export function rewriting(
  db: DynamoDBDocumentClient,
  edit: (items: TransactItem[]) => TransactItem[],
  racers: number,
): DynamoDBDocumentClient {
  const barrier = raceBarrier(racers);
  return sendingThrough(db, async (command) => {
    if (command instanceof TransactWriteCommand) {
      // The race is the same without its events; their e-mails would only load the shared stack.
      command.input.TransactItems = edit(
        (command.input.TransactItems ?? []).filter((item) => item.Put?.Item?.type !== 'outbox-event'),
      );
    }
    if (command instanceof TransactWriteCommand || command instanceof UpdateCommand) await barrier();
  });
}
