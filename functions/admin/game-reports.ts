import { dynamoGameReportRepository } from './adapters/game-report-repository';
import { dynamoGameRepository } from '../games/adapters/game-repository';
import { createGameReportService } from './game-report-service';
import { systemClock } from '../platform/clock';
import { gameService } from '../games/games';
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
