import { byGameDate } from '@shared/rules/upcoming-first';
import { LIMITS } from '@shared/constants';
import { carriesPass, canWithdraw, gameHasStarted, type JoinRequestStatus } from '@shared/rules/join-rules';
import { NUDGE_MESSAGES, nudgeCutoff, nudgeEligibility } from '@shared/rules/nudge-rules';
import {
  checkAnswers,
  JOIN_MESSAGES,
  REQUEST_MESSAGES,
  type JoinFields,
  type NudgeResult,
  type PlayerJoinRequest,
} from '@shared/schemas/join';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors';
import { type OfferService, type PaymentStore, refundEvent, refundRecord, withdrawalQuote } from '@functions/payments';
import type { Clock } from '../platform/clock';
import type { GameRepository, StoredGame } from '@functions/games';
import type { GameSummary, JoinRequestRepository, StoredJoinRequest } from './ports';
import { mayHaveRefund, refundView } from './refund-view';
import type { RefundView } from '@shared/rules/refund-status';
import { eventFields } from './request-fields';
import { refuseBelowMinimum, type ShowUpReader } from './show-up-gate';
import { newRequestId } from './request-ids';
import { checkedGroupCode } from './playing-together';
import { pendingRequest } from './pending-request';
import { regularsOnly, regularsWhen } from '@shared/rules/regulars';
import { formatPaise } from '@shared/rules/payment-rules';
import { REGULARS_MESSAGES } from '@shared/texts/regulars';

// The player's side of joining (the join dialog, My Game Requests, nudges). Rules that must survive concurrency are conditions in the
// repository's writes; this decides what to write and explains refusals.

/** My Game Requests lists the latest this many requests (the spec names no limit). */
const PLAYER_REQUESTS_SHOWN = 100;

/** An existing request: the 409 carries its status so the web can route. */
export class RequestExistsError extends ConflictError {
  constructor(
    readonly status: JoinRequestStatus,
    readonly joinRequestId: string,
  ) {
    super(status === 'pending' ? JOIN_MESSAGES.requestAlreadySent : JOIN_MESSAGES.alreadyJoined);
  }
}

/** A date of a series still reserved for its regulars: the 409 says when it opens to everyone. */
export class FirstClaimError extends ConflictError {
  constructor(readonly opensToPublicAt: string) {
    super(REGULARS_MESSAGES.firstClaim(regularsWhen(opensToPublicAt)));
  }
}

export { eventFields, newPassCode } from './request-fields';

export interface JoinDeps {
  games: Pick<GameRepository, 'get'>;
  requests: JoinRequestRepository;
  clock: Clock;
  /** The new request's id (request-ids.ts by default: its key packed in). */
  newId?: (gameId: string, userId: string) => string;
  /**
   * Paid games (decision 015): the payment side of a request, to refund a withdrawal per the policy,
   * and its refund, which the player's card shows until it settles (decision 041).
   */
  payments?: Pick<PaymentStore, 'getPayment' | 'getRefund'>;
  /** A freed spot is offered to the waitlist, held for a time (decision 060). */
  offers?: Pick<OfferService, 'offerFreedSpot'>;
  /** The player's show-up record, read when the game asks for a minimum (decision 056). */
  showUps?: ShowUpReader;
  /** Whether a player is an approved regular of a series: they alone join its dates before they open (decision 071). */
  regulars?: { isApproved(seriesId: string, userId: string): Promise<boolean> };
}

/** What a withdrawal answers: a paid player also hears what comes back. */
export interface WithdrawResult {
  status: 'withdrawn';
  /** The freed spot was offered to the waitlist (the name predates offers, when it promoted). */
  promoted: boolean;
  refund?: { amount: number; message: string };
}

export function createJoinService(deps: JoinDeps) {
  const { games, requests, clock } = deps;
  const newId = deps.newId ?? newRequestId;

  async function join(userId: string, gameId: string, input: JoinFields): Promise<{ joinRequestId: string }> {
    const game = await games.get(gameId);
    if (!game) throw new NotFoundError(JOIN_MESSAGES.gameNotFound);
    const existing = await requests.get(gameId, userId);
    if (existing && existing.status !== 'withdrawn') throw new RequestExistsError(existing.status, existing.id);
    const now = clock.now().toISOString();
    refuseClosed(game, userId, now);
    await refuseBeforeOpening(game, userId);
    const checked = checkAnswers(game.questions, input.answers);
    if (checked.errors.length) throw new ValidationError(checked.errors[0]!.message, checked.errors[0]!.field);
    await refuseBelowMinimum(game, userId, deps.showUps);
    // Joining through a friend's group link: checked with one read, stored on this request only.
    const groupCode = input.group_code ? await checkedGroupCode(input.group_code, { gameId, userId }, requests) : null;
    const { contactInfo } = input;
    const request: StoredJoinRequest = {
      ...pendingRequest({
        id: newId(gameId, userId),
        game,
        userId,
        contact: contactInfo,
        answers: checked.answers,
        previous: existing,
        now,
      }),
      ...(groupCode ? { group_code: groupCode } : {}),
    };
    const outcome = await requests.create(
      request,
      now,
      existing?.id ?? null,
      [{ name: 'JoinRequested.v1', detail: { ...eventFields(request, game), playerName: request.contact_name } }],
      game.host_id,
    );
    if (outcome === 'exists') {
      // A parallel submission won: answer as if this one came second.
      const winner = await requests.get(gameId, userId);
      throw new RequestExistsError(winner?.status ?? 'pending', winner?.id ?? request.id);
    }
    if (outcome === 'game-refused') {
      const current = await games.get(gameId);
      if (!current) throw new NotFoundError(JOIN_MESSAGES.gameNotFound);
      refuseClosed(current, userId, clock.now().toISOString());
      throw new ConflictError(JOIN_MESSAGES.notOpen);
    }
    return { joinRequestId: request.id };
  }

  /** A series' date before it opens to everyone takes only the series' approved regulars. */
  async function refuseBeforeOpening(game: StoredGame, userId: string) {
    if (!game.series_id || !regularsOnly(game.opens_to_public_at, clock.now())) return;
    if (deps.regulars && (await deps.regulars.isApproved(game.series_id, userId))) return;
    throw new FirstClaimError(game.opens_to_public_at!);
  }

  /** The caller's own request (spec 'Own join request for a game'), or 404. */
  async function myRequest(userId: string, gameId: string): Promise<PlayerJoinRequest> {
    const request = await requests.get(gameId, userId);
    if (!request) throw new NotFoundError(REQUEST_MESSAGES.noRequest);
    const summaries = await requests.gameSummaries([gameId]);
    return playerView(request, summaries.get(gameId) ?? null, await refundOf(request));
  }

  function refundOf(request: StoredJoinRequest) {
    const payments = deps.payments;
    if (!payments || !mayHaveRefund(request)) return Promise.resolve(null);
    return refundView(request, { getRefund: (id) => payments.getRefund(id), game: (id) => games.get(id) });
  }

  /** My Game Requests: the latest requests, by their games' dates, each with its game. */
  async function myRequests(userId: string): Promise<PlayerJoinRequest[]> {
    const list = await requests.byPlayer(userId, PLAYER_REQUESTS_SHOWN);
    const [summaries, refunds] = await Promise.all([
      requests.gameSummaries(list.map((r) => r.game_id)),
      Promise.all(list.map(refundOf)),
    ]);
    return byGameDate(
      list.map((request, i) => playerView(request, summaries.get(request.game_id) ?? null, refunds[i] ?? null)),
      clock.now(),
    );
  }

  async function ownRequest(userId: string, requestId: string) {
    const request = await requests.getById(requestId);
    // Someone else's request is as unknown as a missing one.
    if (!request || request.user_id !== userId) throw new NotFoundError(REQUEST_MESSAGES.notFound);
    return request;
  }

  /** A nudge, atomically: ten parallel nudges give one. */
  async function nudge(userId: string, requestId: string): Promise<NudgeResult> {
    let request = await ownRequest(userId, requestId);
    const now = clock.now();
    const eligible = nudgeEligibility(request, now);
    if (!eligible.allowed) return { success: false, message: eligible.reason, nudge_count: request.nudge_count };
    const game = await games.get(request.game_id);
    const nudged = await requests.nudge(
      request,
      now.toISOString(),
      nudgeCutoff(now),
      LIMITS.nudgesPerRequest,
      [
        {
          name: 'HostNudged.v1',
          detail: {
            ...eventFields(request, game),
            playerName: request.contact_name,
            nudgeCount: request.nudge_count + 1,
          },
        },
      ],
      game?.host_id ?? '',
    );
    if (nudged) return { success: true, message: NUDGE_MESSAGES.success, nudge_count: request.nudge_count + 1 };
    // Lost to a parallel nudge or a decision: say why as of now.
    request = (await requests.get(request.game_id, userId)) ?? request;
    const after = nudgeEligibility(request, clock.now());
    return {
      success: false,
      message: after.allowed ? NUDGE_MESSAGES.notPending : after.reason,
      nudge_count: request.nudge_count,
    };
  }

  /**
   * The player takes their request back (decision 013). A confirmed player's spot is freed in the
   * same transaction, and offered to the first waitlisted player for a time (decision 060). A paid
   * player is refunded per the cancellation policy in that transaction too (decision 015).
   */
  async function withdraw(
    userId: string,
    requestId: string,
    /** A regular's skip or leave before the cut-off is within the rules: what they paid comes back in full. */
    options: { fullRefund?: boolean } = {},
  ): Promise<WithdrawResult> {
    let request = await ownRequest(userId, requestId);
    for (let attempt = 0; attempt < 3; attempt++) {
      if (request.status === 'withdrawn') return { status: 'withdrawn', promoted: false };
      if (!canWithdraw(request.status)) throw new ConflictError(REQUEST_MESSAGES.notWithdrawable);
      const game = await games.get(request.game_id);
      if (game && gameHasStarted(game.game_datetime, clock.now()))
        throw new ConflictError(REQUEST_MESSAGES.gameStarted);
      const at = clock.now().toISOString();
      // A paid player gets back what the game's cancellation policy gives now (the quote they saw).
      const payment =
        request.payment_status === 'paid' && deps.payments
          ? await deps.payments.getPayment(request.game_id, request.id)
          : null;
      const quote = options.fullRefund
        ? fullRefundQuote(request, payment)
        : withdrawalQuote(request, game, payment, clock.now());
      const refund =
        quote && quote.amountPaise > 0
          ? refundRecord({ request, payment: payment!, amount: quote.amountPaise, reason: 'withdrawn', at })
          : null;
      const done = await requests.withdraw(
        request,
        at,
        [
          {
            name: 'JoinWithdrawn.v1',
            detail: { ...eventFields(request, game), playerName: request.contact_name, previousStatus: request.status },
          },
          ...(refund ? [refundEvent(refund, game)] : []),
        ],
        refund,
      );
      // Started between the read and the write: the transaction's own condition refused it.
      if (done === 'started') throw new ConflictError(REQUEST_MESSAGES.gameStarted);
      if (done === 'withdrawn') {
        const freed = request.status === 'confirmed' && game != null;
        // The withdrawal stands whatever happens next: a failed offer is logged, not the player's error.
        const offered =
          freed && deps.offers
            ? await deps.offers.offerFreedSpot((await games.get(game.id)) ?? game).catch((error: unknown) => {
                console.error(
                  JSON.stringify({
                    level: 'error',
                    msg: 'offer of a freed spot failed',
                    gameId: game.id,
                    error: String(error),
                  }),
                );
                return null;
              })
            : null;
        return {
          status: 'withdrawn',
          promoted: offered != null,
          ...(quote ? { refund: { amount: quote.amountPaise / 100, message: quote.message } } : {}),
        };
      }
      // Decided meanwhile (e.g. accepted): withdraw from the new state.
      request = await ownRequest(userId, requestId);
    }
    throw new ConflictError('This request changed while you were withdrawing it. Please try again.');
  }

  return { join, myRequest, myRequests, nudge, withdraw };
}
export type JoinService = ReturnType<typeof createJoinService>;

/** Everything a paid player paid, as a withdrawal's quote. */
function fullRefundQuote(
  request: StoredJoinRequest,
  payment: { payment_id?: string | null; paid_amount?: number | null } | null,
) {
  if (request.payment_status !== 'paid' || !payment?.payment_id || !payment.paid_amount) return null;
  const paid = payment.paid_amount;
  return { amountPaise: paid, message: REGULARS_MESSAGES.refundInFull(formatPaise(paid)) };
}

/** Own, cancelled, past or full games take no requests, each with its message. */
function refuseClosed(game: StoredGame, userId: string, now: string) {
  if (game.host_id === userId) throw new ConflictError(JOIN_MESSAGES.ownGame);
  if (game.status !== 'upcoming' || game.game_datetime <= now) throw new ConflictError(JOIN_MESSAGES.notOpen);
  if (game.current_players >= game.max_players) throw new ConflictError(JOIN_MESSAGES.gameFull);
}

/** The player's view: the pass only while it admits (confirmed) or holds a place (waitlist). */
export function playerView(
  request: StoredJoinRequest,
  game: GameSummary | null,
  refund: RefundView | null = null,
): PlayerJoinRequest {
  return {
    ...request,
    game_pass: carriesPass(request.status) ? request.game_pass : null,
    receipt: request.receipt ?? null,
    payment_due_at: request.payment_due_at ?? null,
    refund,
    game,
  };
}
