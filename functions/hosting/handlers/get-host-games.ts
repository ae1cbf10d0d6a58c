import { gameService } from '@functions/games/public-wiring';
import { callerOf, httpHandler, json } from '@functions/platform/http/http';

// The signed-in host's latest games for the dashboard: the next one first, then past games.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, { games: await gameService().hostGames(userId) });
});
