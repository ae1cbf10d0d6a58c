import { offerAnswers } from '../payments';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The player answers a spot held for them (decision 060): take a free game's spot with one tap, or
// decline (they stay on the waitlist and the spot passes to the next player).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const requestId = pathParameter(event, 'id');
  const answer = event.rawPath.endsWith('/take')
    ? await offerAnswers().take(userId, requestId)
    : await offerAnswers().decline(userId, requestId);
  return json(200, answer);
});
