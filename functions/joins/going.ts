import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { dynamoGoingStore } from './adapters/going-items';
import { dynamoJoinRequestRepository } from './adapters/join-request-repository';
import { MOST_REQUESTS_OF_A_PLAYER } from './account-erasure';
import { createGoingService } from './going-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

export { GOING_PROFILE_FIELDS, goingIdsOf } from './going-service';

// Who is going: the avatars' reads and their re-derivation, built on first use.
export const goingService = /* @__PURE__ */ once(() =>
  createGoingService({
    store: dynamoGoingStore(table().db, table().name),
    requests: dynamoJoinRequestRepository(table().db, table().name),
    profiles: dynamoProfileRepository(table().db, table().name),
    clock: systemClock,
    mostRequests: MOST_REQUESTS_OF_A_PLAYER,
  }),
);
