import { dynamoGameRepository } from './adapters/game-repository';
import { createGameStatusService } from './game-status-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { lazyScheduler } from '../platform/scheduler';
import { table } from '../platform/dynamo/table';

export const gameStatusService = /* @__PURE__ */ once(() =>
  createGameStatusService({
    games: dynamoGameRepository(table().db, table().name),
    scheduler: lazyScheduler,
    clock: systemClock,
  }),
);
