import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { once } from '../platform/once';
import { appSyncPublisher } from './adapters/appsync-publisher';
import { createBellRinger } from './live-bell';

// For the consumers that write notifications (their manifests say publishesLive): the bell's ring,
// built on the first notification so a function that writes none needs no publish address.
const ringer = /* @__PURE__ */ once(() =>
  createBellRinger(appSyncPublisher(readEnv([ENV.realtimePublishUrl])[ENV.realtimePublishUrl])),
);

export const ringBell = (userId: string): Promise<void> => ringer()(userId);
