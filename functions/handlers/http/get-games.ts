import { discoverQuerySchema } from '../../../shared/schemas/game';
import { gameService } from '../../composition/games';
import { httpHandler, json, parseQuery } from '../../lib/http';

// Discover (public): upcoming games, nearest first with real distances when the player gives a point.
export const handler = httpHandler(async (event) => {
  const query = parseQuery(event, discoverQuerySchema);
  return json(200, { games: await gameService().discover(query) });
});
