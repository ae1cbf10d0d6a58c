import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredCommunity } from '@functions/communities/ports';
import { queryItems } from '@functions/platform/dynamo/query';
import { LOCAL } from '@infra/local/names';
import { rankAllCommunities } from '@infra/rank-communities/rank-communities';
import { apiClient, uniqueTag, until } from '../support/games-client';
import { communityServices, localDb, syntheticUser } from '../support/community-fixtures';
import { storedCommunity } from '../support/fakes';

// The communities list a page at a time on the local stack: communities ranked by the consumer
// from their events, paged by cursor in each ordering with no repeat and no gap, a search reading
// a bounded run per page, a private community leaving the list, and the one-off that ranks
// communities stored before the ranked list and turns their linked games map into counts.
const base = inject('localStackUrl');
const db = localDb(inject('dynamoEndpoint'));
const { call } = apiClient(base);
const { communities, service } = communityServices(db);

interface Listed {
  id: string;
  community_score: number;
  counts: { members: number };
}

/** Every page of a listing, following the cursor to the end. */
async function allPages(query: string, limit: number) {
  const seen: Listed[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const answer = await call(
      `/api/communities?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(answer.status).toBe(200);
    const body = answer.body as { data: Listed[]; cursor: string | null };
    expect(body.data.length).toBeLessThanOrEqual(limit);
    seen.push(...body.data);
    cursor = body.cursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { seen, pages };
}

/** A public community stored as the create transaction stores one, with `members` members counted. */
async function listedCommunity(tag: string, i: number, hostId: string): Promise<StoredCommunity> {
  const at = new Date(Date.now() - i * 1000).toISOString();
  const community = storedCommunity({
    id: randomUUID(),
    name: `Paging ${tag} ${i}`,
    sport: 'cricket',
    sports: ['cricket'],
    location: 'Indiranagar, Bengaluru',
    host_id: hostId,
    created_at: at,
    // Distinct counts, so the members ordering has one right answer.
    member_count: 1 + ((i * 7) % 23),
  });
  await communities.create(community, [
    { name: 'CommunityCreated.v1', detail: { communityId: community.id, hostId, name: community.name } },
  ]);
  return community;
}

const rankEntries = async (id: string) =>
  (
    await queryItems(db, {
      tableName: LOCAL.tableName,
      key: { partition: ['pk', `COMMUNITY#${id}`], sort: ['sk', { beginsWith: 'RANK#' }] },
      consistent: true,
      map: (item) => String(item.sk),
    })
  ).items;

describe('the communities list, a page at a time', () => {
  it('pages each ordering by cursor with no repeat and no gap; a private one leaves; the one-off ranks the rest', async () => {
    const tag = uniqueTag();
    const hosts = await Promise.all(Array.from({ length: 23 }, () => syntheticUser(db, 'host')));
    const made = await Promise.all(hosts.map((host, i) => listedCommunity(tag, i, host)));
    const ids = new Set(made.map((c) => c.id));

    // The consumer ranks each one from its CommunityCreated event.
    await until(
      async () => (await allPages(`q=${tag}&sort=members`, 50)).seen.length === made.length,
      30_000,
      'all ranked',
    );

    for (const sort of ['members', 'score', 'recent'] as const) {
      const { seen, pages } = await allPages(`q=${tag}&sort=${sort}&sport=cricket`, 5);
      expect(pages).toBeGreaterThanOrEqual(5);
      expect(seen.map((c) => c.id).sort()).toEqual([...ids].sort());
      if (sort === 'members') {
        const counts = seen.map((c) => c.counts.members);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
      if (sort === 'score') {
        const scores = seen.map((c) => c.community_score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
    }
    // Another sport's ordering holds none of them.
    expect((await allPages(`q=${tag}&sport=football`, 50)).seen).toEqual([]);

    // Without a search a page is a page: the first 5 of the whole list, then the next 5.
    const first = (await call('/api/communities?sort=recent&limit=5')).body as { data: Listed[]; cursor: string };
    expect(first.data).toHaveLength(5);
    const second = (await call(`/api/communities?sort=recent&limit=5&cursor=${first.cursor}`)).body as {
      data: Listed[];
    };
    expect(second.data.filter((c) => first.data.some((f) => f.id === c.id))).toEqual([]);

    // A cursor that was not made here is a 400, not a failure.
    expect((await call('/api/communities?cursor=not-a-cursor!')).status).toBe(400);

    // Private: out of every ordering.
    const hidden = made[0]!;
    await service.update(hidden.host_id, hidden.id, {
      name: hidden.name,
      sport: 'cricket',
      sports: ['cricket'],
      location: hidden.location,
      description: null,
      max_members: null,
      is_public: false,
      requires_approval: false,
      tags: [],
      profile_pic: null,
      cover_pic: null,
    });
    await until(async () => (await rankEntries(hidden.id)).length === 0, 30_000, 'private unranked');
    expect((await allPages(`q=${tag}`, 50)).seen.map((c) => c.id)).not.toContain(hidden.id);

    // Stored before the ranked list (no entries): the one-off ranks it, and running it again changes nothing.
    const old = made[1]!;
    for (const sk of await rankEntries(old.id))
      await db.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: { pk: `COMMUNITY#${old.id}`, sk } }));
    expect((await allPages(`q=${tag}`, 50)).seen.map((c) => c.id)).not.toContain(old.id);
    // …and its linked games still as the old map on the item: read as counts until the one-off stores them.
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: { pk: `COMMUNITY#${old.id}`, sk: 'COMMUNITY' },
        UpdateExpression: 'SET linked_games = :map REMOVE games_count, games_held',
        ExpressionAttributeValues: { ':map': { 'gone-game': '2026-01-01T10:00:00.000Z' } },
      }),
    );
    expect((await call(`/api/communities/${old.id}`)).body.stats).toMatchObject({
      total_events: 1,
      completed_events: 1,
    });
    await rankAllCommunities({ db, tableName: LOCAL.tableName });
    const migrated = (
      await db.send(new GetCommand({ TableName: LOCAL.tableName, Key: { pk: `COMMUNITY#${old.id}`, sk: 'COMMUNITY' } }))
    ).Item!;
    // Recounted from the games that are really linked (none): the map is gone, the counts stored.
    expect(migrated.linked_games).toBeUndefined();
    expect(migrated).toMatchObject({ games_count: 0, games_held: 0 });
    expect((await allPages(`q=${tag}`, 50)).seen.map((c) => c.id)).toContain(old.id);
    // Four orderings, for all sports and for cricket.
    expect(await rankEntries(old.id)).toHaveLength(8);
  }, 120_000);
});
