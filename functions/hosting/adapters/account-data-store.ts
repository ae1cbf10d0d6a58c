import { DeleteCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryItems } from '@functions/platform/dynamo/query';
import { hostingKeys } from './keys';

// A user's host applications for their data export, and their erasure when the account is deleted:
// every application (its item carries its applicant and status indexes) and the open marker.

const MAX_PAGES = 5;

export function dynamoHostingAccountData(db: DynamoDBDocumentClient, tableName: string) {
  const applicationIdsOf = async (userId: string) => {
    const { gsi1pk, gsi1skPrefix } = hostingKeys.applicantApplicationsPrefix(userId);
    const page = await queryItems(db, {
      tableName,
      index: 'byOwner',
      key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] },
      descending: true,
      projection: ['id'],
      maxPages: MAX_PAGES,
      map: (item) => String(item.id),
    });
    return page.items;
  };

  return {
    async applicationsOf(userId: string): Promise<Record<string, unknown>[]> {
      const items = await Promise.all(
        (await applicationIdsOf(userId)).map(async (id) => {
          const { Item } = await db.send(
            new GetCommand({ TableName: tableName, Key: hostingKeys.hostApplication(id), ConsistentRead: true }),
          );
          if (!Item) return null;
          const { pk, sk, type, username, ...application } = Item;
          for (const key of Object.keys(application)) if (/^gsi\d/.test(key)) delete application[key];
          return application;
        }),
      );
      return items.filter((item) => item !== null);
    },

    /** Deletes them all with the open marker; a repeat finds nothing to delete. */
    async eraseAll(userId: string): Promise<number> {
      const ids = await applicationIdsOf(userId);
      await Promise.all(
        ids.map((id) => db.send(new DeleteCommand({ TableName: tableName, Key: hostingKeys.hostApplication(id) }))),
      );
      await db.send(new DeleteCommand({ TableName: tableName, Key: hostingKeys.openHostApplicationMarker(userId) }));
      return ids.length;
    },
  };
}
