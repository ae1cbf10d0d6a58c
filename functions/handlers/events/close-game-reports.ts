import * as z from 'zod/mini';
import { gameReportService } from '../../composition/game-reports';

// A deleted or cancelled game's open reports close themselves (issue 12): nothing is left to moderate.
const gameGone = z.object({ gameId: z.string() });

export const handler = async (event: { 'detail-type': string; detail: unknown }) => {
  const { gameId } = gameGone.parse(event.detail);
  await gameReportService().closeForGoneGame(gameId);
};
