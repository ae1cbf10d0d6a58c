import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ActivityItem } from '@shared/schemas/profile-stats';
import type { ProfileEffect } from '@shared/rules/profile-activity';
import type { KeptCounters, ProfileStatsRepository } from '@functions/accounts/ports';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { ACCOUNT_ITEM_TYPES, accountKeys } from './keys';
import { communityKeys } from '@functions/communities/public-items';
import { gameKeys } from '@functions/games/public-keys';
import { joinKeys } from '@functions/joins/public-items';
import { countItems, queryItems, type KeyCondition } from '@functions/platform/dynamo/query';
import { putIfAbsent, transactWrite } from '@functions/platform/dynamo/transact';

// A user's kept counters (one item, moved by ADD) and their Recent Activity (one item per event,
// cleared by TTL after 180 days). Each consumer effect is one transaction with a marker keyed by
// (event, user), so an event delivered twice moves a counter once.
const ACTIVITY_KEEP_SECONDS = 180 * 24 * 60 * 60;
/** Longer than any redelivery: the outbox keeps an event 15 days for a redrive (decision 004). */
const MARKER_KEEP_SECONDS = 30 * 24 * 60 * 60;
const MAX_PAGES = 10;
const COUNTERS = ['games_played', 'games_hosted', 'communities_joined'] as const;

const epochSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** A transaction entry that moves one of the user's counters; other repositories add it to their writes. */
export function statsCounterUpdate(tableName: string, userId: string, counter: keyof KeptCounters, delta: number) {
  return {
    Update: {
      TableName: tableName,
      Key: accountKeys.userStats(userId),
      UpdateExpression: 'SET #type = :type ADD #counter :delta',
      ExpressionAttributeNames: { '#type': 'type', '#counter': counter },
      ExpressionAttributeValues: { ':type': ACCOUNT_ITEM_TYPES.userStats, ':delta': delta },
    },
  };
}

const toActivity = (item: Record<string, unknown>): ActivityItem => ({
  id: String(item.sk).slice('ACTIVITY#'.length),
  kind: item.kind as ActivityItem['kind'],
  text: String(item.text),
  link: String(item.link),
  at: String(item.at),
});

export function dynamoProfileStatsRepository(db: DynamoDBDocumentClient, tableName: string): ProfileStatsRepository {
  return {
    async counters(userId) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: accountKeys.userStats(userId) }));
      const count = (name: (typeof COUNTERS)[number]) => Number(Item?.[name] ?? 0);
      return {
        games_played: count('games_played'),
        games_hosted: count('games_hosted'),
        communities_joined: count('communities_joined'),
      };
    },

    async latestActivity(userId, limit) {
      const { pk, skPrefix } = accountKeys.activityPrefix(userId);
      const { items } = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        descending: true,
        limit,
        maxPages: 1,
        map: toActivity,
      });
      return items;
    },

    async apply(eventId, at, effect: ProfileEffect) {
      const outcome = await transactWrite(db, {
        applied: putIfAbsent(tableName, {
          ...accountKeys.profileEffect(eventId, effect.userId),
          type: ACCOUNT_ITEM_TYPES.profileEffect,
          expiresAt: epochSeconds(at) + MARKER_KEEP_SECONDS,
        }),
        counters: Object.entries(effect.counters ?? {}).map(([counter, delta]) =>
          statsCounterUpdate(tableName, effect.userId, counter as keyof KeptCounters, delta),
        ),
        activity: effect.activity
          ? {
              Put: {
                TableName: tableName,
                Item: {
                  ...accountKeys.activity(effect.userId, at, eventId),
                  type: ACCOUNT_ITEM_TYPES.activity,
                  ...effect.activity,
                  at,
                  expiresAt: epochSeconds(at) + ACTIVITY_KEEP_SECONDS,
                },
              },
            }
          : undefined,
      });
      return outcome.ok ? 'applied' : 'duplicate';
    },

    async recount(userId) {
      // The user's items of one kind in byOwner (their games, memberships and requests), every page up to the bound.
      const owned = ({ gsi1pk, gsi1skPrefix }: { gsi1pk: string; gsi1skPrefix: string }) => ({
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] } satisfies KeyCondition,
        maxPages: MAX_PAGES,
      });
      const withStatus = (expression: string, values: Record<string, string>) => ({
        expression,
        names: { '#status': 'status' },
        values,
      });
      const [games_hosted, communities_joined, confirmed] = await Promise.all([
        countItems(db, {
          ...owned(gameKeys.ownerGamesPrefix(userId)),
          filter: withStatus('#status <> :cancelled', { ':cancelled': 'cancelled' }),
        }),
        countItems(db, owned(communityKeys.playerCommunitiesPrefix(userId))),
        queryItems(db, {
          ...owned(joinKeys.playerRequestsPrefix(userId)),
          filter: withStatus('#status = :confirmed', { ':confirmed': 'confirmed' }),
          projection: ['game_id'],
          map: (item) => String(item.game_id),
        }),
      ]);
      const games = await batchGetItems(db, {
        tableName,
        keys: [...new Set(confirmed.items)].map((id) => gameKeys.game(id)),
        projection: ['id', 'status'],
      });
      const completed = new Set(games.filter((game) => game.status === 'completed').map((game) => String(game.id)));
      return {
        games_played: confirmed.items.filter((id) => completed.has(id)).length,
        games_hosted,
        communities_joined,
      };
    },

    async initialise(userId, counters, at) {
      return writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: accountKeys.userStats(userId),
            UpdateExpression:
              'SET #type = :type, recounted_at = :at, games_played = :played, games_hosted = :hosted, communities_joined = :joined',
            // Once per user: afterwards only the consumers and the membership writes move them.
            ConditionExpression: 'attribute_not_exists(recounted_at)',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: {
              ':type': ACCOUNT_ITEM_TYPES.userStats,
              ':at': at,
              ':played': counters.games_played,
              ':hosted': counters.games_hosted,
              ':joined': counters.communities_joined,
            },
          }),
        ),
      );
    },
  };
}
