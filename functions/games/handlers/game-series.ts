import { gameInputSchema } from '@shared/schemas/game';
import { repeatInputSchema, seriesInputSchema } from '@shared/schemas/series';
import { regularsSettingsSchema } from '@shared/schemas/regulars';
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
      return json(201, await seriesService().create(callerOf(event).userId, input.game, input.repeat, input.regulars));
    }
    case 'POST /api/games/{id}/repeat': {
      const { repeat, regulars } = parseBody(event, repeatInputSchema);
      const seriesOf = seriesService().repeatGame(callerOf(event).userId, pathParameter(event, 'id'), repeat, regulars);
      return json(201, await seriesOf);
    }
    case 'PUT /api/games/{id}/following': {
      const input = parseBody(event, gameInputSchema);
      return json(200, await seriesService().editFollowing(callerOf(event).userId, pathParameter(event, 'id'), input));
    }
    case 'PUT /api/game-series/{id}/regulars-settings': {
      const settings = parseBody(event, regularsSettingsSchema);
      const caller = callerOf(event).userId;
      return json(200, await seriesService().saveRegularsSettings(caller, pathParameter(event, 'id'), settings));
    }
    case 'POST /api/game-series/{id}/end':
      return json(200, await seriesService().end(callerOf(event).userId, pathParameter(event, 'id')));
    default:
      return json(404, { message: 'Not Found' });
  }
});
