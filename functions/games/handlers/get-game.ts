import { gameService } from '../games';
import { httpHandler, json, pathParameter } from '@functions/platform/http/http';
import { SHARED_READ_SECONDS, sharedFor } from '@functions/platform/http/shared-cache';

// One game with its host's card (public).
export const handler = httpHandler(async (event) =>
  sharedFor(SHARED_READ_SECONDS.game, json(200, await gameService().get(pathParameter(event, 'id')))),
);
