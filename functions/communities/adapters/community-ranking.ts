import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rankEntries, rankWords, type RankEntry, type RankNumbers } from '@shared/rules/community-ranking';
import type { StoredCommunity } from '@functions/communities/ports';
import type { CommunityRanking } from '@functions/communities/ranking-ports';
import { deleteKeys } from '@functions/platform/dynamo/delete-keys';
import { queryItems } from '@functions/platform/dynamo/query';
import { communityKeys } from './keys';
import { toCommunity } from './community-item';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';

// The communities list's orderings as small rank entries in the community's own partition (so a
// deleted community's cleanup takes them too), each on byStatusAndStart under
// COMMUNITIES#<sort>#<sport|all> with its standing as the sort key. A list page is one query of
// one ordering, newest or highest first, a page long; search words ride along for a filter.

const RANK_PREFIX = 'RANK#';
const WRITE_BATCH = 25;

export const rankKeys = {
  entry: (communityId: string, sort: string, group: string) => ({
    pk: communityKeys.communityPartition(communityId).pk,
    sk: `${RANK_PREFIX}${sort}#${group}`,
  }),
  ordering: (sort: string, group: string) => ({ gsi2pk: `COMMUNITIES#${sort}#${group}` }),
};

/** The id at the end of a standing (`…#<created_at>#<id>`). */
const idOf = (standing: string) => standing.slice(standing.lastIndexOf('#') + 1);

export function dynamoCommunityRanking(db: DynamoDBDocumentClient, tableName: string): CommunityRanking {
  async function stored(communityId: string) {
    const page = await queryItems(db, {
      tableName,
      key: {
        partition: ['pk', communityKeys.communityPartition(communityId).pk],
        sort: ['sk', { beginsWith: RANK_PREFIX }],
      },
      projection: ['sk', 'gsi2sk', 'words'],
      consistent: true,
      maxPages: 2,
      map: (item) => ({ sk: String(item.sk), standing: String(item.gsi2sk ?? ''), words: String(item.words ?? '') }),
    });
    return page.items;
  }

  async function put(community: StoredCommunity, entries: RankEntry[], words: string) {
    const items = entries.map((e) => ({
      PutRequest: {
        Item: {
          ...rankKeys.entry(community.id, e.sort, e.group),
          ...rankKeys.ordering(e.sort, e.group),
          gsi2sk: e.standing,
          type: 'community-rank',
          community_id: community.id,
          words,
        },
      },
    }));
    for (let i = 0; i < items.length; i += WRITE_BATCH) {
      let requests = items.slice(i, i + WRITE_BATCH);
      while (requests.length) {
        const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
        requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
      }
    }
  }

  return {
    async rank(community, numbers: RankNumbers | null) {
      const before = await stored(community.id);
      // A private community is in no ordering; nor is one that is gone (numbers null).
      const wanted = community.is_public && numbers ? rankEntries(community, numbers) : [];
      const words = rankWords(community);
      const current = new Map(before.map((e) => [e.sk, e]));
      const changed = wanted.filter((e) => {
        const now = current.get(rankKeys.entry(community.id, e.sort, e.group).sk);
        return !now || now.standing !== e.standing || now.words !== words;
      });
      const wantedKeys = new Set(wanted.map((e) => rankKeys.entry(community.id, e.sort, e.group).sk));
      const stale = before.filter((e) => !wantedKeys.has(e.sk));
      await put(community, changed, words);
      await deleteKeys(
        db,
        tableName,
        stale.map((e) => ({ pk: communityKeys.communityPartition(community.id).pk, sk: e.sk })),
      );
      return { written: changed.length, removed: stale.length };
    },

    async page({ sort, group, after, limit, words, evaluate }) {
      const { gsi2pk } = rankKeys.ordering(sort, group);
      const filter = words.length
        ? {
            expression: words.map((_, i) => `contains(words, :w${i})`).join(' AND '),
            values: Object.fromEntries(words.map((w, i) => [`:w${i}`, ` ${w}`])),
          }
        : undefined;
      const answer = await queryItems(db, {
        tableName,
        index: 'byStatusAndStart',
        key: { partition: ['gsi2pk', gsi2pk] },
        descending: true,
        ...(filter ? { filter } : {}),
        projection: ['community_id', 'gsi2sk'],
        limit,
        // With a search, a page reads a bounded run of small entries whatever it finds in it.
        pageSize: filter ? evaluate : limit,
        maxPages: 1,
        ...(after
          ? {
              cursor: {
                ...rankKeys.entry(idOf(after), sort, group),
                gsi2pk,
                gsi2sk: after,
              },
            }
          : {}),
        map: (item) => ({ id: String(item.community_id), standing: String(item.gsi2sk) }),
      });
      const last = answer.cursor?.gsi2sk;
      return { ids: answer.items.map((e) => e.id), after: typeof last === 'string' ? last : null };
    },
  };
}

/** The communities of a list page, read together (their order is the caller's to keep). */
export async function readCommunities(
  db: DynamoDBDocumentClient,
  tableName: string,
  ids: string[],
): Promise<StoredCommunity[]> {
  const items = await batchGetItems(db, {
    tableName,
    keys: [...new Set(ids)].map((id) => communityKeys.community(id)),
  });
  return items.map(toCommunity);
}
