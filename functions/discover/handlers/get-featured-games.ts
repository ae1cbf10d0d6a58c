import { featuredQuerySchema } from '@shared/schemas/game';
import { gameService } from '@functions/games/public-wiring';
import { httpHandler, json, parseQuery } from '@functions/platform/http/http';
import { SHARED_READ_SECONDS, sharedFor } from '@functions/platform/http/shared-cache';
import { withItemsRead } from '@functions/platform/dynamo/items-read';

// Home's 'Trending Games' (public): near the player's point when the page sends one.
export const handler = httpHandler(async (event) => {
  const { games, itemsRead } = await gameService().featured(parseQuery(event, featuredQuerySchema));
  return withItemsRead(sharedFor(SHARED_READ_SECONDS.featured, json(200, { games })), itemsRead);
});
