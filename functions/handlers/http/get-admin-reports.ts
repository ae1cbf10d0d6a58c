import { gameReportService } from '../../composition/game-reports';
import { adminOf } from '../../lib/admin';
import { httpHandler, json } from '../../lib/http';

// Admins: open reports grouped by game, the most recently reported first.
export const handler = httpHandler(async (event) => {
  adminOf(event);
  return json(200, await gameReportService().open());
});
