import { gameService } from '../games';
import { httpHandler, json, pathParameter } from '@functions/platform/http/http';

// One game with its host's card (public).
export const handler = httpHandler(async (event) => json(200, await gameService().get(pathParameter(event, 'id'))));
