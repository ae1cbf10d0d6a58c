import type { ENV } from '../platform/env-names';
import { secretValue } from '../platform/aws/secret-value';
import { PAYMENT_MESSAGES } from '@shared/rules/payment-rules';
import { UnavailableError } from '../platform/errors';

/**
 * A secret read from Secrets Manager once per cold start, or UnavailableError (503) when this
 * deployment has no Razorpay configured. A failed read is retried on the next call.
 */
export function razorpaySecret(
  env: typeof ENV.razorpayKeySecretId | typeof ENV.razorpayWebhookSecretId,
): () => Promise<string> {
  let read: (() => Promise<string>) | undefined;
  return async () => {
    const id = process.env[env];
    if (!id) throw new UnavailableError(PAYMENT_MESSAGES.unavailable);
    read ??= secretValue(id);
    try {
      return await read();
    } catch (error) {
      read = undefined;
      throw error;
    }
  };
}
