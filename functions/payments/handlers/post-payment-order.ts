import { createOrderInputSchema } from '@shared/schemas/payment';
import { paymentService } from '../razorpay';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';

// create-razorpay-order: answers keyId, amount (paise), currency, orderId. The amount is
// the game's, computed here; a retried call answers the same order.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const input = parseBody(event, createOrderInputSchema);
  return json(200, await paymentService().createOrder(userId, input));
});
