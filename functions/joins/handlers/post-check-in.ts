import { checkInInputSchema } from '@shared/schemas/join';
import { hostRequestService } from '../joins';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// The game's host scans (or types) a pass at the venue, or taps a player's name; each pass checks in once.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const gameId = pathParameter(event, 'id');
  return json(200, await hostRequestService().checkIn(userId, gameId, parseBody(event, checkInInputSchema)));
});
