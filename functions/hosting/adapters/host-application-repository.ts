import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { HostApplicationRepository, StoredHostApplication } from '@functions/hosting/ports';
import { HOSTING_ITEM_TYPES, hostingKeys } from './keys';
import { encodeCursor, indexPartitionCursor, queryItems } from '@functions/platform/dynamo/query';
import { putIfAbsent, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from './host-dashboard-version';

// Host applications. One item per application; a marker per applicant while one is
// pending, put under a condition in the create transaction (so two parallel applications make one)
// and deleted by the decision. The status index moves with the status.

const FIELDS = [
  'id',
  'user_id',
  'username',
  'applicant_name',
  'sports',
  'city',
  'experience',
  'why',
  'phone',
  'status',
  'reason',
  'created_at',
  'decided_at',
  'decided_by',
] as const satisfies readonly (keyof StoredHostApplication)[];

const toApplication = (item: Record<string, unknown>): StoredHostApplication =>
  Object.fromEntries(FIELDS.map((field) => [field, item[field] ?? null])) as unknown as StoredHostApplication;

export function dynamoHostApplicationRepository(
  db: DynamoDBDocumentClient,
  tableName: string,
): HostApplicationRepository {
  const get = async (applicationId: string) => {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: hostingKeys.hostApplication(applicationId), ConsistentRead: true }),
    );
    return Item ? toApplication(Item) : null;
  };

  return {
    get,

    async create(application, events) {
      const outcome = await transactWrite(db, {
        marker: putIfAbsent(tableName, {
          ...hostingKeys.openHostApplicationMarker(application.user_id),
          type: HOSTING_ITEM_TYPES.openHostApplicationMarker,
          applicationId: application.id,
          created_at: application.created_at,
        }),
        application: putIfAbsent(tableName, {
          ...hostingKeys.hostApplication(application.id),
          ...hostingKeys.hostApplicationOfApplicant(application.user_id, application.created_at, application.id),
          ...hostingKeys.hostApplicationByStatus(application.status, application.created_at, application.id),
          type: HOSTING_ITEM_TYPES.hostApplication,
          ...application,
        }),
        ...eventWrites(tableName, events, application.created_at),
      });
      return outcome.ok ? 'created' : 'open';
    },

    async latestOf(userId) {
      const { gsi1pk, gsi1skPrefix } = hostingKeys.applicantApplicationsPrefix(userId);
      const page = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] },
        descending: true,
        limit: 1,
        maxPages: 1,
        map: (item) => String(item.id),
      });
      // The index may lag the decision by a moment: the item itself is read consistently.
      return page.items[0] ? get(page.items[0]) : null;
    },

    async list(status, limit, cursorText) {
      const { gsi5pk } = hostingKeys.hostApplicationsWithStatus(status);
      // A cursor of this list names an item of this status's partition, nothing else.
      const cursor = indexPartitionCursor(cursorText, ['gsi5pk', gsi5pk]);
      if (cursor === null) return null;
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: ['gsi5pk', gsi5pk] },
        limit,
        cursor,
        maxPages: 1,
        map: toApplication,
      });
      return { applications: page.items, nextCursor: encodeCursor(page.cursor) ?? null };
    },

    async decide(application, decision, events) {
      const outcome = await transactWrite(db, {
        application: {
          Update: {
            TableName: tableName,
            Key: hostingKeys.hostApplication(application.id),
            UpdateExpression:
              'SET #status = :status, reason = :reason, decided_at = :at, decided_by = :by, gsi5pk = :gsi5pk, gsi5sk = :gsi5sk',
            ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':status': decision.status,
              ':reason': decision.reason,
              ':at': decision.decided_at,
              ':by': decision.decided_by,
              ':pending': 'pending',
              ...Object.fromEntries(
                Object.entries(
                  hostingKeys.hostApplicationByStatus(decision.status, application.created_at, application.id),
                ).map(([name, value]) => [`:${name}`, value]),
              ),
            },
          },
        },
        // Only this application's marker: a newer one can't exist while this one is pending.
        marker: {
          Delete: {
            TableName: tableName,
            Key: hostingKeys.openHostApplicationMarker(application.user_id),
            ConditionExpression: 'attribute_not_exists(pk) OR applicationId = :id',
            ExpressionAttributeValues: { ':id': application.id },
          },
        },
        ...eventWrites(tableName, events, decision.decided_at),
      });
      return outcome.ok;
    },
  };
}
