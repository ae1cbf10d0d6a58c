import { gameInputSchema } from '@shared/schemas/game';
import { repeatInputSchema, seriesInputSchema } from '@shared/schemas/series';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';
import { seriesService } from '../series/series-wiring';

// Repeating games (decision 068): start a series (a new game, or one of the host's games made to
// repeat), edit a game and the following ones, end a series, and read one for the game page.
export const handler = httpHandler(async (event) => {
  switch (event.routeKey) {
    case 'GET /api/game-series/{id}':
      return json(200, await seriesService().view(pathParameter(event, 'id')));
    case 'POST /api/game-series': {
      const input = parseBody(event, seriesInputSchema);
      return json(201, await seriesService().create(callerOf(event).userId, input.game, input.repeat));
    }
    case 'POST /api/games/{id}/repeat': {
      const { repeat } = parseBody(event, repeatInputSchema);
      return json(201, await seriesService().repeatGame(callerOf(event).userId, pathParameter(event, 'id'), repeat));
    }
    case 'PUT /api/games/{id}/following': {
      const input = parseBody(event, gameInputSchema);
      return json(200, await seriesService().editFollowing(callerOf(event).userId, pathParameter(event, 'id'), input));
    }
    case 'POST /api/game-series/{id}/end':
      return json(200, await seriesService().end(callerOf(event).userId, pathParameter(event, 'id')));
    default:
      return json(404, { message: 'Not Found' });
  }
});
