import { paymentReads } from '../payments';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// What withdrawing gives back right now (by the game's cancellation policy), shown before the player
// withdraws; the withdrawal applies the same rule at its own moment.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await paymentReads().refundQuote(userId, pathParameter(event, 'id')));
});
