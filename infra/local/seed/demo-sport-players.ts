import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { dynamoSportPlayerStore } from '@functions/discover/adapters/sport-player-store';
import { createSportPlayersService } from '@functions/discover/sport-players-service';

// Home's Popular Sports on a data directory whose demo games completed before the counts were kept
// (or while the consumer was not running): each completed demo game goes through the consumer's own
// rule once more. The (sport, person) markers make this a no-op for anyone already counted, so it
// runs on every start.
const GAMES_PER_HOST = 200;

export async function countDemoSportPlayers(db: DynamoDBDocumentClient, tableName: string, hostIds: string[]) {
  const games = dynamoGameRepository(db, tableName);
  const service = createSportPlayersService({
    store: dynamoSportPlayerStore(db, tableName),
    requests: dynamoJoinRequestRepository(db, tableName),
  });
  for (const hostId of hostIds) {
    for (const game of await games.byHost(hostId, GAMES_PER_HOST)) {
      if (game.status !== 'completed') continue;
      await service.onGameStatusChanged({ gameId: game.id, sport: game.sport, status: game.status }, game.ends_at);
    }
  }
}
