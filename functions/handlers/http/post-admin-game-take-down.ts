import { takeDownInputSchema } from '../../../shared/schemas/game-reports';
import { gameReportService } from '../../composition/game-reports';
import { adminOf } from '../../lib/admin';
import { httpHandler, json, parseBody, pathParameter } from '../../lib/http';

// Admins: cancels a reported game as a host's cancel does (players told, paid ones refunded) and closes its reports.
export const handler = httpHandler(async (event) => {
  adminOf(event);
  const gameId = pathParameter(event, 'gameId');
  const { note } = parseBody(event, takeDownInputSchema);
  return json(200, await gameReportService().takeGameDown(gameId, note ?? null));
});
