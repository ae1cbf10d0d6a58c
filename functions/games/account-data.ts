import { dynamoGameAccountData } from './adapters/account-data-store';
import { createGameAccountErasure } from './account-erasure';
import { gameService } from './games';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { dynamoSeriesRepository } from './series/adapters/series-repository';

/** A user's games and reports, for their data export. */
export const gameAccountData = /* @__PURE__ */ once(() => dynamoGameAccountData(table().db, table().name));

/** What a deleted account's games become (erase-account-games). */
export const gameAccountErasure = /* @__PURE__ */ once(() =>
  createGameAccountErasure({
    data: gameAccountData(),
    games: gameService(),
    series: dynamoSeriesRepository(table().db, table().name),
  }),
);
