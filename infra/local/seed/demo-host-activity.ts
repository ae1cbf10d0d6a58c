import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoHostStatsStore } from '@functions/hosting/adapters/host-stats-store';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { dynamoPaymentStore } from '@functions/payments/adapters/payment-repository';
import { dynamoProfileRepository } from '@functions/accounts/adapters/profile-repository';
import { ConflictError } from '@functions/platform/errors';
import { createGameService } from '@functions/games/game-service';
import { createHostStatsService, recountHostStats } from '@functions/hosting/host-stats-service';
import { systemClock } from '@functions/platform/clock';
import { todayInIndia } from '@shared/rules/game-time';
import { gameInputSchema, type GameInput } from '@shared/schemas/game';
import { joinInputSchema } from '@shared/schemas/join';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoJoinServices } from './demo-join-services';

// The host dashboard on a fresh start: Meera hosts a few games and players ask to join,
// one is accepted and one nudges her — all through the same services as the API, events included,
// so her numbers are the kept aggregates the consumers and transactions maintain. Data from before
// the aggregates existed is recounted once per host (only where nothing is kept yet).

const MEERA = 'meera@demo.yaktiv.test';

const MEERA_GAMES: { inDays: number; game: Omit<GameInput, 'game_date'> }[] = [
  {
    inDays: 3,
    game: {
      title: 'Jayanagar Pickleball Social',
      sport: 'pickleball',
      description: 'Round-robin doubles for all levels. Paddles to borrow.',
      location: 'Jayanagar 4th Block Courts, Jayanagar, Bengaluru',
      maps_link: 'https://www.google.com/maps?q=12.9250,77.5938',
      game_time: '18:00',
      max_players: 8,
      price: 0,
      skill_level: 'beginner',
      equipment_provided: true,
      questions: [],
    },
  },
  {
    inDays: 5,
    game: {
      title: 'Lalbagh Sunrise 5K',
      sport: 'run',
      description: 'An easy-paced loop of the gardens, then filter coffee.',
      location: 'Lalbagh West Gate, Bengaluru',
      maps_link: 'https://www.google.com/maps?q=12.9507,77.5848',
      game_time: '06:00',
      max_players: 25,
      price: 0,
      skill_level: 'all_levels',
      equipment_provided: false,
      questions: [],
    },
  },
  {
    inDays: 6,
    game: {
      title: 'Jayanagar Evening Pickleball Ladder',
      sport: 'pickleball',
      description: 'Ladder matches, winners move up a court.',
      location: 'Jayanagar 4th Block Courts, Jayanagar, Bengaluru',
      maps_link: 'https://www.google.com/maps?q=12.9250,77.5938',
      game_time: '19:00',
      max_players: 8,
      price: 0,
      skill_level: 'intermediate',
      equipment_provided: true,
      questions: [],
    },
  },
];

/** Who asks to join which of Meera's games; `accept`: she accepts; `nudge`: the player nudges her. */
const MEERA_REQUESTS: { playerEmail: string; gameTitle: string; accept?: boolean; nudge?: boolean }[] = [
  { playerEmail: 'rahul@demo.yaktiv.test', gameTitle: 'Jayanagar Pickleball Social', accept: true },
  { playerEmail: 'ananya@demo.yaktiv.test', gameTitle: 'Jayanagar Pickleball Social', nudge: true },
  { playerEmail: 'rahul@demo.yaktiv.test', gameTitle: 'Lalbagh Sunrise 5K' },
];

export async function seedHostActivity(db: DynamoDBDocumentClient, tableName: string, userIds: Map<string, string>) {
  const { games, requests, joins, hosts } = demoJoinServices(db, tableName);
  const profiles = dynamoProfileRepository(db, tableName);
  const gameService = createGameService({ games, profiles, clock: systemClock });
  const hostId = userIds.get(MEERA)!;
  const now = new Date();
  const upcoming = (await games.byHost(hostId, 50)).filter(
    (g) => g.status === 'upcoming' && g.game_datetime > now.toISOString(),
  );
  for (const demo of MEERA_GAMES) {
    if (upcoming.some((g) => g.title === demo.game.title)) continue;
    const date = new Date(`${todayInIndia(now)}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + demo.inDays);
    try {
      await gameService.create(
        hostId,
        gameInputSchema.parse({ ...demo.game, game_date: date.toISOString().slice(0, 10) }),
      );
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  const mine = (await games.byHost(hostId, 50)).filter(
    (g) => g.status === 'upcoming' && g.game_datetime > now.toISOString(),
  );
  for (const demo of MEERA_REQUESTS) {
    const game = mine.find((g) => g.title === demo.gameTitle);
    const playerId = userIds.get(demo.playerEmail)!;
    if (!game || (await requests.get(game.id, playerId))) continue;
    const player = DEMO_ACCOUNTS.find((a) => a.email === demo.playerEmail)!;
    try {
      const input = joinInputSchema.parse({
        answers: {},
        contactInfo: { name: player.name, email: player.email, phone: player.phone, instagram: player.instagram },
      });
      const { joinRequestId } = await joins.join(playerId, game.id, input);
      if (demo.accept)
        await hosts.decide(hostId, joinRequestId, { action: 'accept', hostMessage: 'Welcome! Courts 1 and 2.' });
      if (demo.nudge) await joins.nudge(playerId, joinRequestId);
    } catch (error) {
      // Another stack on the same data seeded it a moment ago, or the game filled up.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}

/** recountHostStats for each demo host whose aggregates were never kept (a data directory from before the dashboard kept them). */
export async function backfillHostStats(db: DynamoDBDocumentClient, tableName: string, hostIds: string[]) {
  const store = dynamoHostStatsStore(db, tableName);
  const service = createHostStatsService({
    store,
    requests: dynamoJoinRequestRepository(db, tableName),
    games: dynamoGameRepository(db, tableName),
    payments: dynamoPaymentStore(db, tableName),
  });
  for (const hostId of hostIds) {
    if (await store.totals(hostId)) continue;
    await recountHostStats(service, store, hostId);
  }
}
