import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { systemClock, type Clock } from '../../platform/clock';
import { once } from '../../platform/once';
import { table } from '../../platform/dynamo/table';
import { dynamoGameRepository } from '../adapters/game-repository';
import { gameService } from '../games';
import { dynamoSeriesRepository } from './adapters/series-repository';
import { createSeriesService } from './series-service';

// The series use cases with their AWS adapters; one game's edits and cancels go through the game
// service. The daily job passes the clock of its schedule's firing.
export function seriesServiceAt(clock: Clock) {
  const profiles = dynamoProfileRepository(table().db, table().name);
  return createSeriesService({
    series: dynamoSeriesRepository(table().db, table().name),
    games: dynamoGameRepository(table().db, table().name),
    gameActions: gameService(),
    mayHost: async (userId) => (await profiles.get(userId))?.role === 'host',
    clock,
  });
}

export const seriesService = /* @__PURE__ */ once(() => seriesServiceAt(systemClock));
