import { ENV } from '../config/env-names';
import { createPaymentWebhooks } from '../services/payment-webhooks';
import { systemClock } from '../services/ports';
import { createRefundService } from '../services/refund-service';
import { once } from './once';
import { paymentGames, paymentRequests, paymentSettlement, paymentStore } from './payments';
import { razorpaySecret } from './razorpay-secrets';
import { idempotency } from './table';

/** The webhook Lambda: the table and the webhook secret; no SDK (it calls nothing). */
export const paymentWebhooks = once(() =>
  createPaymentWebhooks({
    settlement: paymentSettlement(),
    refunds: createRefundService({ store: paymentStore(), requests: paymentRequests(), games: paymentGames(), clock: systemClock }),
    guard: idempotency(),
    webhookSecret: razorpaySecret(ENV.razorpayWebhookSecretId),
  }),
);
