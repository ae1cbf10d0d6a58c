import { goingIdsOf, goingService } from '../going';
import { httpHandler, json, pathParameter } from '@functions/platform/http/http';

// Who is going (public, like the games it describes): GET /api/games/going?ids=… answers the cards
// on screen in one request; GET /api/games/{id}/going answers the game page.
export const handler = httpHandler(async (event) => {
  if (event.pathParameters?.id !== undefined)
    return json(200, await goingService().forGame(pathParameter(event, 'id')));
  return json(200, await goingService().forCards(goingIdsOf(event.queryStringParameters?.ids)));
});
