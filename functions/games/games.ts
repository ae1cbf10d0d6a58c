import { dynamoCommunityRepository } from '@functions/communities/public-storage';
import { dynamoGameRepository } from './adapters/game-repository';
import { dynamoProfileRepository, dynamoProfileStatsRepository } from '@functions/accounts/public-storage';
import { createGameService } from './game-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

export const gameService = /* @__PURE__ */ once(() => {
  const communities = dynamoCommunityRepository(table().db, table().name);
  const stats = dynamoProfileStatsRepository(table().db, table().name);
  return createGameService({
    games: dynamoGameRepository(table().db, table().name),
    profiles: dynamoProfileRepository(table().db, table().name),
    communities,
    clock: systemClock,
    hostStanding: {
      gamesHosted: async (hostId) => (await stats.counters(hostId)).games_hosted,
      reviewTotals: async (hostId) => (await communities.byOwner(hostId, 1))[0] ?? null,
    },
  });
});
