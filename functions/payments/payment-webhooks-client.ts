import { ENV } from '../platform/env-names';
import { createPaymentWebhooks } from './payment-webhooks';
import { createRefundService } from './refund-service';
import { counted, logPort } from '../platform/observability/metrics';
import { once } from '../platform/once';
import { paymentSettlement, paymentTableDeps } from './payments';
import { razorpaySecret } from './razorpay-secrets';
import { idempotency } from '../platform/dynamo/once-guard';

/** The webhook Lambda: the table and the webhook secret; no SDK (it calls nothing). */
export const paymentWebhooks = /* @__PURE__ */ once(() => {
  const refunds = createRefundService({ ...paymentTableDeps(), log: logPort });
  return createPaymentWebhooks({
    settlement: paymentSettlement(),
    // refund.failed: Razorpay could not return the money; someone has to.
    refunds: {
      ...refunds,
      refundUpdated: counted(refunds.refundUpdated, (_result, input) =>
        input.status === 'failed' ? ['RefundsFailed'] : [],
      ),
    },
    guard: idempotency(),
    webhookSecret: razorpaySecret(ENV.razorpayWebhookSecretId),
    log: logPort,
  });
});
