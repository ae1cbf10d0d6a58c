import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CommunityRepository, StoredCommunity } from '@functions/communities/ports';
import { COMMUNITY_ITEM_TYPES, communityKeys } from './keys';
import { readCommunity, toCommunity } from './community-item';
import { communitiesJoinedAdd, dynamoCommunityMemberships, memberPut } from './community-member-repository';
import { dynamoCommunityReviews } from './community-review-repository';
import { batchGetProfiles } from '@functions/accounts/public-storage';
import { queryItems } from '@functions/platform/dynamo/query';
import { deleteIf, putIfAbsent, setAndRemove, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';

// Communities. The community item holds the community's fields and the counters its
// transactions keep exact: member_count (under max_members), review_sum/review_count (by delta),
// pending_count. max_members is absent when unlimited, so "room" is one condition:
// attribute_not_exists(max_members) OR member_count < max_members.

const EDITABLE = [
  'name',
  'sport',
  'sports',
  'location',
  'description',
  'is_public',
  'requires_approval',
  'tags',
  'profile_pic',
  'cover_pic',
  'updated_at',
] as const satisfies readonly (keyof StoredCommunity)[];

/** Index attributes of a community in its state: byOwner always, the public list while public. */
const indexAttributes = (c: Pick<StoredCommunity, 'host_id' | 'created_at' | 'id' | 'is_public'>) => ({
  ...communityKeys.communityByOwner(c.host_id, c.created_at, c.id),
  ...(c.is_public ? communityKeys.publicCommunity(c.created_at, c.id) : {}),
});

export function dynamoCommunityRepository(db: DynamoDBDocumentClient, tableName: string): CommunityRepository {
  const get = (communityId: string) => readCommunity(db, tableName, communityId);

  return {
    // Members, join requests and reviews have their own repositories beside this one.
    ...dynamoCommunityMemberships(db, tableName),
    ...dynamoCommunityReviews(db, tableName),

    get,

    async create(community, events) {
      // Absent rather than empty: DynamoDB Local's stream hands an empty map back as a value the
      // SDK can't read, which would stall the event publisher.
      // A new community has no linked games: its counts start absent (read as none).
      const { max_members, games: _none, highlight, ...rest } = community;
      const outcome = await transactWrite(db, {
        owner: putIfAbsent(tableName, {
          ...communityKeys.communityOwnerMarker(community.host_id),
          type: COMMUNITY_ITEM_TYPES.communityOwnerMarker,
          communityId: community.id,
          hostId: community.host_id,
        }),
        community: putIfAbsent(tableName, {
          ...communityKeys.community(community.id),
          ...indexAttributes(community),
          type: COMMUNITY_ITEM_TYPES.community,
          ...rest,
          ...(max_members == null ? {} : { max_members }),
          ...(highlight ? { highlight } : {}),
        }),
        admin: memberPut(tableName, {
          community_id: community.id,
          user_id: community.host_id,
          role_in_community: 'admin',
          joined_at: community.created_at,
        }),
        joined: communitiesJoinedAdd(tableName, community.host_id, 1),
        ...eventWrites(tableName, events, community.created_at),
      });
      if (outcome.ok) return 'created';
      if (outcome.failed.includes('owner')) return 'taken';
      throw new Error(`community ${community.id} exists already`);
    },

    async update(previous, edit, events) {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':host': previous.host_id };
      const sets: string[] = [];
      const assign = (name: string, value: unknown) => {
        const i = sets.length;
        names[`#a${i}`] = name;
        values[`:a${i}`] = value;
        sets.push(`#a${i} = :a${i}`);
      };
      for (const field of EDITABLE) assign(field, edit[field]);
      const removes: string[] = [];
      if (edit.max_members == null) removes.push('max_members');
      else {
        sets.push('max_members = :maxMembers');
        values[':maxMembers'] = edit.max_members;
      }
      if (edit.is_public)
        for (const [name, value] of Object.entries(communityKeys.publicCommunity(previous.created_at, previous.id)))
          assign(name, value);
      else removes.push('gsi2pk', 'gsi2sk');
      let condition = 'attribute_exists(pk) AND host_id = :host';
      // A smaller maximum may not drop below who is already in.
      if (edit.max_members != null) condition += ' AND member_count <= :maxMembers';
      const outcome = await transactWrite(db, {
        community: {
          Update: {
            TableName: tableName,
            Key: communityKeys.community(previous.id),
            UpdateExpression: setAndRemove(sets, removes),
            ConditionExpression: condition,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        ...eventWrites(tableName, events, edit.updated_at),
      });
      if (outcome.ok) return 'updated';
      const now = await get(previous.id);
      if (!now || now.host_id !== previous.host_id) return 'gone';
      return 'below-members';
    },

    async delete(community, events) {
      const outcome = await transactWrite(db, {
        community: deleteIf(tableName, communityKeys.community(community.id), {
          ConditionExpression: 'attribute_exists(pk) AND host_id = :host',
          ExpressionAttributeValues: { ':host': community.host_id },
        }),
        // The marker goes with it: the owner may start a new community afterwards.
        owner: deleteIf(tableName, communityKeys.communityOwnerMarker(community.host_id), {
          ConditionExpression: 'attribute_not_exists(pk) OR communityId = :id',
          ExpressionAttributeValues: { ':id': community.id },
        }),
        ...eventWrites(tableName, events, new Date().toISOString()),
      });
      return outcome.ok;
    },

    async byOwner(hostId, limit) {
      const { gsi1pk, gsi1skPrefix } = communityKeys.ownerCommunitiesPrefix(hostId);
      const page = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] },
        descending: true,
        limit,
        map: toCommunity,
      });
      return page.items;
    },

    async cards(userIds) {
      const profiles = await batchGetProfiles(db, tableName, userIds);
      return new Map(
        [...profiles].map(([id, profile]) => [id, { id, name: profile.name, profile_pic: profile.profile_pic }]),
      );
    },
  };
}
