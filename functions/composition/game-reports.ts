import { dynamoGameReportRepository } from '../adapters/dynamo/game-report-repository';
import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { createGameReportService } from '../services/game-report-service';
import { systemClock } from '../services/ports';
import { gameService } from './games';
import { once } from './once';
import { table } from './table';

export const gameReportService = /* @__PURE__ */ once(() =>
  createGameReportService({
    reports: dynamoGameReportRepository(table().db, table().name),
    games: dynamoGameRepository(table().db, table().name),
    takeDown: (gameId, note) => gameService().takeDown(gameId, note),
    clock: systemClock,
  }),
);
