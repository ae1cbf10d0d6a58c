import { amountDueFor } from '@shared/rules/payment-rules';
import { offerHoldEndsAt } from '@shared/rules/offer-hold';
import { announcesOpenSpot } from '@shared/rules/spot-offers';
import { eventFields, type JoinRequestRepository, type StoredJoinRequest } from '@functions/joins';
import type { PaymentStore, StoredRequestPayment } from './payment-ports';
import type { Clock } from '../platform/clock';
import type { GameRepository, StoredGame } from '@functions/games';

// A freed spot goes to the waitlist as an offer (decisions 015, 060): the first waitlisted player (by
// when they asked; players whose earlier offer lapsed or who declined come last) is asked, not
// silently promoted, and the spot is held for them for a time that shrinks as kick-off nears
// (offerHoldEndsAt). A paid game's offer is taken by paying, a free game's with a tap; either way the
// spot is taken only then, under the capacity condition, so a late taker can't overbook. When
// nobody is left to ask and the game starts within six hours, nearby players hear of it (SpotOpened).

export interface OfferDeps {
  requests: Pick<JoinRequestRepository, 'get' | 'getById' | 'requestsInStatus'>;
  games: Pick<GameRepository, 'get'>;
  store: PaymentStore;
  clock: Clock;
  paymentUrl: (requestId: string) => string;
  /** Where a free game's offer is taken (My Game Requests); the pay page for paid ones. */
  takeUrl?: string;
}

export function createOfferService(deps: OfferDeps) {
  const { requests, games, store, clock } = deps;

  /** Waitlisted players looked at per read: the first one usually takes the offer. */
  const WAITLIST_PAGE = 10;

  /**
   * Offers up to `spots` freed spots of a game to its waitlist; the requests offered. Only the
   * waitlist is read, oldest first, a page at a time; each candidate is read again (the index may
   * trail a move) with its payment side, to put those whose earlier offer lapsed or was declined last.
   * Spots nobody could be asked about are announced when the game starts within six hours.
   */
  async function offerSpots(game: StoredGame, spots: number): Promise<StoredJoinRequest[]> {
    if (spots <= 0 || game.status !== 'upcoming') return [];
    const dueAt = offerHoldEndsAt(clock.now(), game.game_datetime);
    if (!dueAt) return [];
    const amountDue = game.price > 0 ? amountDueFor(game) : null;
    const offered: StoredJoinRequest[] = [];
    let full = false;
    /** 'changed': this one moved meanwhile, try the next; 'full': the game has no room, stop. */
    const offerTo = async (candidate: StoredJoinRequest) => {
      const at = clock.now().toISOString();
      const outcome = await store.offer({
        request: candidate,
        dueAt,
        amountDue,
        at,
        events: [
          {
            name: 'PaymentOffered.v1',
            detail: {
              ...eventFields(candidate, game),
              dueAt,
              paymentUrl: amountDue ? deps.paymentUrl(candidate.id) : (deps.takeUrl ?? '/my-requests'),
              amount: amountDue?.amount_paise ?? 0,
            },
          },
        ],
      });
      if (outcome === 'offered')
        offered.push({
          ...candidate,
          status: 'accepted',
          payment_status: amountDue ? 'pending' : 'not_required',
          amount_due: amountDue,
          payment_due_at: dueAt,
        });
      if (outcome === 'full') full = true;
    };
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
        await offerTo(candidate);
        if (full || offered.length === spots) return offered;
      }
      after = page.after;
    } while (after);
    // Everyone else waiting had an offer lapse or declined one before: the earliest first.
    lapsedBefore.sort(
      (a, b) => a.lapsedAt.localeCompare(b.lapsedAt) || a.candidate.created_at.localeCompare(b.candidate.created_at),
    );
    for (const { candidate } of lapsedBefore) {
      await offerTo(candidate);
      if (full || offered.length === spots) return offered;
    }
    await announceOpenSpots(game, spots - offered.length);
    return offered;
  }

  /**
   * Spots nobody on the waitlist is left to take: in a game starting within six hours, SpotOpened;
   * further away, SpotLeftOpen, so the game is looked at again when its last six hours begin.
   */
  async function announceOpenSpots(game: StoredGame, spots: number) {
    const now = clock.now();
    if (spots <= 0 || !(game.game_datetime > now.toISOString())) return;
    const current = (await games.get(game.id)) ?? game;
    const open = Math.min(spots, current.max_players - current.current_players);
    if (open <= 0 || current.status !== 'upcoming') return;
    const startsAt = current.game_datetime;
    await store.announce(
      [
        announcesOpenSpot(startsAt, now)
          ? {
              name: 'SpotOpened.v1',
              detail: { gameId: current.id, hostId: current.host_id, sport: current.sport, startsAt, spots: open },
            }
          : { name: 'SpotLeftOpen.v1', detail: { gameId: current.id, startsAt } },
      ],
      now.toISOString(),
    );
  }

  /** Offers one freed spot; the request offered, or null (none waiting, full, started). */
  async function offerFreedSpot(game: StoredGame): Promise<StoredJoinRequest | null> {
    return (await offerSpots(game, 1))[0] ?? null;
  }

  /** Requests holding a spot open until a time (offers, paid accepts awaiting payment): each may still take one. */
  async function heldSpots(gameId: string): Promise<number> {
    let held = 0;
    let after: string | null = null;
    do {
      const page = await requests.requestsInStatus(gameId, 'accepted', after, 100);
      held += page.userIds.length;
      after = page.after;
    } while (after);
    return held;
  }

  /**
   * The game's room after a capacity raise, offered: the spots neither taken nor already held for
   * someone, so raising by N offers N, and a repeated delivery (the offers now hold them) offers none.
   */
  async function fillOpenSpots(gameId: string): Promise<StoredJoinRequest[]> {
    const game = await games.get(gameId);
    if (game?.status !== 'upcoming') return [];
    const room = game.max_players - game.current_players;
    if (room <= 0) return [];
    return offerSpots(game, room - (await heldSpots(gameId)));
  }

  /**
   * Ends an offer (lapsed, or declined when `declined`) and passes its spot on; false when it had
   * ended already (taken, paid, lapsed, declined) — a repeated or late expiry changes nothing.
   */
  async function endOffer(payment: StoredRequestPayment, declined = false): Promise<boolean> {
    const request = await requests.getById(payment.request_id);
    const game = await games.get(payment.game_id);
    const at = clock.now().toISOString();
    // Withdrawn while offered, or gone: the offer just ends. Either way the spot is still free. A
    // cancelled game's accept ends quietly too: 'not taken in time' would be the wrong news there.
    const live = request && game?.status !== 'cancelled' ? request : null;
    const tell = live && !declined;
    const ended = await store.expireOffer({
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
      events: tell
        ? [
            {
              name: 'PaymentOfferExpired.v1',
              detail: { ...eventFields(live, game), ...(payment.offer_due_at ? { dueAt: payment.offer_due_at } : {}) },
            },
          ]
        : [],
    });
    if (!ended) return false;
    if (game) await offerFreedSpot((await games.get(game.id)) ?? game);
    return true;
  }

  /** Lapses offers whose time is up and passes each spot on (the reconciler's safety net); how many lapsed. */
  async function expireDue(limit = 50): Promise<number> {
    let lapsed = 0;
    for (const payment of await store.offersDue(clock.now().toISOString(), limit)) {
      if (await endOffer(payment)) lapsed++;
    }
    return lapsed;
  }

  /**
   * One offer's expiry schedule fired: the request's open offer lapses if its time is up (the one the
   * schedule was made for, or a later one also due). Twice, late, after the player took it, or for an
   * offer made again since and not yet due: nothing changes.
   */
  async function expireOne(gameId: string, requestId: string): Promise<'lapsed' | 'nothing'> {
    const payment = await store.getPayment(gameId, requestId);
    if (!payment?.offer_due_at || payment.offer_due_at > clock.now().toISOString()) return 'nothing';
    return (await endOffer(payment)) ? 'lapsed' : 'nothing';
  }

  return { offerFreedSpot, offerSpots, fillOpenSpots, heldSpots, expireDue, expireOne, endOffer };
}
export type OfferService = ReturnType<typeof createOfferService>;
