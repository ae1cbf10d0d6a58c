import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinRequestRepository } from './adapters/join-request-repository';
import { dynamoRemovalStore } from './adapters/removal-store';
import { createRemovalService } from './removal-service';
import { offerService, paymentStore } from '@functions/payments/public-wiring';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

// The host's removal of an accepted player, wired on its own: the decision Lambdas bundle none of it.
export const removalService = /* @__PURE__ */ once(() =>
  createRemovalService({
    games: dynamoGameRepository(table().db, table().name),
    requests: dynamoJoinRequestRepository(table().db, table().name),
    store: dynamoRemovalStore(table().db, table().name),
    payments: paymentStore(),
    offers: offerService(),
    clock: systemClock,
  }),
);
