import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinRequestRepository } from './adapters/join-request-repository';
import { createHostRequestService } from '@functions/hosting';
import { countCommunityGamePlayed } from '@functions/communities/public-played-games';
import { createJoinService } from './join-service';
import { createOwnRequestService } from './own-request';
import { dynamoOwnRequestReads } from './adapters/own-request-reads';
import { mayHaveRefund, refundView } from './refund-view';
import { settleShowUpsAfterLateCheckIn } from './late-check-in';
import { showUpService } from './show-ups';
import { createPaymentDetailsService } from '@functions/payments';
import { systemClock } from '../platform/clock';
import { counted } from '../platform/observability/metrics';
import { once } from '../platform/once';
import { offerService, paymentStore, payUrl } from '@functions/payments/public-wiring';
import { table } from '../platform/dynamo/table';
import { dynamoRegularsStore } from './regulars/adapters/regulars-store';

// Join requests: the player's side and the host's side share the table and nothing else.
const requests = /* @__PURE__ */ once(() => dynamoJoinRequestRepository(table().db, table().name));
const games = /* @__PURE__ */ once(() => dynamoGameRepository(table().db, table().name));
const regularsStore = /* @__PURE__ */ once(() => dynamoRegularsStore(table().db, table().name));

// Paid games (decision 015): a withdrawal reads the payment to refund it and offers the freed spot.
// Both are built on first use, so the join Lambdas that never withdraw need no APP_URL.
export const joinService = /* @__PURE__ */ once(() => {
  const service = createJoinService({
    games: games(),
    requests: requests(),
    clock: systemClock,
    payments: {
      getPayment: (gameId, requestId) => paymentStore().getPayment(gameId, requestId),
      getRefund: (paymentId) => paymentStore().getRefund(paymentId),
    },
    offers: { offerFreedSpot: (game) => offerService().offerFreedSpot(game) },
    showUps: showUpService(),
    // A series' date before it opens to everyone takes its regulars only (decision 071).
    regulars: { isApproved: (seriesId, userId) => regularsStore().isApproved(seriesId, userId) },
  });
  // A request that already existed throws (409) and is not counted again.
  return { ...service, join: counted(service.join, () => ['JoinRequests']) };
});

// The game page's own request, read from the player's side (own-request.ts).
export const ownRequestService = /* @__PURE__ */ once(() =>
  createOwnRequestService({
    reads: dynamoOwnRequestReads(table().db, table().name),
    refundOf: async (request) =>
      mayHaveRefund(request)
        ? refundView(request, {
            getRefund: (id) => paymentStore().getRefund(id),
            game: (id) => games().get(id),
          })
        : null,
  }),
);

const DECIDED = { accept: 'JoinAccepted', waitlist: 'JoinWaitlisted', reject: 'JoinRejected' } as const;

export const hostRequestService = /* @__PURE__ */ once(() => {
  const { APP_URL } = readEnv([ENV.appUrl]);
  const service = createHostRequestService({
    games: games(),
    requests: requests(),
    clock: systemClock,
    paymentUrl: payUrl(APP_URL),
    onCheckedIn: async (game, userId, at) => {
      await countCommunityGamePlayed(game, userId, at);
      await settleShowUpsAfterLateCheckIn(game, at);
    },
    showUps: showUpService(),
  });
  return {
    ...service,
    decide: counted(service.decide, (_result, _hostId, _requestId, input) => ['JoinDecisions', DECIDED[input.action]]),
  };
});

export const paymentDetailsService = /* @__PURE__ */ once(() =>
  createPaymentDetailsService({ games: games(), requests: requests() }),
);
