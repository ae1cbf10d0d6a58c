import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '@shared/schemas/profile';
import { defaultPreferences } from '@shared/rules/profile-preferences';
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
  // Absent on items saved before the player could choose them: read as the defaults.
  sports?: string[];
  skillLevel?: Profile['skill_level'];
  city?: string;
  notifyEmail?: boolean;
  notifyInApp?: boolean;
  notifyReminders?: boolean;
  showInGoing?: boolean;
  language?: string;
  spotAlerts?: boolean;
  spotAlertsNear?: string;
  spotAlertsKm?: number;
  pushDecisions?: boolean;
  pushSpotOffers?: boolean;
  pushCancellations?: boolean;
  pushRequests?: boolean;
  pushNudges?: boolean;
  pushReminders?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Each profile field and the item attribute it is stored under (avatar_url is profile_pic again). */
const ATTRIBUTE_OF = {
  id: 'userId',
  name: 'name',
  email: 'email',
  phone: 'phone',
  instagram_handle: 'instagramHandle',
  profile_pic: 'profilePic',
  role: 'role',
  profile_setup_completed: 'profileSetupCompleted',
  sports: 'sports',
  skill_level: 'skillLevel',
  city: 'city',
  notify_email: 'notifyEmail',
  notify_in_app: 'notifyInApp',
  notify_reminders: 'notifyReminders',
  show_in_going: 'showInGoing',
  language: 'language',
  spot_alerts: 'spotAlerts',
  spot_alerts_near: 'spotAlertsNear',
  spot_alerts_km: 'spotAlertsKm',
  push_decisions: 'pushDecisions',
  push_spot_offers: 'pushSpotOffers',
  push_cancellations: 'pushCancellations',
  push_requests: 'pushRequests',
  push_nudges: 'pushNudges',
  push_reminders: 'pushReminders',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
} as const satisfies Record<Exclude<keyof Profile, 'avatar_url'>, keyof ProfileItem>;
const MAPPED = Object.entries(ATTRIBUTE_OF) as [keyof typeof ATTRIBUTE_OF, keyof ProfileItem][];

// Contact fields the user left empty are absent from the item and null in the profile; choices the
// user never made are absent too and read as their defaults.
const toProfile = (item: ProfileItem): Profile => {
  const defaults: Partial<Record<keyof Profile, unknown>> = defaultPreferences();
  const profile = Object.fromEntries(
    MAPPED.map(([field, attribute]) => [field, item[attribute] ?? defaults[field] ?? null]),
  ) as Omit<Profile, 'avatar_url'>;
  return { ...profile, avatar_url: profile.profile_pic };
};

const toItem = (profile: Profile): ProfileItem & { type: string } => ({
  type: ACCOUNT_ITEM_TYPES.profile,
  ...(Object.fromEntries(
    MAPPED.map(([field, attribute]) => [attribute, profile[field] ?? undefined]),
  ) as unknown as ProfileItem),
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
