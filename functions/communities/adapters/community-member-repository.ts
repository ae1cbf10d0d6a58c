import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CommunityMemberships, StoredCommunityMember, StoredCommunityRequest } from '../ports';
import { COMMUNITY_ITEM_TYPES, communityKeys } from './keys';
import { communityUpdate, readCommunity, readItem, ROOM } from './community-item';
import { statsCounterUpdate } from '@functions/accounts/public-storage';
import { encodeCursor, indexPartitionCursor, queryItems } from '@functions/platform/dynamo/query';
import { deleteIf, putIfAbsent, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';

// A community's members and join requests, in its partition. A membership is put only where none
// is (one per player), and a place is taken under the community's room condition in the same
// transaction; a request counts in pending_count while it is pending.

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

/** The member's own communities-joined counter moves in the same transaction as the membership. */
export const communitiesJoinedAdd = (tableName: string, userId: string, delta: number) =>
  statsCounterUpdate(tableName, userId, 'communities_joined', delta);

/** The condition of a write to a join request that is still pending, with the write's own values. */
const whilePending = (values: Record<string, unknown> = {}) => ({
  ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':pending': 'pending', ...values },
});

/** A membership item, put only where there is none. */
export const memberPut = (tableName: string, member: StoredCommunityMember) =>
  putIfAbsent(tableName, {
    ...communityKeys.communityMember(member.community_id, member.user_id),
    ...communityKeys.memberByJoined(member.community_id, member.joined_at, member.user_id),
    ...communityKeys.memberByPlayer(member.user_id, member.joined_at, member.community_id),
    type: COMMUNITY_ITEM_TYPES.communityMember,
    ...member,
  });

export function dynamoCommunityMemberships(db: DynamoDBDocumentClient, tableName: string): CommunityMemberships {
  const joinedCounter = (userId: string, delta: number) => communitiesJoinedAdd(tableName, userId, delta);
  const get = (communityId: string) => readCommunity(db, tableName, communityId);
  const getItem = (key: Record<string, string>) => readItem(db, tableName, key);
  /** +1 member while there is room; last_activity_at moves with it (the score's recency). */
  const takePlace = (communityId: string, at: string, extra = '') => ({
    Update: communityUpdate(tableName, communityId, {
      expression: `SET member_count = member_count + :one, last_activity_at = :at${extra}`,
      condition: `attribute_exists(pk) AND ${ROOM}`,
      values: { ':one': 1, ':at': at },
    }),
  });
  /** pending_count follows the requests: +1 when one is made, -1 when one is decided or withdrawn. */
  const countPending = (communityId: string, delta: 1 | -1) => ({
    Update: communityUpdate(tableName, communityId, {
      expression: 'ADD pending_count :delta',
      values: { ':delta': delta },
    }),
  });

  return {
    async member(communityId, userId) {
      const item = await getItem(communityKeys.communityMember(communityId, userId));
      return item ? toMember(item) : null;
    },

    async request(communityId, userId) {
      const item = await getItem(communityKeys.communityRequest(communityId, userId));
      return item ? toRequest(item) : null;
    },

    async join(community, member, events) {
      const outcome = await transactWrite(db, {
        member: memberPut(tableName, member),
        place: takePlace(community.id, member.joined_at),
        joined: joinedCounter(member.user_id, 1),
        ...eventWrites(tableName, events, member.joined_at),
      });
      if (outcome.ok) return 'joined';
      if (outcome.failed.includes('member')) return 'member';
      return (await get(community.id)) ? 'full' : 'gone';
    },

    async requestToJoin(community, request, events) {
      const outcome = await transactWrite(db, {
        request: {
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
        member: {
          ConditionCheck: {
            TableName: tableName,
            Key: communityKeys.communityMember(request.community_id, request.user_id),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        community: countPending(community.id, 1),
        ...eventWrites(tableName, events, request.created_at),
      });
      if (outcome.ok) return 'requested';
      if (outcome.failed.includes('request')) return 'pending';
      if (outcome.failed.includes('member')) return 'member';
      return 'gone';
    },

    async decide(community, userId, action, at, events) {
      const requestKey = communityKeys.communityRequest(community.id, userId);
      // An approval takes a place under the room condition (`place`); a rejection only counts the
      // request out (`community`), so a community gone under it leaves nothing pending to decide.
      const items =
        action === 'approve'
          ? {
              request: deleteIf(tableName, requestKey, whilePending()),
              member: memberPut(tableName, {
                community_id: community.id,
                user_id: userId,
                role_in_community: 'member',
                joined_at: at,
              }),
              place: {
                Update: {
                  ...takePlace(community.id, at).Update,
                  UpdateExpression:
                    'SET member_count = member_count + :one, last_activity_at = :at ADD pending_count :minus',
                  ExpressionAttributeValues: { ':one': 1, ':at': at, ':minus': -1 },
                },
              },
              joined: joinedCounter(userId, 1),
            }
          : {
              request: {
                Update: {
                  TableName: tableName,
                  Key: requestKey,
                  UpdateExpression: 'SET #status = :rejected, decided_at = :at',
                  ...whilePending({ ':rejected': 'rejected', ':at': at }),
                },
              },
              community: countPending(community.id, -1),
            };
      const outcome = await transactWrite(db, { ...items, ...eventWrites(tableName, events, at) });
      if (outcome.ok) return 'decided';
      const { failed } = outcome;
      if (failed.includes('request') || failed.includes('member') || failed.includes('community')) return 'not-pending';
      return 'full';
    },

    async leave(community, userId) {
      const outcome = await transactWrite(db, {
        // The admin (the owner) doesn't leave: they delete the community.
        member: deleteIf(tableName, communityKeys.communityMember(community.id, userId), {
          ConditionExpression: 'attribute_exists(pk) AND role_in_community = :member',
          ExpressionAttributeValues: { ':member': 'member' },
        }),
        community: {
          Update: communityUpdate(tableName, community.id, {
            expression: 'SET member_count = member_count - :one',
            values: { ':one': 1 },
          }),
        },
        joined: joinedCounter(userId, -1),
      });
      return outcome.ok;
    },

    async withdrawRequest(community, userId) {
      const outcome = await transactWrite(db, {
        request: deleteIf(tableName, communityKeys.communityRequest(community.id, userId), whilePending()),
        community: countPending(community.id, -1),
      });
      return outcome.ok;
    },

    async members(communityId, limit, cursorText) {
      const { gsi5pk } = communityKeys.membersByJoined(communityId);
      const cursor = indexPartitionCursor(cursorText, ['gsi5pk', gsi5pk]);
      if (cursor === null) return null;
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: ['gsi5pk', gsi5pk] },
        limit,
        cursor,
        maxPages: 1,
        map: toMember,
      });
      return { items: page.items, cursor: encodeCursor(page.cursor) ?? null };
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
  };
}
