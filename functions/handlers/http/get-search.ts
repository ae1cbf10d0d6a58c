import { searchQuerySchema } from '../../../shared/schemas/game';
import { searchService } from '../../composition/search';
import { httpHandler, json, parseQuery } from '../../lib/http';
import { withItemsRead } from '../../lib/items-read';

// The search overlay (public): games by title, sport and place, communities by name and place.
export const handler = httpHandler(async (event) => {
  const { q } = parseQuery(event, searchQuerySchema);
  const { results, itemsRead } = await searchService().search(q);
  return withItemsRead(json(200, { results }), itemsRead);
});
