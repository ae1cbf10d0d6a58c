import { discoverQuerySchema } from '@shared/schemas/game';
import { gameService } from '@functions/games/public-wiring';
import { httpHandler, json, parseQuery } from '@functions/platform/http/http';
import { withItemsRead } from '@functions/platform/dynamo/items-read';

// Discover (public): upcoming games soonest first, within a distance when the player gives a point,
// a page at a time (`cursor` ← the previous answer's `nextCursor`).
export const handler = httpHandler(async (event) => {
  const query = parseQuery(event, discoverQuerySchema);
  const { games, nextCursor, itemsRead } = await gameService().discover(query);
  return withItemsRead(json(200, { games, nextCursor }), itemsRead);
});
