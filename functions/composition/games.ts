import { dynamoCommunityRepository } from '../adapters/dynamo/community-repository';
import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { dynamoProfileRepository } from '../adapters/dynamo/profile-repository';
import { createGameService } from '../services/game-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { table } from './table';

export const gameService = /* @__PURE__ */ once(() =>
  createGameService({
    games: dynamoGameRepository(table().db, table().name),
    profiles: dynamoProfileRepository(table().db, table().name),
    communities: dynamoCommunityRepository(table().db, table().name),
    clock: systemClock,
  }),
);
