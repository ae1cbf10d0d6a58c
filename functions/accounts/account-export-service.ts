import type { Profile } from '@shared/schemas/profile';

// "Download my data": one document with everything the app holds about the caller, each part read
// from the domain that owns it through its public entry (page by page, never a table scan).

interface PaidRequest {
  id: string;
  game_id: string;
  payment_status: string | null;
}

export interface AccountExportDeps {
  profile(userId: string): Promise<Profile | null>;
  joinRequests(userId: string): Promise<PaidRequest[]>;
  payment(gameId: string, requestId: string): Promise<{ payment_id: string | null } | null>;
  refund(paymentId: string): Promise<unknown>;
  communities(userId: string): Promise<Record<string, unknown>>;
  notifications(userId: string): Promise<unknown[]>;
  hostApplications(userId: string): Promise<unknown[]>;
  gameReports(userId: string): Promise<unknown[]>;
  gamesHosted(userId: string): Promise<unknown[]>;
  /** Ratings per sport with their kept changes (teams). */
  ratings(userId: string): Promise<unknown[]>;
  /** The show-up record and the outcome each counted game gave (joins). */
  showUp(userId: string): Promise<Record<string, unknown>>;
  /** The series the person asked to be a regular of, with their answers and skipped dates (joins). */
  regulars?(userId: string): Promise<unknown[]>;
  clock: { now(): Date };
}

/** Requests that never reached a payment have nothing to look up. */
const hasPaymentSide = (request: PaidRequest) =>
  request.payment_status != null && request.payment_status !== 'not_required';

export function createAccountExportService(deps: AccountExportDeps) {
  async function exportOf(userId: string) {
    const [
      profile,
      joinRequests,
      communities,
      notifications,
      hostApplications,
      gameReports,
      gamesHosted,
      ratings,
      showUp,
      regulars,
    ] = await Promise.all([
      deps.profile(userId),
      deps.joinRequests(userId),
      deps.communities(userId),
      deps.notifications(userId),
      deps.hostApplications(userId),
      deps.gameReports(userId),
      deps.gamesHosted(userId),
      deps.ratings(userId),
      deps.showUp(userId),
      deps.regulars ? deps.regulars(userId) : [],
    ]);
    const payments = (
      await Promise.all(joinRequests.filter(hasPaymentSide).map((r) => deps.payment(r.game_id, r.id)))
    ).filter((payment) => payment !== null);
    const refunds = (
      await Promise.all(payments.flatMap((p) => (p.payment_id ? [deps.refund(p.payment_id)] : [])))
    ).filter((refund) => refund != null);
    return {
      exported_at: deps.clock.now().toISOString(),
      user_id: userId,
      profile,
      join_requests: joinRequests,
      payments,
      refunds,
      ...communities,
      notifications,
      host_applications: hostApplications,
      game_reports: gameReports,
      games_hosted: gamesHosted,
      ratings,
      show_up: showUp,
      regulars,
    };
  }
  return { exportOf };
}
