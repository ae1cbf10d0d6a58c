import { paymentDetailsService } from '@functions/joins/public-wiring';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The host's UPI ID, for the host and the players they accepted; 403 for everyone else.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await paymentDetailsService().forCaller(userId, pathParameter(event, 'id')));
});
