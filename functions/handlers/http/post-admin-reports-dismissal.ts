import { gameReportService } from '../../composition/game-reports';
import { adminOf } from '../../lib/admin';
import { httpHandler, json, pathParameter } from '../../lib/http';

// Admins: closes a game's open reports and leaves the game as it is.
export const handler = httpHandler(async (event) => {
  adminOf(event);
  return json(200, await gameReportService().dismiss(pathParameter(event, 'gameId')));
});
