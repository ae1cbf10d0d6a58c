import { ConditionalCheckFailedException, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClientOf } from '@functions/platform/dynamo/client';
import { dynamoCommunityRepository } from '@functions/communities/adapters/community-repository';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoProfileRepository } from '@functions/accounts/adapters/profile-repository';
import { dynamoProfileStatsRepository } from '@functions/accounts/adapters/profile-stats-repository';
import { ConflictError } from '@functions/platform/errors';
import { createGameService } from '@functions/games/game-service';
import { systemClock } from '@functions/platform/clock';
import { gameInputSchema } from '@shared/schemas/game';
import { defaultPreferences } from '@shared/schemas/profile';
import { todayInIndia } from '@shared/rules/game-time';
import type { LocalCognito } from '../cognito/local-cognito';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_GAMES } from './demo-games';
import { demoCommunityOf, seedDemoCommunities } from './demo-communities';
import { rankAllCommunities } from '../../rank-communities/rank-communities';
import { seedJoinRequests } from './demo-join-requests';
import { backfillHostStats, seedHostActivity } from './demo-host-activity';
import { countDemoSportPlayers } from './demo-sport-players';

// Demo data. A marker item claims the first seed, so restarts (and two stacks on one data
// directory) report it once; each part is idempotent on its own, so a data directory seeded by an
// older version gains what was added since. Games and communities go through the same services
// and repositories as the API, events included, so the search consumer indexes them.
const SEED_VERSION = 'v1';

export async function seedOnce(deps: {
  client: DynamoDBClient;
  tableName: string;
  cognito: LocalCognito;
}): Promise<boolean> {
  const { client, tableName, cognito } = deps;
  let first = true;
  try {
    await client.send(
      new PutItemCommand({
        TableName: tableName,
        Item: { pk: { S: 'SEED' }, sk: { S: SEED_VERSION }, seededAt: { S: new Date().toISOString() } },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    first = false;
  }
  const db = documentClientOf(client);
  const userIds = await seedAccounts(db, tableName, cognito);
  // Before anything new is written for them: hosts seeded before the dashboard kept aggregates get them counted once.
  await backfillHostStats(
    db,
    tableName,
    DEMO_ACCOUNTS.filter((a) => a.role === 'host').map((a) => userIds.get(a.email)!),
  );
  await initialiseDemoStats(db, tableName, userIds);
  await seedDemoCommunities(db, tableName, userIds);
  // A data directory from before the ranked list gains its rank entries (each later change re-ranks).
  await rankAllCommunities({ db, tableName });
  await seedGames(db, tableName, userIds);
  await seedJoinRequests(db, tableName, userIds);
  await seedHostActivity(db, tableName, userIds);
  await countDemoSportPlayers(
    db,
    tableName,
    DEMO_ACCOUNTS.filter((a) => a.role === 'host').map((a) => userIds.get(a.email)!),
  );
  return first;
}

/** The demo people: a pool user each and a profile, unless they exist (a user's edits are kept). */
async function seedAccounts(
  db: DynamoDBDocumentClient,
  tableName: string,
  cognito: LocalCognito,
): Promise<Map<string, string>> {
  const profiles = dynamoProfileRepository(db, tableName);
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const user =
      cognito.store.byEmail(account.email) ??
      cognito.store.create({
        email: account.email,
        password: DEMO_PASSWORD,
        status: 'CONFIRMED',
        attributes: {
          name: account.name,
          email_verified: 'true',
          'custom:role': account.role,
          'custom:profile_setup': 'true',
          ...(account.instagram ? { 'custom:instagram': account.instagram } : {}),
        },
      });
    // A data directory seeded before the account had its groups gains them.
    const missing = (account.groups ?? []).filter((group) => !user.groups?.includes(group));
    if (missing.length) cognito.store.update(user.sub, (u) => (u.groups = [...(u.groups ?? []), ...missing]));
    ids.set(account.email, user.sub);
    if (await profiles.get(user.sub)) continue;
    const now = new Date().toISOString();
    await profiles.save(
      {
        id: user.sub,
        name: account.name,
        email: account.email,
        phone: account.phone,
        instagram_handle: account.instagram ?? null,
        profile_pic: null,
        avatar_url: null,
        role: account.role,
        profile_setup_completed: true,
        ...defaultPreferences(),
        created_at: now,
        updated_at: now,
      },
      [],
    );
  }
  return ids;
}

/**
 * Demo users seeded before profile counters existed get them from a recount, once each. It runs
 * before this start's games and communities are seeded, whose events and transactions count
 * themselves; on a fresh data directory it writes zeros.
 */
async function initialiseDemoStats(db: DynamoDBDocumentClient, tableName: string, userIds: Map<string, string>) {
  const stats = dynamoProfileStatsRepository(db, tableName);
  const at = new Date().toISOString();
  for (const userId of userIds.values()) await stats.initialise(userId, await stats.recount(userId), at);
}

/** Tops the demo games up: each is created again, days ahead, once its last date has passed. */
async function seedGames(db: DynamoDBDocumentClient, tableName: string, userIds: Map<string, string>) {
  const games = createGameService({
    games: dynamoGameRepository(db, tableName),
    profiles: dynamoProfileRepository(db, tableName),
    communities: dynamoCommunityRepository(db, tableName),
    clock: systemClock,
  });
  const now = new Date();
  const today = todayInIndia(now);
  const upcomingTitles = new Map<string, Set<string>>();
  for (const demo of DEMO_GAMES) {
    const hostId = userIds.get(demo.hostEmail)!;
    if (!upcomingTitles.has(hostId)) {
      const mine = await games.hostGames(hostId);
      upcomingTitles.set(
        hostId,
        new Set(mine.filter((g) => g.status === 'upcoming' && g.game_datetime > now.toISOString()).map((g) => g.title)),
      );
    }
    if (upcomingTitles.get(hostId)!.has(demo.game.title)) continue;
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + demo.inDays);
    const input = gameInputSchema.parse({
      ...demo.game,
      game_date: date.toISOString().slice(0, 10),
      community_id: demoCommunityOf(demo.hostEmail),
    });
    try {
      await games.create(hostId, input);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}
