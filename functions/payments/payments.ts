import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { dynamoPaymentStore } from './adapters/payment-repository';
import { createOfferService } from './payment-offers';
import { createOfferAnswers } from './offer-answers';
import { createOpenSpotChecks } from './open-spot-checks';
import { dynamoSpotCheckStore } from './adapters/spot-check-store';
import { createPaymentReads } from './payment-service';
import { createPaymentSettlement } from './payment-settlement';
import { systemClock } from '../platform/clock';
import { counted, logPort } from '../platform/observability/metrics';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

// Payments, the table side: store, settlement, offers, reads — marked pure, so a Lambda bundles only
// the ones it uses. payment-webhooks.ts adds the webhook secret, razorpay.ts the SDK, each only for
// the Lambdas that need it (the 500 kB bundle budget).
export const paymentStore = /* @__PURE__ */ once(() => dynamoPaymentStore(table().db, table().name));
export const paymentRequests = /* @__PURE__ */ once(() => dynamoJoinRequestRepository(table().db, table().name));
export const paymentGames = /* @__PURE__ */ once(() => dynamoGameRepository(table().db, table().name));
/** What every payment service reads and writes: the requests, their games, the payment items, and the clock. */
export const paymentTableDeps = () => ({
  requests: paymentRequests(),
  games: paymentGames(),
  store: paymentStore(),
  clock: systemClock,
});

// Only the call that settled a payment counts it: duplicates (the webhook and the reconciler
// report the same capture) come back as 'duplicate'.
export const paymentSettlement = /* @__PURE__ */ once(() => {
  const settlement = createPaymentSettlement({ ...paymentTableDeps(), log: logPort });
  return {
    ...settlement,
    settleCaptured: counted(settlement.settleCaptured, (outcome) =>
      outcome === 'confirmed' || outcome === 'waitlisted'
        ? ['PaymentsCaptured']
        : outcome === 'flagged'
          ? ['PaymentsFlagged']
          : [],
    ),
    paymentFailed: counted(settlement.paymentFailed, () => ['PaymentsFailed']),
  };
});

export const paymentReads = /* @__PURE__ */ once(() => createPaymentReads(paymentTableDeps()));

/** Where a request is paid: the link in e-mails and in the join answer (decision 013). */
export const payUrl = (appUrl: string) => (requestId: string) => `${appUrl}/pay/${requestId}`;

/** Where a free game's offer is taken: the player's requests, which show it first. */
const takeUrl = (appUrl: string) => `${appUrl}/my-requests`;

/** Offers of freed spots to the waitlist (decision 060); the joins wiring offers a withdrawal's spot. */
export const offerService = /* @__PURE__ */ once(() => {
  const { APP_URL } = readEnv([ENV.appUrl]);
  return createOfferService({ ...paymentTableDeps(), paymentUrl: payUrl(APP_URL), takeUrl: takeUrl(APP_URL) });
});

export const offerAnswers = /* @__PURE__ */ once(() =>
  createOfferAnswers({ ...paymentTableDeps(), offers: offerService() }),
);

/** The open-spot checks (a spot left open far from the start); the consumer adds its scheduler to make them. */
export const openSpotCheckDeps = () => ({
  games: paymentGames(),
  requests: paymentRequests(),
  offers: offerService(),
  store: dynamoSpotCheckStore(table().db, table().name),
  clock: systemClock,
});
export const openSpotChecks = /* @__PURE__ */ once(() => createOpenSpotChecks(openSpotCheckDeps()));
