import { removalInputSchema } from '@shared/schemas/player-removal';
import { removalService } from '../removals';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// The game's host removes a player they accepted (decision 066): the request rejected, the spot
// offered to the waitlist, a paid player refunded in full.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const input = parseBody(event, removalInputSchema);
  return json(200, await removalService().remove(userId, pathParameter(event, 'id'), input));
});
