import { join } from 'node:path';
import { ENV } from '@infra/manifest';
import { RAZORPAY_API_URL } from '@functions/payments/adapters/razorpay-gateway';
import { LOCAL } from '../names';
import { createRazorpayStandIn, type RazorpayStandIn } from './razorpay-stand-in';

// Razorpay for the local stack (docs/decisions/015). With RAZORPAY_KEY_ID,
// RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET in the environment the handlers use real Razorpay
// (test keys) and the browser its Checkout. Without them, the stand-in answers the SDK and a local
// checkout page takes the payment, with a test key id and secrets generated once per data dir.
// Either way the handlers read the secrets from (local) Secrets Manager by id, as in AWS.

export interface LocalRazorpay {
  /** Environment the handlers get. */
  env: Record<string, string>;
  /** The key id the browser gets: null locally, so the SPA opens the local checkout page. */
  publicKeyId: string | null;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Local Secrets Manager: the value of one of the two Razorpay secret ids, or null. */
  secret(id: string): string | null;
  standIn: RazorpayStandIn | null;
}

export function setupLocalRazorpay(options: {
  /** The local server's own address, for the SDK and the webhooks. */
  internal: string;
  dataDir: string | null;
  /** A generated secret kept with the data (the auth key is kept the same way). */
  generatedSecret: (id: string) => string;
  env?: NodeJS.ProcessEnv;
}): LocalRazorpay {
  const env = options.env ?? process.env;
  const real = env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET;
  const ids = LOCAL.razorpay;
  const keyId = real ? env.RAZORPAY_KEY_ID! : ids.keyId;
  const keySecret = real ? env.RAZORPAY_KEY_SECRET! : options.generatedSecret(ids.keySecretId);
  const webhookSecret = real ? env.RAZORPAY_WEBHOOK_SECRET! : options.generatedSecret(ids.webhookSecretId);
  const standIn = real
    ? null
    : createRazorpayStandIn({
        keyId,
        keySecret,
        webhookSecret,
        prefix: LOCAL.paths.razorpay,
        webhookUrl: () => `${options.internal}/api/payments/razorpay-webhook`,
        stateFile: options.dataDir ? join(options.dataDir, 'razorpay', 'state.json') : null,
      });
  return {
    env: {
      [ENV.razorpayKeyId]: keyId,
      [ENV.razorpayKeySecretId]: ids.keySecretId,
      [ENV.razorpayWebhookSecretId]: ids.webhookSecretId,
      ...(standIn ? { [RAZORPAY_API_URL]: `${options.internal}${LOCAL.paths.razorpay}/api` } : {}),
    },
    publicKeyId: real ? keyId : null,
    keyId,
    keySecret,
    webhookSecret,
    secret: (id) => (id === ids.keySecretId ? keySecret : id === ids.webhookSecretId ? webhookSecret : null),
    standIn,
  };
}
