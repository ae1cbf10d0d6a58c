import { ENV } from '../platform/env-names';
import { RAZORPAY_API_URL, razorpayGateway } from './adapters/razorpay-gateway';
import { PAYMENT_MESSAGES } from '@shared/rules/payment-rules';
import { UnavailableError } from '../platform/errors';
import type { PaymentGateway } from './payment-ports';
import { createPaymentReconciler } from './payment-reconciler';
import { createPaymentService } from './payment-service';
import { systemClock } from '../platform/clock';
import { createRefundService } from './refund-service';
import { counted, logPort } from '../platform/observability/metrics';
import { once } from '../platform/once';
import { workQueueOf } from '../platform/work-queues';
import { offerService, paymentSettlement, paymentStore, paymentTableDeps } from './payments';
import { razorpaySecret } from './razorpay-secrets';

// The Lambdas that call Razorpay: its SDK, configured once per cold start with the key id (env) and
// the key secret (Secrets Manager). RAZORPAY_API_URL points the SDK at the local stand-in.
const keySecret = /* @__PURE__ */ once(() => razorpaySecret(ENV.razorpayKeySecretId));

export const razorpay = /* @__PURE__ */ once(() => {
  let gateway: Promise<PaymentGateway> | undefined;
  return (): Promise<PaymentGateway> => {
    const keyId = process.env[ENV.razorpayKeyId];
    if (!keyId) return Promise.reject(new UnavailableError(PAYMENT_MESSAGES.unavailable));
    gateway ??= keySecret()().then(
      (secret) => razorpayGateway({ keyId, keySecret: secret, apiUrl: process.env[RAZORPAY_API_URL] || undefined }),
      (error: unknown) => {
        gateway = undefined;
        throw error;
      },
    );
    return gateway;
  };
});

export const paymentService = /* @__PURE__ */ once(() =>
  createPaymentService({
    ...paymentTableDeps(),
    settlement: paymentSettlement(),
    gateway: razorpay(),
    keySecret: keySecret(),
    log: logPort,
  }),
);

export const refundIssuer = /* @__PURE__ */ once(() => {
  const refunds = createRefundService({
    ...paymentTableDeps(),
    gateway: razorpay(),
    log: logPort,
    queue: workQueueOf('process-payment-events'),
  });
  return { ...refunds, issue: counted(refunds.issue, (outcome) => (outcome === 'issued' ? ['RefundsIssued'] : [])) };
});

export const paymentReconciler = /* @__PURE__ */ once(() =>
  createPaymentReconciler({
    store: paymentStore(),
    settlement: paymentSettlement(),
    refunds: refundIssuer(),
    offers: offerService(),
    gateway: razorpay(),
    clock: systemClock,
    log: logPort,
  }),
);
