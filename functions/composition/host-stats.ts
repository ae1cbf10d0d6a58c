import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { dynamoHostStatsStore } from '../adapters/dynamo/host-stats-store';
import { dynamoJoinRequestRepository } from '../adapters/dynamo/join-request-repository';
import { dynamoPaymentStore } from '../adapters/dynamo/payment-repository';
import { dynamoProfileRepository } from '../adapters/dynamo/profile-repository';
import { createHostDashboardService } from '../services/host-dashboard-service';
import { createHostStatsService } from '../services/host-stats-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { table } from './table';

// The host dashboard (issue 12): the kept aggregates' store, the consumer that moves them and the
// reads — marked pure, so each Lambda bundles only what it uses.
export const hostStatsStore = /* @__PURE__ */ once(() => dynamoHostStatsStore(table().db, table().name));

export const hostStatsService = /* @__PURE__ */ once(() =>
  createHostStatsService({
    store: hostStatsStore(),
    requests: dynamoJoinRequestRepository(table().db, table().name),
    games: dynamoGameRepository(table().db, table().name),
    payments: dynamoPaymentStore(table().db, table().name),
  }),
);

export const hostDashboardService = /* @__PURE__ */ once(() =>
  createHostDashboardService({
    store: hostStatsStore(),
    profiles: dynamoProfileRepository(table().db, table().name),
    clock: systemClock,
  }),
);
