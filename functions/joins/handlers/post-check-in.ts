import { checkInInputSchema } from '@shared/schemas/join';
import { hostRequestService } from '../joins';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// The game's host scans (or types) a pass at the venue, or taps a player's name; each pass checks in once.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const gameId = pathParameter(event, 'id');
  const pass = parseBody(event, checkInInputSchema);
  const hosts = hostRequestService();
  return json(
    200,
    'code' in pass
      ? await hosts.checkIn(userId, gameId, pass.code)
      : await hosts.checkInPlayer(userId, gameId, pass.request_id),
  );
});
