import { goingIdsOf, goingService } from '../going';
import { httpHandler, json, pathParameter } from '@functions/platform/http/http';
import { SHARED_READ_SECONDS, sharedFor } from '@functions/platform/http/shared-cache';

// Who is going (public, like the games it describes): GET /api/games/going?ids=… answers the cards
// on screen in one request; GET /api/games/{id}/going answers the game page. The page's avatars are
// the same for every viewer, so CloudFront answers the crowd of a viral game from its edges instead of
// each viewer reading the game's partition; they are as old as the page's own count beside them.
export const handler = httpHandler(async (event) => {
  if (event.pathParameters?.id !== undefined)
    return sharedFor(SHARED_READ_SECONDS.going, json(200, await goingService().forGame(pathParameter(event, 'id'))));
  return json(200, await goingService().forCards(goingIdsOf(event.queryStringParameters?.ids)));
});
