import { dynamoGameRepository } from '../adapters/game-repository';
import { systemClock } from '../../platform/clock';
import { once } from '../../platform/once';
import { lazyScheduler } from '../../platform/scheduler';
import { table } from '../../platform/dynamo/table';
import { createRainHeadsUpScheduling } from './rain-heads-up-service';

/** What keeps each game's heads-up schedule in line with it (the game events' consumer): no mail, no forecast. */
export const rainHeadsUpScheduling = /* @__PURE__ */ once(() =>
  createRainHeadsUpScheduling({
    games: dynamoGameRepository(table().db, table().name),
    scheduler: lazyScheduler,
    clock: systemClock,
  }),
);
