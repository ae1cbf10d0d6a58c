import { paymentReads } from '../payments';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The pay page (/pay/{requestId}): the caller's own request, its game and what it costs.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await paymentReads().view(userId, pathParameter(event, 'id')));
});
