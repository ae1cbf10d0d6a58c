import { dynamoCommunityRepository } from '@functions/communities/public-storage';
import { dynamoGameRepository } from './adapters/game-repository';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { createGameService } from './game-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

export const gameService = /* @__PURE__ */ once(() =>
  createGameService({
    games: dynamoGameRepository(table().db, table().name),
    profiles: dynamoProfileRepository(table().db, table().name),
    communities: dynamoCommunityRepository(table().db, table().name),
    clock: systemClock,
  }),
);
