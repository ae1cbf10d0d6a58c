import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's two signatures: the checkout's HMAC-SHA256 of "order_id|payment_id" with the
// key secret, and the webhook's HMAC-SHA256 of the raw request body with the webhook secret. Both
// are compared in constant time (the SDK's own helper uses ===), and always against the order id we
// stored, never one the browser sent.

export const hmacSha256Hex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time equality of the expected hex digest and whatever was sent. */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // timingSafeEqual needs equal lengths; compare against itself so a wrong length costs the same.
  if (a.length !== b.length) {
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}

export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);

/** The checkout's signature over the order id we stored and the payment id it returned. */
export const paymentSignatureValid = (
  storedOrderId: string,
  paymentId: string,
  signature: unknown,
  keySecret: string,
) => sameSignature(paymentSignature(storedOrderId, paymentId, keySecret), signature);

/** The webhook's signature over the body exactly as received: re-serialised JSON does not match. */
export const webhookSignatureValid = (rawBody: string | Buffer, signature: unknown, webhookSecret: string) =>
  sameSignature(hmacSha256Hex(webhookSecret, rawBody), signature);
