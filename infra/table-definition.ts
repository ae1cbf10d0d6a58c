import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

// The one table, described once: the CDK stack and the local stack both build it from here.
// Key attributes are generic; each index is named after the query it serves.
export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** What it answers, so a reader knows why it exists. */
  serves: string;
}

export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [
    {
      name: 'byOwner',
      partitionKey: 'gsi1pk',
      sortKey: 'gsi1sk',
      serves: "a host's games and communities, a player's requests, newest or soonest first",
    },
    {
      name: 'byStatusAndStart',
      partitionKey: 'gsi2pk',
      sortKey: 'gsi2sk',
      serves:
        "upcoming games by start time (featured, discover, status sweep); ongoing games by end (status sweep); public communities (communities-list); a host's nudged pending requests by last nudge (dashboard)",
    },
    {
      name: 'byGeoCell',
      partitionKey: 'gsi3pk',
      sortKey: 'gsi3sk',
      serves: 'upcoming games in a ~156 km geohash cell by start time (discover beyond ~60 km)',
    },
    {
      name: 'bySearchToken',
      partitionKey: 'gsi4pk',
      sortKey: 'gsi4sk',
      serves: 'prefix search of games and communities by token',
    },
    {
      name: 'byLookup',
      partitionKey: 'gsi5pk',
      sortKey: 'gsi5sk',
      serves:
        "point lookups by a secondary identifier (pass code, e-mail, order id); a community's members, reviews and games; a host's pending requests (dashboard)",
    },
    {
      name: 'byGeoCell4',
      partitionKey: 'gsi6pk',
      sortKey: 'gsi6sk',
      serves: 'upcoming games in a ~39 × 20 km geohash cell by start time (discover, tens of km)',
    },
    {
      name: 'byGeoCell5',
      partitionKey: 'gsi7pk',
      sortKey: 'gsi7sk',
      serves: 'upcoming games in a ~5 km geohash cell by start time (discover, a few km)',
    },
    {
      name: 'byGameRequestStatus',
      partitionKey: 'gsi8pk',
      sortKey: 'gsi8sk',
      serves:
        "a game's requests in one status, oldest first (cancellation notices and refunds, reminders, the waitlist's next player)",
    },
  ] satisfies IndexDefinition[],
} as const;

/** CreateTable input for DynamoDB Local (and any tool that wants the same shape). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyAttributes = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const index of TABLE.indexes) {
    keyAttributes.add(index.partitionKey);
    keyAttributes.add(index.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...keyAttributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  };
}
