import { discoverQuerySchema } from '@shared/schemas/game';
import { gameService } from '@functions/games/public-wiring';
import { httpHandler, json, parseQuery } from '@functions/platform/http/http';
import { withItemsRead } from '@functions/platform/dynamo/items-read';
import { SHARED_READ_SECONDS, sharedFor } from '@functions/platform/http/shared-cache';

// Discover (public): upcoming games soonest first, within a distance when the player gives a point,
// a page at a time (`cursor` ← the previous answer's `nextCursor`).
// Asked by cell, the answer is the same for everyone in it: CloudFront keeps it a few seconds.
export const handler = httpHandler(async (event) => {
  const query = parseQuery(event, discoverQuerySchema);
  const { games, nextCursor, itemsRead } = await gameService().discover(query);
  const answer = withItemsRead(json(200, { games, nextCursor }), itemsRead);
  return query.cell ? sharedFor(SHARED_READ_SECONDS.discoverCell, answer) : answer;
});
