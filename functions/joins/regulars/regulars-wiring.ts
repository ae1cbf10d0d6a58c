import { ENV } from '../../platform/env-names';
import { readEnv } from '../../platform/env';
import { systemClock } from '../../platform/clock';
import { once } from '../../platform/once';
import { table } from '../../platform/dynamo/table';
import { dynamoGameRepository, dynamoSeriesRepository } from '@functions/games/public-storage';
import { batchGetProfiles, dynamoProfileRepository } from '@functions/accounts/public-storage';
import { createHostRequestService } from '@functions/hosting';
import { payUrl } from '@functions/payments/public-wiring';
import { dynamoJoinRequestRepository } from '../adapters/join-request-repository';
import { joinService } from '../joins';
import { removalService } from '../removals';
import { showUpService } from '../show-ups';
import { dynamoRegularsStore } from './adapters/regulars-store';
import { createRegularEnrolment } from './regular-enrolment';
import { createRegularsService } from './regulars-service';

// Regulars (decision 071) with their AWS adapters: each date's request is decided by the host's own
// decision use case, a skip or leave is the player's withdrawal, a host's removal is the removal.
export const regularsStore = /* @__PURE__ */ once(() => dynamoRegularsStore(table().db, table().name));

export const regularsService = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  const { APP_URL } = readEnv([ENV.appUrl]);
  const games = dynamoGameRepository(db, name);
  const requests = dynamoJoinRequestRepository(db, name);
  const hostRequests = createHostRequestService({ games, requests, clock: systemClock, paymentUrl: payUrl(APP_URL) });
  const profiles = dynamoProfileRepository(db, name);
  return createRegularsService({
    store: regularsStore(),
    series: dynamoSeriesRepository(db, name),
    games,
    requests,
    enrolment: createRegularEnrolment({
      requests,
      decide: (hostId, requestId, action) => hostRequests.decide(hostId, requestId, { action }),
      clock: systemClock,
    }),
    withdraw: (userId, requestId, options) => joinService().withdraw(userId, requestId, options),
    removeFromGame: (hostId, requestId) => removalService().remove(hostId, requestId, {}),
    profile: (userId) => profiles.get(userId),
    avatars: async (userIds) =>
      new Map([...(await batchGetProfiles(db, name, userIds))].map(([id, p]) => [id, p.avatar_url ?? null])),
    showUps: showUpService(),
    clock: systemClock,
  });
});
