import { createHash } from 'node:crypto';
import type { OfferExpiryPayload } from '@shared/schemas/offer-expiry';
import type { OneTimeScheduler } from '../platform/scheduler-port';
import { SCHEDULE_TARGETS } from '../platform/schedule-targets';
import type { Clock } from '../platform/clock';
import type { OfferService } from './payment-offers';

// Each offer's end is a one-time schedule (decision 060): at the hold's end it lapses the offer and
// passes the spot on, minutes sooner than the reconciler's sweep (which stays the safety net).

export interface OfferSchedulingDeps {
  scheduler: OneTimeScheduler;
  clock: Clock;
  offers: Pick<OfferService, 'expireOne'>;
}

/**
 * One schedule per request (its name from the request id, within Scheduler's 64 characters): an offer
 * made again moves it. Firing acts only on an offer whose time is up, so a stale one changes nothing.
 */
export const offerScheduleName = (requestId: string) =>
  `offer-${createHash('sha256').update(requestId).digest('hex').slice(0, 48)}`;

/** Schedules fire on whole seconds: rounded up, so one never fires a moment before its hold ends. */
const wholeSecondAfter = (iso: string) => new Date(Math.ceil(Date.parse(iso) / 1000) * 1000);

export function createOfferScheduling(deps: OfferSchedulingDeps) {
  /** PaymentOffered: its expiry scheduled; an end already past (a late delivery) is acted on now. */
  async function scheduleExpiry(offer: OfferExpiryPayload) {
    if (offer.dueAt <= deps.clock.now().toISOString()) {
      return deps.offers.expireOne(offer.gameId, offer.requestId);
    }
    await deps.scheduler.upsert(
      offerScheduleName(offer.requestId),
      wholeSecondAfter(offer.dueAt),
      SCHEDULE_TARGETS.offerExpiry,
      {
        ...offer,
      },
    );
    return 'scheduled' as const;
  }

  return { scheduleExpiry };
}
