import { verifyInputSchema } from '@shared/schemas/payment';
import { paymentService } from '../razorpay';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';

// verify-razorpay-payment: the checkout's signature over the stored order id, then the
// same settlement as the webhook. Answers status: confirmed, waitlist or processing.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const input = parseBody(event, verifyInputSchema);
  return json(200, await paymentService().verify(userId, input));
});
