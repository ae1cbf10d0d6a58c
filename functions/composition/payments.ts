import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { dynamoJoinRequestRepository } from '../adapters/dynamo/join-request-repository';
import { dynamoPaymentStore } from '../adapters/dynamo/payment-repository';
import { createOfferService } from '../services/payment-offers';
import { createPaymentReads } from '../services/payment-service';
import { createPaymentSettlement } from '../services/payment-settlement';
import { systemClock } from '../services/ports';
import { once } from './once';
import { table } from './table';

// Payments, the table side: store, settlement, offers, reads — marked pure, so a Lambda bundles only
// the ones it uses. payment-webhooks.ts adds the webhook secret, razorpay.ts the SDK, each only for
// the Lambdas that need it (design §7 budget).
export const paymentStore = /* @__PURE__ */ once(() => dynamoPaymentStore(table().db, table().name));
export const paymentRequests = /* @__PURE__ */ once(() => dynamoJoinRequestRepository(table().db, table().name));
export const paymentGames = /* @__PURE__ */ once(() => dynamoGameRepository(table().db, table().name));

export const paymentSettlement = /* @__PURE__ */ once(() =>
  createPaymentSettlement({ requests: paymentRequests(), games: paymentGames(), store: paymentStore(), clock: systemClock }),
);

export const paymentReads = /* @__PURE__ */ once(() => createPaymentReads({ requests: paymentRequests(), games: paymentGames(), store: paymentStore(), clock: systemClock }));

/** Where a request is paid: the link in e-mails and in the join answer (decision 013). */
export const payUrl = (appUrl: string) => (requestId: string) => `${appUrl}/pay/${requestId}`;

export const offerService = /* @__PURE__ */ once(() =>
  createOfferService({ requests: paymentRequests(), games: paymentGames(), store: paymentStore(), clock: systemClock, paymentUrl: payUrl(readEnv([ENV.appUrl]).APP_URL) }),
);

