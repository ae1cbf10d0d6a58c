import { REMOVAL_MESSAGES, removalRefusal } from '@shared/rules/player-removal';
import { REQUEST_MESSAGES } from '@shared/rules/join-rules';
import type { RemovalInput, RemovalResult } from '@shared/schemas/player-removal';
import { ConflictError, NotFoundError } from '../platform/errors';
import { type OfferService, type PaymentStore, refundEvent, refundRecord } from '@functions/payments';
import type { Clock } from '../platform/clock';
import type { GameRepository } from '@functions/games';
import type { JoinRequestRepository } from './ports';
import type { RemovalStore } from './removal-ports';
import { eventFields } from './request-fields';

// The host takes a player they accepted off the game (decision 066): a rejection after acceptance.
// Only the game's host, only an accepted or confirmed player who has not checked in, only before
// the start. A paid player gets everything back (the host's choice, not the player's), and the
// spot goes to the waitlist as an offer, as a withdrawal's does.

export interface RemovalDeps {
  games: Pick<GameRepository, 'get'>;
  requests: Pick<JoinRequestRepository, 'getById'>;
  store: RemovalStore;
  payments: Pick<PaymentStore, 'getPayment'>;
  offers: Pick<OfferService, 'offerFreedSpot' | 'endOffer'>;
  clock: Clock;
}

export function createRemovalService(deps: RemovalDeps) {
  const { games, requests, store, payments, offers, clock } = deps;

  /** The spot the removed player had (confirmed) or held (an offer, a paid accept's deadline), passed on. */
  async function passOn(gameId: string, requestId: string, wasConfirmed: boolean) {
    const game = await games.get(gameId);
    if (!game) return false;
    if (!wasConfirmed) {
      // An open hold ends as a decline would: quietly, and the spot goes to the next player.
      const payment = await payments.getPayment(gameId, requestId);
      if (payment?.offer_due_at) return offers.endOffer(payment, true);
    }
    return (await offers.offerFreedSpot(game)) !== null;
  }

  async function remove(hostId: string, requestId: string, input: RemovalInput): Promise<RemovalResult> {
    const request = await requests.getById(requestId);
    if (!request) throw new NotFoundError(REQUEST_MESSAGES.notFound);
    const game = await games.get(request.game_id);
    // Anyone but the game's host sees the same 404 as for nothing.
    if (!game || game.host_id !== hostId) throw new NotFoundError(REQUEST_MESSAGES.notFound);
    const refused = removalRefusal(request, game, clock.now());
    if (refused) throw new ConflictError(refused);
    const at = clock.now().toISOString();
    const payment = request.payment_status === 'paid' ? await payments.getPayment(game.id, request.id) : null;
    const refund =
      payment?.payment_id && payment.paid_amount
        ? refundRecord({ request, payment, amount: payment.paid_amount, reason: 'removed', at })
        : null;
    const hostMessage = input.hostMessage?.trim() || null;
    const outcome = await store.remove(
      request,
      hostMessage,
      at,
      [
        {
          name: 'PlayerRemoved.v1',
          detail: {
            ...eventFields(request, game),
            playerName: request.contact_name,
            previousStatus: request.status,
            refundAmount: refund?.amount ?? 0,
            hostMessage,
          },
        },
        ...(refund ? [refundEvent(refund, game)] : []),
      ],
      refund,
    );
    if (outcome === 'changed') throw new ConflictError(REMOVAL_MESSAGES.changed);
    if (outcome === 'started') throw new ConflictError(REMOVAL_MESSAGES.started);
    // The removal stands whatever happens next: a failed offer is logged, not the host's error.
    const offered = await passOn(game.id, request.id, request.status === 'confirmed').catch((error: unknown) => {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'offer of a removed player’s spot failed',
          gameId: game.id,
          error: String(error),
        }),
      );
      return false;
    });
    return {
      status: 'rejected',
      offered,
      refund: refund ? { amount: refund.amount / 100 } : null,
      message: `${REMOVAL_MESSAGES.removed}. ${offered ? REMOVAL_MESSAGES.spotOffered : REMOVAL_MESSAGES.spotOpen}`,
    };
  }

  return { remove };
}
