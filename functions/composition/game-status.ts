import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { createGameStatusService } from '../services/game-status-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { lazyScheduler } from './scheduler';
import { table } from './table';

export const gameStatusService = /* @__PURE__ */ once(() =>
  createGameStatusService({
    games: dynamoGameRepository(table().db, table().name),
    scheduler: lazyScheduler,
    clock: systemClock,
  }),
);
