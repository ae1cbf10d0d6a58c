import { decisionInputSchema } from '@shared/schemas/join';
import { hostRequestService } from '../joins';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// update-join-request: the game's host accepts, waitlists or rejects a pending request.
// Answers paymentRequired and paymentUrl (a paid accept waits for the player's payment).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const requestId = pathParameter(event, 'id');
  const input = parseBody(event, decisionInputSchema);
  return json(200, await hostRequestService().decide(userId, requestId, input));
});
