import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLE } from '@infra/table-definition';
import { reindexUpcomingGames } from '@infra/reindex/reindex';
import { dynamoGameListing } from '@functions/discover/adapters/game-listing-repository';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { UPCOMING_CHOICE_FIELDS } from '@functions/games/adapters/upcoming-choice';
import { dynamoHostDashboardReads } from '@functions/hosting/adapters/host-dashboard-reads';
import { dynamoCommunityRanking } from '@functions/communities/adapters/community-ranking';
import { coverFor } from '@shared/rules/geo';

// The indexes that carry only some attributes (INCLUDE) answer a Query with just those: an
// attribute a reader names but the index lacks comes back missing, without an error, and a filter
// on it drops every entry. So every reader of such an index is run here against a recording
// client, and each attribute its Queries read or filter by must be one the index carries. A new
// file that names one of these indexes fails the last test until its reads are checked here too.

const TABLE_NAME = 'projection-test';
/** The indexes carrying some attributes (a keys-only index's readers read keys, then the items). */
const INCLUDE_INDEXES = TABLE.indexes.filter((index) => index.projection !== 'ALL' && index.projection.length > 0);
const carried = (indexName: string) => {
  const index = INCLUDE_INDEXES.find((i) => i.name === indexName);
  if (!index || index.projection === 'ALL') return null;
  return new Set([TABLE.partitionKey, TABLE.sortKey, index.partitionKey, index.sortKey, ...index.projection]);
};

const EXPRESSION_WORDS = new Set([
  'AND',
  'OR',
  'NOT',
  'IN',
  'BETWEEN',
  'contains',
  'begins_with',
  'attribute_exists',
  'attribute_not_exists',
  'size',
]);
/** The attributes a Query's projection and filter name (#names resolved, bare names as written). */
function attributesRead(input: QueryCommandInput): string[] {
  const names = input.ExpressionAttributeNames ?? {};
  const text = [input.ProjectionExpression ?? '', input.FilterExpression ?? ''].join(' ').replace(/:\w+/g, ' ');
  return [...text.matchAll(/#?[A-Za-z_]\w*/g)]
    .map(([token]) => (token.startsWith('#') ? names[token]! : token))
    .filter((name) => !EXPRESSION_WORDS.has(name));
}

function tsFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'cdk.out' ? [] : tsFilesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const doc = mockClient(DynamoDBDocumentClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-south-1' }));
const entry = {
  pk: 'GAME#g1',
  sk: 'GAME',
  id: 'g1',
  status: 'upcoming',
  game_datetime: '2099-12-05T13:00:00.000Z',
  sport: 'football',
  price: 0,
  latitude: 12.9352,
  longitude: 77.6245,
};

beforeEach(() => {
  doc.reset();
  doc.on(QueryCommand).resolves({ Items: [entry] });
  doc.on(BatchGetCommand).resolves({ Responses: { [TABLE_NAME]: [] } });
});
afterEach(() => doc.reset());

/** Every Query the calls made of an INCLUDE index, with the attributes it read the index lacks. */
function uncarriedReads() {
  return doc
    .commandCalls(QueryCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.IndexName && carried(input.IndexName))
    .map((input) => {
      const index = carried(input.IndexName!)!;
      return {
        index: input.IndexName,
        // A Query without a projection asks for whole items, which these indexes don't hold.
        whole: !input.ProjectionExpression,
        missing: attributesRead(input).filter((name) => !index.has(name)),
      };
    });
}
const queriedIndexes = () => new Set(doc.commandCalls(QueryCommand).map((call) => call.args[0].input.IndexName));

describe('what each index carries', () => {
  it('the upcoming-games indexes carry what lists choose by, not what moves all day nor what they only show', () => {
    for (const name of ['byStatusAndStart', 'byGeoCell', 'byGeoCell4', 'byGeoCell5']) {
      const index = carried(name)!;
      for (const field of UPCOMING_CHOICE_FIELDS) expect(index.has(field), `${name} carries ${field}`).toBe(true);
      for (const field of ['current_players', 'checked_in_count', 'pending_count', 'join_requests', 'updated_at'])
        expect(index.has(field), `${name} leaves out ${field}`).toBe(false);
      for (const field of ['description', 'questions', 'payment_instructions', 'cover_image'])
        expect(index.has(field), `${name} leaves out ${field}`).toBe(false);
    }
  });

  it("stays within DynamoDB's 100 projected attributes across a table's indexes", () => {
    const total = INCLUDE_INDEXES.reduce((sum, index) => sum + (index.projection as readonly string[]).length, 0);
    expect(total).toBeLessThanOrEqual(100);
  });
});

describe('every reader of an index that carries only some attributes reads only those', () => {
  const window = { from: '2099-12-01T00:00:00.000Z', sport: 'football', skill_level: 'beginner', free: true };
  const accept = () => true;

  it("discover and featured's national list, with every filter", async () => {
    await dynamoGameListing(db, TABLE_NAME).upcoming({ window, limit: 20, accept });
    expect(queriedIndexes()).toEqual(new Set(['byStatusAndStart']));
    expect(uncarriedReads().filter((read) => read.whole || read.missing.length)).toEqual([]);
  });

  it("discover's geo cells of every size, read live and kept, with and without filters", async () => {
    const listing = dynamoGameListing(db, TABLE_NAME);
    for (const radiusKm of [2, 40, 100]) {
      const cover = coverFor({ lat: 12.9352, lng: 77.6245 }, radiusKm);
      await listing.near(cover, { window: { from: window.from }, limit: 20, accept });
      await listing.near(cover, { window, limit: 100, accept });
    }
    expect(queriedIndexes()).toEqual(new Set(['byGeoCell', 'byGeoCell4', 'byGeoCell5']));
    expect(uncarriedReads().filter((read) => read.whole || read.missing.length)).toEqual([]);
  });

  it('the status sweep, the nudged requests of the dashboard, the communities ranking and the reindex', async () => {
    await dynamoGameRepository(db, TABLE_NAME).overdue('2099-12-06T00:00:00.000Z', 10);
    await dynamoHostDashboardReads(db, TABLE_NAME).nudgedRequests('host-1', 10);
    await dynamoCommunityRanking(db, TABLE_NAME).page({
      sort: 'members',
      group: 'all',
      after: null,
      limit: 10,
      words: ['football'],
      evaluate: 50,
    });
    doc.on(QueryCommand).resolves({ Items: [] });
    await reindexUpcomingGames({ db, tableName: TABLE_NAME, reindexSearch: async () => {}, log: () => {} });
    expect(queriedIndexes()).toEqual(new Set(['byStatusAndStart']));
    expect(uncarriedReads().filter((read) => read.whole || read.missing.length)).toEqual([]);
  });

  it('no other file names these indexes (a new reader is checked above first)', () => {
    const checked = [
      'infra/table-definition.ts',
      'infra/reindex/reindex.ts',
      'infra/rank-communities/rank-communities.ts', // reads `id` of COMMUNITIES#public, carried
      'functions/discover/adapters/cell-pages.ts',
      'functions/games/adapters/keys.ts',
      'functions/games/adapters/game-repository.ts',
      'functions/hosting/adapters/host-dashboard-reads.ts',
      'functions/communities/adapters/community-ranking.ts',
    ];
    const names = new RegExp(`'(${INCLUDE_INDEXES.map((index) => index.name).join('|')})'`);
    const files = ['functions', 'infra'].flatMap(tsFilesUnder);
    const readers = files.filter((file) => names.test(readFileSync(file, 'utf8')));
    expect(readers.sort()).toEqual(checked.sort());
  });
});
