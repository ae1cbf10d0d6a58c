import { lazyScheduler } from '../platform/scheduler';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { createOfferScheduling } from './offer-schedules';
import { createOpenSpotChecks } from './open-spot-checks';
import { offerService, openSpotCheckDeps } from './payments';

// The offers' expiry schedules, wired to EventBridge Scheduler: only the consumer that schedules them
// bundles the Scheduler client.
export const offerScheduling = /* @__PURE__ */ once(() =>
  createOfferScheduling({ scheduler: lazyScheduler, clock: systemClock, offers: offerService() }),
);

/** The open-spot checks with the scheduler: SpotLeftOpen schedules one, a moved start moves it. */
export const openSpotScheduling = /* @__PURE__ */ once(() =>
  createOpenSpotChecks({ ...openSpotCheckDeps(), scheduler: lazyScheduler }),
);
