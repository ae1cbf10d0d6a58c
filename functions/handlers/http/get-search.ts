import { searchQuerySchema } from '../../../shared/schemas/game';
import { searchService } from '../../composition/search';
import { httpHandler, json, parseQuery } from '../../lib/http';

// The search overlay (public): games by title, sport and place, communities by name and place.
export const handler = httpHandler(async (event) => {
  const { q } = parseQuery(event, searchQuerySchema);
  return json(200, { results: await searchService().search(q) });
});
