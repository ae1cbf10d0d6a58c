import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { UPCOMING_CHOICE_FIELDS } from '@functions/games/adapters/upcoming-choice';

// The one table, described once: the CDK stack and the local stack both build it from here.
// Key attributes are generic; each index is named after the query it serves.
export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** What it answers, so a reader knows why it exists. */
  serves: string;
  /**
   * What an entry carries besides the table's and the index's keys: 'ALL', or only the attributes
   * its readers choose by (INCLUDE). Every change of a carried attribute is one more index write,
   * billed at the entry's size; a change of one it doesn't carry writes nothing to the index.
   */
  projection: 'ALL' | readonly string[];
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
      // Its readers map whole items (a player's requests, a host's communities, the data export).
      projection: 'ALL',
    },
    {
      name: 'byStatusAndStart',
      partitionKey: 'gsi2pk',
      sortKey: 'gsi2sk',
      serves:
        "upcoming games by start time (featured, discover, status sweep); ongoing games by end (status sweep); public communities (communities-list); a host's nudged pending requests by last nudge (dashboard)",
      // Games as lists choose them, a ranked community's id and search words; nudged requests and
      // the sweep's games are read from the table by the keys every entry has.
      projection: [...UPCOMING_CHOICE_FIELDS, 'community_id', 'words'],
    },
    {
      name: 'byGeoCell',
      partitionKey: 'gsi3pk',
      sortKey: 'gsi2sk',
      serves: 'upcoming games in a ~156 km geohash cell by start time (discover beyond ~60 km)',
      // The geo indexes sort by byStatusAndStart's own attribute: an upcoming game's value is the same
      // start and id in each, so its item carries it once, not four times (decision 065).
      projection: UPCOMING_CHOICE_FIELDS,
    },
    {
      name: 'bySearchToken',
      partitionKey: 'gsi4pk',
      sortKey: 'gsi4sk',
      serves: 'prefix search of games and communities by token',
      // Its entries are small items of their own, written only when a title or place changes.
      projection: 'ALL',
    },
    {
      name: 'byLookup',
      partitionKey: 'gsi5pk',
      sortKey: 'gsi5sk',
      serves:
        "point lookups by a secondary identifier (pass code, e-mail, order id); a community's members, reviews and games; a host's pending requests (dashboard)",
      // Point lookups and the lists here map whole items (a pass, an order, a member, a review).
      projection: 'ALL',
    },
    {
      name: 'byGeoCell4',
      partitionKey: 'gsi6pk',
      sortKey: 'gsi2sk',
      serves: 'upcoming games in a ~39 × 20 km geohash cell by start time (discover, tens of km)',
      projection: UPCOMING_CHOICE_FIELDS,
    },
    {
      name: 'byGeoCell5',
      partitionKey: 'gsi7pk',
      sortKey: 'gsi2sk',
      serves: 'upcoming games in a ~5 km geohash cell by start time (discover, a few km)',
      projection: UPCOMING_CHOICE_FIELDS,
    },
    {
      name: 'byGameRequestStatus',
      partitionKey: 'gsi8pk',
      sortKey: 'gsi8sk',
      serves:
        "a game's going, waiting and withdrawn requests, oldest first (cancellation notices and refunds, reminders, the waitlist's next player)",
      // Its readers take only the keys (who) and read each request itself before acting on it. Pending,
      // accepted and rejected requests are left out: joins and decisions, the hottest writes, write
      // nothing here; the one loop that wants them (a cancellation's notices) reads the game's partition.
      projection: [],
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
      Projection: projectionOf(index),
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  };
}

/** An index's projection as DynamoDB (and CloudFormation) spell it. */
export function projectionOf(index: IndexDefinition): {
  ProjectionType: 'ALL' | 'INCLUDE' | 'KEYS_ONLY';
  NonKeyAttributes?: string[];
} {
  if (index.projection === 'ALL') return { ProjectionType: 'ALL' };
  // No attributes beyond the keys: DynamoDB refuses an INCLUDE of nothing.
  if (index.projection.length === 0) return { ProjectionType: 'KEYS_ONLY' };
  return { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] };
}
