import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CommunityRepository, StoredCommunity } from '../../services/ports';
import { ITEM_TYPES, keys } from './keys';
import { outboxPut } from './outbox';
import { transactWrite } from './transact';

// Communities, as far as issue 4 needs them: created (the demo seed) and read (the search index).
// The community issue adds its rules (one per account, members, reviews) on the same items.
const FIELDS = [
  'id', 'name', 'sport', 'sports', 'location', 'description', 'host_id', 'is_public', 'requires_approval', 'max_members', 'created_at', 'updated_at',
] as const satisfies readonly (keyof StoredCommunity)[];

const toCommunity = (item: Record<string, unknown>): StoredCommunity =>
  ({ ...Object.fromEntries(FIELDS.map((field) => [field, item[field] ?? null])), sports: (item.sports as string[]) ?? [] }) as StoredCommunity;

export function dynamoCommunityRepository(db: DynamoDBDocumentClient, tableName: string): CommunityRepository {
  return {
    async get(communityId) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.community(communityId), ConsistentRead: true }));
      return Item ? toCommunity(Item) : null;
    },
    async create(community, events) {
      const outcome = await transactWrite(db, [
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.community(community.id), ...keys.communityByOwner(community.host_id, community.created_at, community.id), type: ITEM_TYPES.community, ...community },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...events.map((event) => outboxPut(tableName, event, new Date(community.created_at))),
      ]);
      return outcome.ok;
    },
  };
}
