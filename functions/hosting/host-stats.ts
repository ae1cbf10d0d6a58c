import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoHostStatsStore } from './adapters/host-stats-store';
import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { dynamoPaymentStore } from '@functions/payments/public-storage';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { showUpService } from '@functions/joins/public-show-ups';
import { createHostDashboardService } from './host-dashboard-service';
import { createHostStatsService } from './host-stats-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

// The host dashboard: the kept aggregates' store, the consumer that moves them and the
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
    showUps: showUpService(),
  }),
);
