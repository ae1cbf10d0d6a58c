import { forecastService } from '../rain-out/forecasts';
import { httpHandler, json, pathParameter } from '@functions/platform/http/http';
import { SHARED_READ_SECONDS, sharedFor } from '@functions/platform/http/shared-cache';

// The forecast at a game's venue and hour (public, like the game): the same for every viewer, so
// CloudFront answers a busy game's crowd from its edges, and the function keeps it an hour besides.
export const handler = httpHandler(async (event) =>
  sharedFor(SHARED_READ_SECONDS.forecast, json(200, await forecastService().forGameId(pathParameter(event, 'id')))),
);
