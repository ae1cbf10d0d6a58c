import { featuredQuerySchema } from '@shared/schemas/game';
import { gameService } from '@functions/games/public-wiring';
import { httpHandler, json, parseQuery } from '@functions/platform/http/http';
import { withItemsRead } from '@functions/platform/dynamo/items-read';

// Home's 'Trending Games' (public): near the player's point when the page sends one.
export const handler = httpHandler(async (event) => {
  const { games, itemsRead } = await gameService().featured(parseQuery(event, featuredQuerySchema));
  return withItemsRead(json(200, { games }), itemsRead);
});
