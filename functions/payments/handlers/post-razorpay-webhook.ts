import { paymentWebhooks } from '../payment-webhooks-client';
import { httpHandler, json } from '@functions/platform/http/http';
import { withInvocation } from '@functions/platform/invocation-clock';

// Razorpay's webhook: no user and no JWT; the signature over the raw body is the check. Answers
// 2xx once the event is handled (or was already), 400 for a bad signature, 5xx so Razorpay retries.
// The event's once-record expires with this invocation, so Razorpay's retry after a timeout settles it.
export const handler = withInvocation(
  httpHandler(async (event) => {
    const raw = event.body === undefined ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64') : event.body;
    const header = (name: string) => event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
    const outcome = await paymentWebhooks().receive({
      rawBody: raw,
      signature: header('x-razorpay-signature'),
      eventId: header('x-razorpay-event-id'),
    });
    if (outcome === 'invalid') return json(400, { message: 'Invalid webhook signature' });
    return json(200, { status: outcome });
  }),
);
