import { dynamoGameReportRepository } from './adapters/game-report-repository';
import { dynamoGameRepository } from '@functions/games/public-storage';
import { createGameReportService } from './game-report-service';
import { systemClock } from '../platform/clock';
import { gameService } from '@functions/games/public-wiring';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

export const gameReportService = /* @__PURE__ */ once(() =>
  createGameReportService({
    reports: dynamoGameReportRepository(table().db, table().name),
    games: dynamoGameRepository(table().db, table().name),
    takeDown: (gameId, note) => gameService().takeDown(gameId, note),
    clock: systemClock,
  }),
);
