import { gameHasStarted, REQUEST_MESSAGES } from '@shared/rules/join-rules';
import { holdsSpotUntil, OFFER_MESSAGES } from '@shared/rules/spot-offers';
import { eventFields, newPassCode, type JoinRequestRepository } from '@functions/joins';
import { ConflictError, NotFoundError } from '../platform/errors';
import type { PaymentStore } from './payment-ports';
import type { OfferService } from './payment-offers';
import type { Clock } from '../platform/clock';
import type { GameRepository } from '@functions/games';

// The player's answer to a spot held for them (decision 060): take it (a free game's, with one tap; a
// paid one is taken by paying) or decline it, which keeps them on the waitlist and passes the spot on.

export interface OfferAnswerDeps {
  requests: Pick<JoinRequestRepository, 'getById'>;
  games: Pick<GameRepository, 'get'>;
  store: PaymentStore;
  clock: Clock;
  offers: Pick<OfferService, 'endOffer'>;
  /** A taken spot's pass (a waitlisted player's existing pass is kept). */
  newPass?: () => string;
}

export interface OfferAnswer {
  status: 'confirmed' | 'waitlist';
  message: string;
}

export function createOfferAnswers(deps: OfferAnswerDeps) {
  const { requests, games, store, clock, offers } = deps;

  /** The caller's own request holding an open offer, and that offer's payment side. */
  async function openOffer(userId: string, requestId: string) {
    const request = await requests.getById(requestId);
    // Someone else's request is as unknown as a missing one.
    if (!request || request.user_id !== userId) throw new NotFoundError(REQUEST_MESSAGES.notFound);
    if (!holdsSpotUntil(request)) throw new ConflictError(OFFER_MESSAGES.notOffered);
    const payment = await store.getPayment(request.game_id, request.id);
    if (!payment?.offer_due_at) throw new ConflictError(OFFER_MESSAGES.gone);
    return { request, payment };
  }

  async function take(userId: string, requestId: string): Promise<OfferAnswer> {
    const { request, payment } = await openOffer(userId, requestId);
    if (request.payment_status !== 'not_required') throw new ConflictError(OFFER_MESSAGES.payToTake);
    const game = await games.get(request.game_id);
    const now = clock.now();
    if (game?.status !== 'upcoming' || gameHasStarted(game.game_datetime, now))
      throw new ConflictError(OFFER_MESSAGES.started);
    // Its time is up though its schedule has not fired yet: it lapses now, as the schedule would.
    if (payment.offer_due_at! <= now.toISOString()) {
      await offers.endOffer(payment);
      throw new ConflictError(OFFER_MESSAGES.gone);
    }
    const at = now.toISOString();
    const outcome = await store.takeOffer({
      request,
      pass: request.game_pass ?? (deps.newPass ?? newPassCode)(),
      at,
      events: [{ name: 'PlayerPromoted.v1', detail: eventFields(request, game) }],
    });
    if (outcome === 'taken') return { status: 'confirmed', message: OFFER_MESSAGES.taken };
    if (outcome === 'changed') throw new ConflictError(OFFER_MESSAGES.gone);
    // Someone took the last spot first (offers hold nothing): back to the waitlist, quietly.
    await offers.endOffer(payment, true);
    throw new ConflictError(OFFER_MESSAGES.full);
  }

  async function decline(userId: string, requestId: string): Promise<OfferAnswer> {
    const { payment } = await openOffer(userId, requestId);
    if (!(await offers.endOffer(payment, true))) throw new ConflictError(OFFER_MESSAGES.gone);
    return { status: 'waitlist', message: OFFER_MESSAGES.declined };
  }

  return { take, decline };
}
export type OfferAnswers = ReturnType<typeof createOfferAnswers>;
