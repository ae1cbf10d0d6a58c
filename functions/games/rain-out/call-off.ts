import { dynamoGameRepository } from '../adapters/game-repository';
import { systemClock } from '../../platform/clock';
import { once } from '../../platform/once';
import { table } from '../../platform/dynamo/table';
import { createRainCallOff } from './rain-call-off-service';

export const rainCallOff = /* @__PURE__ */ once(() =>
  createRainCallOff({ games: dynamoGameRepository(table().db, table().name), clock: systemClock }),
);
