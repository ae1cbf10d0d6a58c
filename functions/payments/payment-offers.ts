import { amountDueFor, paymentDueAt } from '@shared/rules/payment-rules';
import { eventFields, type JoinRequestRepository, type StoredJoinRequest } from '@functions/joins';
import type { PaymentStore } from './payment-ports';
import type { Clock } from '../platform/clock';
import type { GameRepository, StoredGame } from '@functions/games';

// A freed spot of a paid game goes to the waitlist (docs/decisions/015): the first
// waitlisted player (by when they asked; players whose earlier offer lapsed come last) is offered
// it with a payment link that expires — sooner as kickoff nears (paymentDueAt). Nothing is held: the
// spot is taken only by paying, under the capacity condition, so a late payer can't overbook.

export interface OfferDeps {
  requests: Pick<JoinRequestRepository, 'get' | 'getById' | 'requestsInStatus'>;
  games: Pick<GameRepository, 'get'>;
  store: PaymentStore;
  clock: Clock;
  paymentUrl: (requestId: string) => string;
}

export function createOfferService(deps: OfferDeps) {
  const { requests, games, store, clock } = deps;

  /** Waitlisted players looked at per read: the first one usually takes the offer. */
  const WAITLIST_PAGE = 10;

  /**
   * Offers one freed spot of a paid game; the request offered, or null (free game, none waiting,
   * full). Only the waitlist is read, oldest first, a page at a time; each candidate is read again
   * (the index may trail a move) with its payment side, to put those whose earlier offer lapsed last.
   */
  async function offerFreedSpot(game: StoredGame): Promise<StoredJoinRequest | null> {
    if (game.price <= 0 || game.status !== 'upcoming') return null;
    const dueAt = paymentDueAt(game.game_datetime, clock.now());
    if (!dueAt) return null;
    const amountDue = amountDueFor(game);
    const amount = amountDue.amount_paise;
    /** 'changed': this one moved meanwhile, try the next; otherwise the search ends. */
    const offerTo = async (candidate: StoredJoinRequest) => {
      const at = clock.now().toISOString();
      return store.offer({
        request: candidate,
        dueAt,
        amountDue,
        at,
        events: [
          {
            name: 'PaymentOffered.v1',
            detail: { ...eventFields(candidate, game), dueAt, paymentUrl: deps.paymentUrl(candidate.id), amount },
          },
        ],
      });
    };
    const offered = (candidate: StoredJoinRequest): StoredJoinRequest => ({
      ...candidate,
      status: 'accepted',
      payment_status: 'pending',
      amount_due: amountDue,
    });
    const lapsedBefore: { candidate: StoredJoinRequest; lapsedAt: string }[] = [];
    let after: string | null = null;
    do {
      const page = await requests.requestsInStatus(game.id, 'waitlist', after, WAITLIST_PAGE);
      for (const userId of page.userIds) {
        const candidate = await requests.get(game.id, userId);
        if (candidate?.status !== 'waitlist') continue;
        const lapsedAt = (await store.getPayment(game.id, candidate.id))?.offer_lapsed_at;
        if (lapsedAt) {
          lapsedBefore.push({ candidate, lapsedAt });
          continue;
        }
        const outcome = await offerTo(candidate);
        if (outcome === 'offered') return offered(candidate);
        if (outcome === 'full') return null;
      }
      after = page.after;
    } while (after);
    // Everyone waiting had an offer lapse before: the earliest lapse first.
    lapsedBefore.sort(
      (a, b) => a.lapsedAt.localeCompare(b.lapsedAt) || a.candidate.created_at.localeCompare(b.candidate.created_at),
    );
    for (const { candidate } of lapsedBefore) {
      const outcome = await offerTo(candidate);
      if (outcome === 'offered') return offered(candidate);
      if (outcome === 'full') return null;
    }
    return null;
  }

  /** Lapses offers whose time is up and passes each spot on; how many lapsed. */
  async function expireDue(limit = 50): Promise<number> {
    let lapsed = 0;
    for (const payment of await store.offersDue(clock.now().toISOString(), limit)) {
      const request = await requests.getById(payment.request_id);
      const game = await games.get(payment.game_id);
      const at = clock.now().toISOString();
      // Withdrawn while offered, or gone: the offer just ends. Either way the spot is still free. A
      // cancelled game's accept ends quietly too: 'not paid in time' would be the wrong news there.
      const live = request && game?.status !== 'cancelled' ? request : null;
      const expired = await store.expireOffer({
        request:
          live ??
          ({
            id: payment.request_id,
            game_id: payment.game_id,
            user_id: payment.user_id,
            status: 'withdrawn',
            payment_status: 'pending',
          } as StoredJoinRequest),
        payment,
        at,
        events: live ? [{ name: 'PaymentOfferExpired.v1', detail: eventFields(live, game) }] : [],
      });
      if (!expired) continue;
      lapsed++;
      if (game) await offerFreedSpot((await games.get(game.id)) ?? game);
    }
    return lapsed;
  }

  return { offerFreedSpot, expireDue };
}
export type OfferService = ReturnType<typeof createOfferService>;
