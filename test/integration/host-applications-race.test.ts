import { describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { dynamoHostApplicationRepository } from '@functions/hosting/adapters/host-application-repository';
import { dynamoProfileRepository } from '@functions/accounts/adapters/profile-repository';
import { ConflictError } from '@functions/platform/errors';
import { createHostApplicationService } from '@functions/hosting/host-application-service';
import { systemClock } from '@functions/platform/clock';
import { HOST_APPLICATION_MESSAGES as M, hostApplicationInputSchema } from '@shared/schemas/host-application';
import { localDb, rewriting, syntheticUser } from '../support/community-fixtures';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// One open host application per player is the marker's condition in the create
// transaction: 20 parallel applications make one. The negative control drops the marker and the
// same race makes several.
const db = localDb(inject('dynamoEndpoint'));
const RACERS = 20;
const input = hostApplicationInputSchema.parse({
  sports: ['football'],
  city: 'Pune',
  experience: 'Years',
  why: 'To host',
  phone: '9876543210',
});

const serviceOn = (client: DynamoDBDocumentClient) =>
  createHostApplicationService({
    applications: dynamoHostApplicationRepository(client, LOCAL.tableName),
    profiles: dynamoProfileRepository(db, LOCAL.tableName),
    grantHostRole: () => Promise.reject(new Error('not in this test')),
    roles: { setRole: () => Promise.reject(new Error('not in this test')) },
    clock: systemClock,
  });

async function race(client: DynamoDBDocumentClient) {
  const userId = await syntheticUser(db, 'player', 'Racing Applicant');
  const service = serviceOn(client);
  const outcomes = await Promise.allSettled(
    Array.from({ length: RACERS }, () => service.apply({ userId, username: userId }, input)),
  );
  return { userId, outcomes };
}

// Every application the player has, by the applicant index (not just the newest).
async function applicationsOf(userId: string) {
  const { queryItems } = await import('@functions/platform/dynamo/query');
  const page = await queryItems(db, {
    tableName: LOCAL.tableName,
    index: 'byOwner',
    key: { partition: ['gsi1pk', `APPLICANT#${userId}`] },
    map: (item) => item.id,
    consistent: false,
  });
  return page.items;
}

describe('one open host application per player: 20 parallel applications', () => {
  it('stores exactly one; the other 19 are told one is open', async () => {
    const { userId, outcomes } = await race(db);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(errors).toHaveLength(RACERS - 1);
    for (const error of errors) expect(error).toEqual(new ConflictError(M.alreadyOpen));
    expect(await applicationsOf(userId)).toHaveLength(1);
  });

  it('negative control: without the open marker the same race stores several', async () => {
    const naive = rewriting(
      db,
      (items) => items.filter((item) => item.Put?.Item?.type !== 'open-host-application-marker'),
      RACERS,
    );
    const { userId, outcomes } = await race(naive);
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThan(1);
    expect((await applicationsOf(userId)).length).toBeGreaterThan(1);
  });
});
