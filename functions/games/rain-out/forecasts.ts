import { dynamoGameRepository } from '../adapters/game-repository';
import { ENV } from '../../platform/env-names';
import { readEnv } from '../../platform/env';
import { systemClock } from '../../platform/clock';
import { once } from '../../platform/once';
import { table } from '../../platform/dynamo/table';
import { dynamoForecastCache } from './adapters/forecast-cache';
import { openMeteoSource } from './adapters/open-meteo-source';
import { createForecastService } from './forecast-service';

/** The forecast route's and the heads-up's forecasts: the table's kept copy, then Open-Meteo (or its stand-in). */
export const forecastService = /* @__PURE__ */ once(() =>
  createForecastService({
    games: dynamoGameRepository(table().db, table().name),
    cache: dynamoForecastCache(table().db, table().name),
    source: openMeteoSource(readEnv([ENV.forecastApiUrl]).FORECAST_API_URL),
    clock: systemClock,
  }),
);
