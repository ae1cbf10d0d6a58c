import { ADMIN_REPORT_ACTIONS, takeDownInputSchema } from '@shared/schemas/game-reports';
import { MESSAGES } from '@shared/messages';
import { gameReportService } from '../game-reports';
import { adminOf } from '../admin-claims';
import { httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';
import { NotFoundError } from '@functions/platform/errors';

// Admins, in one function (decision 024): GET /api/admin/reports lists open reports by
// game; POST /api/admin/reports/{gameId}/dismiss closes them; POST …/take-down cancels the game as
// its host's cancel does (players told, paid ones refunded) and closes them.
export const handler = httpHandler(async (event) => {
  adminOf(event);
  if (event.requestContext.http.method === 'GET') return json(200, await gameReportService().open());
  const gameId = pathParameter(event, 'gameId');
  const action = pathParameter(event, 'action');
  if (!(ADMIN_REPORT_ACTIONS as readonly string[]).includes(action))
    throw new NotFoundError(`${MESSAGES.notFound}: ${event.rawPath}`);
  if (action === 'dismiss') return json(200, await gameReportService().dismiss(gameId));
  const { note } = parseBody(event, takeDownInputSchema);
  return json(200, await gameReportService().takeGameDown(gameId, note ?? null));
});
