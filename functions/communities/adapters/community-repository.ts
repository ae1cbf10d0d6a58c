import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isHighlight, reviewDelta } from '@shared/rules/community-rules';
import { isConditionFailure } from '@functions/platform/dynamo/conditional';
import type {
  CommunityRepository,
  StoredCommunity,
  StoredCommunityMember,
  StoredCommunityRequest,
  StoredCommunityReview,
} from '@functions/communities/ports';
import type { PendingEvent } from '@functions/platform/event-ports';
import { COMMUNITY_ITEM_TYPES, communityKeys } from './keys';
import { outboxPut } from '@functions/platform/dynamo/outbox';
import { statsCounterUpdate } from '@functions/accounts/adapters/profile-stats-repository';
import { batchGetProfiles } from '@functions/accounts/adapters/profile-repository';
import { queryItems } from '@functions/platform/dynamo/query';
import { transactWrite, type TransactItems } from '@functions/platform/dynamo/transact';

// Communities (issue 11). The community item holds the spec's fields and the counters its
// transactions keep exact: member_count (under max_members), review_sum/review_count (by delta),
// pending_count. max_members is absent when unlimited, so "room" is one condition:
// attribute_not_exists(max_members) OR member_count < max_members.
const FIELDS = [
  'id',
  'name',
  'sport',
  'sports',
  'location',
  'description',
  'host_id',
  'is_public',
  'requires_approval',
  'max_members',
  'profile_pic',
  'cover_pic',
  'tags',
  'created_at',
  'updated_at',
  'last_activity_at',
] as const satisfies readonly (keyof StoredCommunity)[];
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
const ROOM = '(attribute_not_exists(max_members) OR member_count < max_members)';
const MAX_LISTED_PAGES = 20;

const toCommunity = (item: Record<string, unknown>): StoredCommunity => {
  const fields = Object.fromEntries(FIELDS.map((field) => [field, item[field] ?? null])) as Record<string, unknown>;
  return {
    ...(fields as unknown as StoredCommunity),
    sports: (item.sports as string[]) ?? [],
    tags: (item.tags as string[]) ?? [],
    is_public: item.is_public !== false,
    requires_approval: item.requires_approval === true,
    max_members: item.max_members == null ? null : Number(item.max_members),
    member_count: Number(item.member_count ?? 0),
    review_sum: Number(item.review_sum ?? 0),
    review_count: Number(item.review_count ?? 0),
    pending_count: Number(item.pending_count ?? 0),
    last_activity_at: String(item.last_activity_at ?? item.created_at),
    linked_games: (item.linked_games as Record<string, string>) ?? {},
    highlight: item.highlight
      ? highlightOf(item.highlight as { rating: number; text: string; userName: string })
      : null,
  };
};
const highlightOf = (h: { rating: number; text: string; userName: string }) => ({
  rating: Number(h.rating),
  text: h.text,
  userName: h.userName,
});
const toMember = (item: Record<string, unknown>): StoredCommunityMember => ({
  community_id: String(item.community_id),
  user_id: String(item.user_id),
  role_in_community: item.role_in_community === 'admin' ? 'admin' : 'member',
  joined_at: String(item.joined_at),
});
const toRequest = (item: Record<string, unknown>): StoredCommunityRequest => ({
  community_id: String(item.community_id),
  user_id: String(item.user_id),
  status: item.status === 'rejected' ? 'rejected' : 'pending',
  created_at: String(item.created_at),
});
const toReview = (item: Record<string, unknown>): StoredCommunityReview => ({
  id: String(item.id),
  community_id: String(item.community_id),
  user_id: String(item.user_id),
  rating: Number(item.rating),
  review_text: String(item.review_text ?? ''),
  created_at: String(item.created_at),
  updated_at: String(item.updated_at),
  version: Number(item.version ?? 1),
});

/** Index attributes of a community in its state: byOwner always, the public list while public. */
const indexAttributes = (c: Pick<StoredCommunity, 'host_id' | 'created_at' | 'id' | 'is_public'>) => ({
  ...communityKeys.communityByOwner(c.host_id, c.created_at, c.id),
  ...(c.is_public ? communityKeys.publicCommunity(c.created_at, c.id) : {}),
});

export function dynamoCommunityRepository(db: DynamoDBDocumentClient, tableName: string): CommunityRepository {
  const outbox = (events: PendingEvent[], at: string) =>
    events.map((event) => outboxPut(tableName, event, new Date(at)));
  /** The member's own communities-joined counter moves in the same transaction as the membership. */
  const joinedCounter = (userId: string, delta: number) =>
    statsCounterUpdate(tableName, userId, 'communities_joined', delta);
  const memberPut = (member: StoredCommunityMember) => ({
    Put: {
      TableName: tableName,
      Item: {
        ...communityKeys.communityMember(member.community_id, member.user_id),
        ...communityKeys.memberByJoined(member.community_id, member.joined_at, member.user_id),
        ...communityKeys.memberByPlayer(member.user_id, member.joined_at, member.community_id),
        type: COMMUNITY_ITEM_TYPES.communityMember,
        ...member,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  /** +1 member while there is room; last_activity_at moves with it (the score's recency). */
  const takePlace = (communityId: string, at: string, extra = '') => ({
    Update: {
      TableName: tableName,
      Key: communityKeys.community(communityId),
      UpdateExpression: `SET member_count = member_count + :one, last_activity_at = :at${extra}`,
      ConditionExpression: `attribute_exists(pk) AND ${ROOM}`,
      ExpressionAttributeValues: { ':one': 1, ':at': at },
    },
  });

  async function clearHighlightOf(communityId: string, userId: string) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: communityKeys.community(communityId),
          UpdateExpression: 'REMOVE highlight',
          ConditionExpression: 'highlight.userId = :user',
          ExpressionAttributeValues: { ':user': userId },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async function get(communityId: string) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: communityKeys.community(communityId), ConsistentRead: true }),
    );
    return Item ? toCommunity(Item) : null;
  }
  async function getItem(key: Record<string, string>) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    return Item ?? null;
  }

  return {
    get,

    async create(community, events) {
      // Absent rather than empty: DynamoDB Local's stream hands an empty map back as a value the
      // SDK can't read, which would stall the event publisher.
      const { max_members, linked_games, highlight, ...rest } = community;
      const outcome = await transactWrite(db, [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...communityKeys.communityOwnerMarker(community.host_id),
              type: COMMUNITY_ITEM_TYPES.communityOwnerMarker,
              communityId: community.id,
              hostId: community.host_id,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...communityKeys.community(community.id),
              ...indexAttributes(community),
              type: COMMUNITY_ITEM_TYPES.community,
              ...rest,
              ...(max_members == null ? {} : { max_members }),
              ...(Object.keys(linked_games).length ? { linked_games } : {}),
              ...(highlight ? { highlight } : {}),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        memberPut({
          community_id: community.id,
          user_id: community.host_id,
          role_in_community: 'admin',
          joined_at: community.created_at,
        }),
        ...outbox(events, community.created_at),
        joinedCounter(community.host_id, 1),
      ]);
      if (outcome.ok) return 'created';
      if (outcome.failedConditions.includes(0)) return 'taken';
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
      const outcome = await transactWrite(db, [
        {
          Update: {
            TableName: tableName,
            Key: communityKeys.community(previous.id),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: condition,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        ...outbox(events, edit.updated_at),
      ]);
      if (outcome.ok) return 'updated';
      const now = await get(previous.id);
      if (!now || now.host_id !== previous.host_id) return 'gone';
      return 'below-members';
    },

    async delete(community, events) {
      const outcome = await transactWrite(db, [
        {
          Delete: {
            TableName: tableName,
            Key: communityKeys.community(community.id),
            ConditionExpression: 'attribute_exists(pk) AND host_id = :host',
            ExpressionAttributeValues: { ':host': community.host_id },
          },
        },
        // The marker goes with it: the owner may start a new community afterwards.
        {
          Delete: {
            TableName: tableName,
            Key: communityKeys.communityOwnerMarker(community.host_id),
            ConditionExpression: 'attribute_not_exists(pk) OR communityId = :id',
            ExpressionAttributeValues: { ':id': community.id },
          },
        },
        ...outbox(events, new Date().toISOString()),
      ]);
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

    async listPublic(max) {
      const page = await queryItems(db, {
        tableName,
        index: 'byStatusAndStart',
        key: { partition: ['gsi2pk', communityKeys.publicCommunities().gsi2pk] },
        descending: true,
        limit: max,
        pageSize: 200,
        maxPages: MAX_LISTED_PAGES,
        map: toCommunity,
      });
      return page.items;
    },

    async member(communityId, userId) {
      const item = await getItem(communityKeys.communityMember(communityId, userId));
      return item ? toMember(item) : null;
    },

    async request(communityId, userId) {
      const item = await getItem(communityKeys.communityRequest(communityId, userId));
      return item ? toRequest(item) : null;
    },

    async join(community, member, events) {
      const outcome = await transactWrite(db, [
        memberPut(member),
        takePlace(community.id, member.joined_at),
        ...outbox(events, member.joined_at),
        joinedCounter(member.user_id, 1),
      ]);
      if (outcome.ok) return 'joined';
      if (outcome.failedConditions.includes(0)) return 'member';
      return (await get(community.id)) ? 'full' : 'gone';
    },

    async requestToJoin(community, request, events) {
      const outcome = await transactWrite(db, [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...communityKeys.communityRequest(request.community_id, request.user_id),
              type: COMMUNITY_ITEM_TYPES.communityRequest,
              ...request,
            },
            // A rejected player may ask again; a pending request is one.
            ConditionExpression: 'attribute_not_exists(pk) OR #status = :rejected',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':rejected': 'rejected' },
          },
        },
        {
          ConditionCheck: {
            TableName: tableName,
            Key: communityKeys.communityMember(request.community_id, request.user_id),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: communityKeys.community(community.id),
            UpdateExpression: 'ADD pending_count :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        ...outbox(events, request.created_at),
      ]);
      if (outcome.ok) return 'requested';
      if (outcome.failedConditions.includes(0)) return 'pending';
      if (outcome.failedConditions.includes(1)) return 'member';
      return 'gone';
    },

    async decide(community, userId, action, at, events) {
      const requestKey = communityKeys.communityRequest(community.id, userId);
      const pending = {
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
      };
      const items: TransactItems =
        action === 'approve'
          ? [
              {
                Delete: {
                  TableName: tableName,
                  Key: requestKey,
                  ...pending,
                  ExpressionAttributeValues: { ':pending': 'pending' },
                },
              },
              memberPut({ community_id: community.id, user_id: userId, role_in_community: 'member', joined_at: at }),
              {
                Update: {
                  ...takePlace(community.id, at).Update,
                  UpdateExpression:
                    'SET member_count = member_count + :one, last_activity_at = :at ADD pending_count :minus',
                  ExpressionAttributeValues: { ':one': 1, ':at': at, ':minus': -1 },
                },
              },
              joinedCounter(userId, 1),
            ]
          : [
              {
                Update: {
                  TableName: tableName,
                  Key: requestKey,
                  UpdateExpression: 'SET #status = :rejected, decided_at = :at',
                  ...pending,
                  ExpressionAttributeValues: { ':pending': 'pending', ':rejected': 'rejected', ':at': at },
                },
              },
              {
                Update: {
                  TableName: tableName,
                  Key: communityKeys.community(community.id),
                  UpdateExpression: 'ADD pending_count :minus',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeValues: { ':minus': -1 },
                },
              },
            ];
      const outcome = await transactWrite(db, [...items, ...outbox(events, at)]);
      if (outcome.ok) return 'decided';
      if (outcome.failedConditions.includes(0) || outcome.failedConditions.includes(1)) return 'not-pending';
      return 'full';
    },

    async leave(community, userId) {
      const outcome = await transactWrite(db, [
        {
          Delete: {
            TableName: tableName,
            Key: communityKeys.communityMember(community.id, userId),
            // The admin (the owner) doesn't leave: they delete the community.
            ConditionExpression: 'attribute_exists(pk) AND role_in_community = :member',
            ExpressionAttributeValues: { ':member': 'member' },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: communityKeys.community(community.id),
            UpdateExpression: 'SET member_count = member_count - :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        joinedCounter(userId, -1),
      ]);
      return outcome.ok;
    },

    async withdrawRequest(community, userId) {
      const outcome = await transactWrite(db, [
        {
          Delete: {
            TableName: tableName,
            Key: communityKeys.communityRequest(community.id, userId),
            ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pending': 'pending' },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: communityKeys.community(community.id),
            UpdateExpression: 'ADD pending_count :minus',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':minus': -1 },
          },
        },
      ]);
      return outcome.ok;
    },

    async members(communityId, limit) {
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: ['gsi5pk', communityKeys.membersByJoined(communityId).gsi5pk] },
        limit,
        map: toMember,
      });
      return page.items;
    },

    async pendingRequests(communityId, limit) {
      const { pk, skPrefix } = communityKeys.communityRequestsPrefix(communityId);
      const page = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        filter: { expression: '#status = :pending', names: { '#status': 'status' }, values: { ':pending': 'pending' } },
        pageSize: 100,
        limit,
        consistent: true,
        map: toRequest,
      });
      return page.items.sort((a, b) => a.created_at.localeCompare(b.created_at));
    },

    async review(communityId, userId) {
      const item = await getItem(communityKeys.communityReview(communityId, userId));
      return item ? toReview(item) : null;
    },

    async reviews(communityId, limit) {
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: ['gsi5pk', communityKeys.reviewsByTime(communityId).gsi5pk] },
        descending: true,
        limit,
        map: toReview,
      });
      return page.items;
    },

    async saveReview(community, review, previous, reviewerName, events) {
      const delta = reviewDelta(previous?.rating ?? null, review.rating);
      const highlighted = isHighlight(review);
      const highlight = {
        rating: review.rating,
        text: review.review_text,
        userName: reviewerName,
        userId: review.user_id,
      };
      const outcome = await transactWrite(db, [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...communityKeys.communityReview(review.community_id, review.user_id),
              ...communityKeys.reviewByTime(review.community_id, review.updated_at, review.user_id),
              type: COMMUNITY_ITEM_TYPES.communityReview,
              ...review,
            },
            // Optimistic: the review this delta was computed from must still be the stored one.
            ...(previous === null
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : {
                  ConditionExpression: 'version = :version',
                  ExpressionAttributeValues: { ':version': previous.version },
                }),
          },
        },
        {
          ConditionCheck: {
            TableName: tableName,
            Key: communityKeys.communityMember(review.community_id, review.user_id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: communityKeys.community(community.id),
            UpdateExpression: `ADD review_sum :sum, review_count :count SET last_activity_at = :at${highlighted ? ', highlight = :highlight' : ''}`,
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: {
              ':sum': delta.sum,
              ':count': delta.count,
              ':at': review.updated_at,
              ...(highlighted ? { ':highlight': highlight } : {}),
            },
          },
        },
        ...outbox(events, review.updated_at),
      ]);
      if (outcome.ok) {
        // A rewrite that no longer qualifies takes its own words off the card (display only, no invariant).
        if (!highlighted) await clearHighlightOf(community.id, review.user_id);
        return 'saved';
      }
      if (outcome.failedConditions.includes(0)) return 'changed';
      if (outcome.failedConditions.includes(1)) return 'not-member';
      return 'gone';
    },

    async cards(userIds) {
      const profiles = await batchGetProfiles(db, tableName, userIds);
      return new Map(
        [...profiles].map(([id, profile]) => [id, { id, name: profile.name, profile_pic: profile.profile_pic }]),
      );
    },
  };
}
