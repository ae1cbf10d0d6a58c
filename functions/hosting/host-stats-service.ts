import type { Sport } from '@shared/constants';
import { istMonth, refundedFeePaise } from '@shared/rules/host-stats';
import { amountDueFor, toPaise } from '@shared/rules/payment-rules';
import { noTotals, type HostRecount, type HostStatsStore, type MonthMoney } from './host-stats-ports';
import type { PaymentStore, RefundReason } from '@functions/payments';
import type { GameRepository, StoredGame } from '@functions/games';
import type { JoinRequestRepository, StoredJoinRequest } from '@functions/joins';

// Keeps a host's dashboard numbers from the events that move them, each applied once,
// and recounts them from the stored requests, payments and refunds — the oracle the concurrency
// test compares with, and the backfill for data from before the aggregates existed.
//
// Where money becomes final (docs/api-host.md): a capture counts when it settled a request
// (PaymentConfirmed.v1, or PaymentWaitlisted.v1 when the game filled meanwhile); a refund counts
// when it is owed (RefundRequested.v1, written in the same transaction as the withdrawal or
// cancellation that owes it), since from then on the money is the player's. Payments that settled
// nothing (a second payment, one nobody waited for) come back whole and never counted either way.

/** Refunds of a capture that counted; the others give back money that never did. */
const REFUNDS_OF_COUNTED: readonly RefundReason[] = ['withdrawn', 'game-full', 'game-cancelled', 'removed'];

export interface HostStatsDeps {
  store: HostStatsStore;
  requests: Pick<JoinRequestRepository, 'getById' | 'byGame'>;
  games: Pick<GameRepository, 'get'>;
  payments: Pick<PaymentStore, 'getPayment' | 'getRefund' | 'paymentsOfGame'>;
}

interface JoinEvent {
  eventId: string;
  hostId: string;
}
interface MoneyEvent extends JoinEvent {
  requestId: string;
  gameId: string;
  paymentId: string;
  amount: number;
}

/** The platform fee in a payment: fixed on the request when the host accepted (decision 015), else the game's. */
export function feeOf(
  request: Pick<StoredJoinRequest, 'amount_due'> | null,
  game: Pick<StoredGame, 'price' | 'platform_fee_type' | 'platform_fee_amount'> | null,
): number {
  const due = request?.amount_due ?? (game ? amountDueFor(game) : null);
  return due ? toPaise(due.fee) : 0;
}

export function createHostStatsService(deps: HostStatsDeps) {
  const { store, requests, games, payments } = deps;

  async function feeOfPayment(requestId: string, gameId: string) {
    const [request, game] = await Promise.all([requests.getById(requestId), games.get(gameId)]);
    return feeOf(request, game);
  }

  return {
    joinRequested: (e: JoinEvent) => store.applyOnce(e.eventId, e.hostId, { pending_total: 1 }),
    /** A decision always ends a pending request. */
    joinDecided: (e: JoinEvent) => store.applyOnce(e.eventId, e.hostId, { pending_total: -1 }),
    joinWithdrawn: async (e: JoinEvent & { previousStatus: string }) =>
      e.previousStatus === 'pending' ? store.applyOnce(e.eventId, e.hostId, { pending_total: -1 }) : 'duplicate',

    /** PaymentConfirmed.v1 / PaymentWaitlisted.v1: the capture counts, in the month it was paid. */
    async paymentCaptured(e: MoneyEvent, time: string) {
      const [fee, payment] = await Promise.all([
        feeOfPayment(e.requestId, e.gameId),
        payments.getPayment(e.gameId, e.requestId),
      ]);
      const paidAt = payment?.payment_id === e.paymentId && payment.paid_at ? payment.paid_at : time;
      return store.applyOnce(
        e.eventId,
        e.hostId,
        { captured_paise: e.amount, fees_paise: fee },
        { month: istMonth(paidAt), captured_paise: e.amount, refunded_paise: 0 },
      );
    },

    /** RefundRequested.v1: owed back, with the same share of the fee, in the month it was owed. */
    async refundRequested(e: MoneyEvent & { reason: RefundReason }, time: string) {
      if (!REFUNDS_OF_COUNTED.includes(e.reason)) return 'duplicate' as const;
      const [fee, payment, refund] = await Promise.all([
        feeOfPayment(e.requestId, e.gameId),
        payments.getPayment(e.gameId, e.requestId),
        payments.getRefund(e.paymentId),
      ]);
      const paid = payment?.payment_id === e.paymentId && payment.paid_amount ? payment.paid_amount : e.amount;
      const at = refund?.created_at ?? time;
      return store.applyOnce(
        e.eventId,
        e.hostId,
        { refunded_paise: e.amount, fees_paise: -refundedFeePaise(fee, paid, e.amount) },
        { month: istMonth(at), captured_paise: 0, refunded_paise: e.amount },
      );
    },

    /** GameStatusChanged.v1 'completed': one more finished game and its check-ins. */
    gameCompleted: (e: JoinEvent & { gameId: string }) => store.completeGame(e.eventId, e.hostId, e.gameId),

    /** Counts everything again from the stored games, requests, payments and refunds. */
    async recount(hostId: string): Promise<HostRecount> {
      const totals = noTotals();
      const months = new Map<string, MonthMoney>();
      const perGame = new Map<string, { pending_count: number; checked_in_count: number }>();
      const pendingRequests: HostRecount['pending'] = [];
      const addMonth = (at: string, money: Partial<MonthMoney>) => {
        const month = istMonth(at);
        const now = months.get(month) ?? { captured_paise: 0, refunded_paise: 0 };
        months.set(month, {
          captured_paise: now.captured_paise + (money.captured_paise ?? 0),
          refunded_paise: now.refunded_paise + (money.refunded_paise ?? 0),
        });
      };
      for (const game of await store.allGames(hostId)) {
        const gameRequests = await requests.byGame(game.id);
        const pendingHere = gameRequests.filter((r) => r.status === 'pending');
        pendingRequests.push(
          ...pendingHere.map(({ id, game_id, user_id, created_at, last_nudge_at }) => ({
            id,
            game_id,
            user_id,
            created_at,
            last_nudge_at,
          })),
        );
        const pending = pendingHere.length;
        const checkedIn = gameRequests.filter((r) => r.checked_in_at).length;
        perGame.set(game.id, { pending_count: pending, checked_in_count: checkedIn });
        totals.pending_total += pending;
        if (game.status !== 'cancelled') {
          totals.games_hosted++;
          totals.sports[game.sport as Sport] = (totals.sports[game.sport as Sport] ?? 0) + 1;
        }
        if (game.status === 'completed') {
          totals.completed_games++;
          totals.completed_checked_in += checkedIn;
        }
        const byId = new Map(gameRequests.map((r) => [r.id, r]));
        for (const payment of await payments.paymentsOfGame(game.id)) {
          if (!payment.payment_id || !payment.paid_amount || !payment.paid_at) continue;
          const fee = feeOf(byId.get(payment.request_id) ?? null, game);
          totals.captured_paise += payment.paid_amount;
          totals.fees_paise += fee;
          addMonth(payment.paid_at, { captured_paise: payment.paid_amount });
          const refund = await payments.getRefund(payment.payment_id);
          if (refund && REFUNDS_OF_COUNTED.includes(refund.reason)) {
            totals.refunded_paise += refund.amount;
            totals.fees_paise -= refundedFeePaise(fee, payment.paid_amount, refund.amount);
            addMonth(refund.created_at, { refunded_paise: refund.amount });
          }
        }
      }
      return { totals, months, games: perGame, pending: pendingRequests };
    },
  };
}
export type HostStatsService = ReturnType<typeof createHostStatsService>;

/** recountHostStats: writes a recount where nothing is kept yet (seed, old data); false when the host has kept totals. */
export async function recountHostStats(
  service: HostStatsService,
  store: Pick<HostStatsStore, 'backfill'>,
  hostId: string,
): Promise<boolean> {
  return store.backfill(hostId, await service.recount(hostId));
}
