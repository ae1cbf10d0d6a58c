import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '@shared/schemas/profile';
import type { PendingEvent } from '@functions/platform/event-ports';
import type { ProfileExpectation, ProfileRepository } from '@functions/accounts/ports';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { ACCOUNT_ITEM_TYPES, accountKeys } from './keys';
import { transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';

interface ProfileItem {
  userId: string;
  name: string;
  email?: string;
  phone?: string;
  instagramHandle?: string;
  profilePic?: string;
  role: Profile['role'];
  profileSetupCompleted: boolean;
  createdAt: string;
  updatedAt: string;
}

const toProfile = (item: ProfileItem): Profile => ({
  id: item.userId,
  name: item.name,
  email: item.email ?? null,
  phone: item.phone ?? null,
  instagram_handle: item.instagramHandle ?? null,
  profile_pic: item.profilePic ?? null,
  avatar_url: item.profilePic ?? null,
  role: item.role,
  profile_setup_completed: item.profileSetupCompleted,
  created_at: item.createdAt,
  updated_at: item.updatedAt,
});

const toItem = (profile: Profile): ProfileItem & { type: string } => ({
  type: ACCOUNT_ITEM_TYPES.profile,
  userId: profile.id,
  name: profile.name,
  email: profile.email ?? undefined,
  phone: profile.phone ?? undefined,
  instagramHandle: profile.instagram_handle ?? undefined,
  profilePic: profile.profile_pic ?? undefined,
  role: profile.role,
  profileSetupCompleted: profile.profile_setup_completed,
  createdAt: profile.created_at,
  updatedAt: profile.updated_at,
});

function expectation(expected: ProfileExpectation | undefined) {
  if (expected === undefined) return {};
  if (expected === 'absent') return { ConditionExpression: 'attribute_not_exists(pk)' };
  return {
    ConditionExpression: '#role = :role AND profileSetupCompleted = :setup',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':role': expected.role, ':setup': expected.profile_setup_completed },
  };
}

export function dynamoProfileRepository(db: DynamoDBDocumentClient, tableName: string): ProfileRepository {
  return {
    async get(userId) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: accountKeys.profile(userId) }));
      return Item ? toProfile(Item as ProfileItem) : null;
    },
    async save(profile: Profile, events: PendingEvent[], expected?: ProfileExpectation) {
      const outcome = await transactWrite(db, {
        profile: {
          Put: {
            TableName: tableName,
            Item: { ...accountKeys.profile(profile.id), ...toItem(profile) },
            ...expectation(expected),
          },
        },
        ...eventWrites(tableName, events, profile.updated_at),
      });
      return outcome.ok;
    },
  };
}

/** Several profiles by id in as few reads as possible (game lists show their hosts' cards). */
export async function batchGetProfiles(
  db: DynamoDBDocumentClient,
  tableName: string,
  userIds: string[],
): Promise<Map<string, Profile>> {
  const items = await batchGetItems(db, {
    tableName,
    keys: [...new Set(userIds)].map((id) => accountKeys.profile(id)),
  });
  return new Map(items.map((item) => [String(item.userId), toProfile(item as unknown as ProfileItem)]));
}
