import { searchQuerySchema } from '@shared/schemas/game';
import { searchService } from '../search';
import { httpHandler, json, parseQuery } from '@functions/platform/http/http';
import { withItemsRead } from '@functions/platform/dynamo/items-read';

// The search overlay (public): games by title, sport and place, communities by name and place.
export const handler = httpHandler(async (event) => {
  const { q } = parseQuery(event, searchQuerySchema);
  const { results, itemsRead } = await searchService().search(q);
  return withItemsRead(json(200, { results }), itemsRead);
});
