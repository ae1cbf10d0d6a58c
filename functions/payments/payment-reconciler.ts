import { ABANDON_ORDER_AFTER_MS, RECONCILE_AFTER_MS } from '@shared/rules/payment-rules';
import type { OfferService } from './payment-offers';
import type { PaymentGateway, PaymentStore } from './payment-ports';
import type { PaymentSettlement } from './payment-settlement';
import type { Clock } from '../platform/clock';
import type { RefundService } from './refund-service';

// The scheduled safety net (docs/decisions/015). A callback can be lost (tab closed) and a
// webhook too (endpoint down longer than Razorpay retries), so every order left created/attempted
// for 15 minutes is settled by asking Razorpay for its payments; owed refunds Razorpay hasn't
// accepted are asked for again (same idempotency key); offers whose time is up pass on.

export interface ReconcilerDeps {
  store: PaymentStore;
  settlement: Pick<PaymentSettlement, 'settleCaptured'>;
  refunds: Pick<RefundService, 'issue'>;
  offers: Pick<OfferService, 'expireDue'>;
  gateway: () => Promise<PaymentGateway>;
  clock: Clock;
  log?: (entry: Record<string, unknown>) => void;
}

/** Per run; the schedule comes back in 5 minutes for the rest. */
const BATCH = 50;

export interface ReconcileReport {
  settled: number;
  deferred: number;
  abandoned: number;
  refundsRetried: number;
  offersLapsed: number;
  errors: number;
}

export function createPaymentReconciler(deps: ReconcilerDeps) {
  const { store, settlement, refunds, offers, clock } = deps;
  const log = deps.log ?? ((entry: Record<string, unknown>) => console.log(JSON.stringify(entry)));

  async function run(): Promise<ReconcileReport> {
    const report: ReconcileReport = {
      settled: 0,
      deferred: 0,
      abandoned: 0,
      refundsRetried: 0,
      offersLapsed: 0,
      errors: 0,
    };
    const now = clock.now();
    const due = await store.dueOrders(now.toISOString(), BATCH);
    const gateway = due.length ? await deps.gateway() : null;
    for (const order of due) {
      try {
        const payments = await gateway!.orderPayments(order.order_id);
        const captured = payments.filter((p) => p.status === 'captured');
        for (const payment of captured) {
          await settlement.settleCaptured({
            orderId: order.order_id,
            paymentId: payment.id,
            amount: payment.amount,
            currency: payment.currency,
          });
        }
        if (captured.length) report.settled++;
        else if (now.getTime() - new Date(order.created_at).getTime() >= ABANDON_ORDER_AFTER_MS) {
          await store.abandonOrder(order, now.toISOString());
          report.abandoned++;
        } else {
          await store.deferOrder(order, new Date(now.getTime() + RECONCILE_AFTER_MS).toISOString(), now.toISOString());
          report.deferred++;
        }
      } catch (error) {
        report.errors++;
        log({ level: 'error', msg: 'reconcile order failed', orderId: order.order_id, error: String(error) });
      }
    }
    for (const refund of await store.refundsDue(new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString(), BATCH)) {
      try {
        if ((await refunds.issue(refund.payment_id)) === 'issued') report.refundsRetried++;
      } catch (error) {
        report.errors++;
        log({ level: 'error', msg: 'refund retry failed', paymentId: refund.payment_id, error: String(error) });
      }
    }
    report.offersLapsed = await offers.expireDue(BATCH);
    log({ level: 'info', msg: 'payments reconciled', ...report });
    return report;
  }

  return { run };
}
export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
