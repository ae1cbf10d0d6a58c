import { gameService } from '../../composition/games';
import { httpHandler, json } from '../../lib/http';

// Home's 'Trending Games' (public).
export const handler = httpHandler(async () => json(200, { games: await gameService().featured() }));
