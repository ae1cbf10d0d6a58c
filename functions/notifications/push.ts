import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { secretValue } from '../platform/aws/secret-value';
import { systemClock } from '../platform/clock';
import { idempotency } from '../platform/dynamo/once-guard';
import { table } from '../platform/dynamo/table';
import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { once } from '../platform/once';
import { workQueueOf } from '../platform/work-queues';
import { dynamoPushSubscriptionStore, dynamoRequestPushWindows } from './adapters/push-store';
import { webPushSender, type VapidKeys } from './adapters/web-push-sender';
import { createPushService } from './push-service';
import { createPushSubscriptionService } from './push-subscription-service';

/** The push consumer: the table, the once-guard, its queue and the push services. */
export const pushService = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.appUrl]);
  const { db, name } = table();
  // Read at the first push: a stage without Web Push has no key, and no device to push to either.
  const vapid = once(() => secretValue(readEnv([ENV.vapidSecretId])[ENV.vapidSecretId]));
  return createPushService({
    subscriptions: dynamoPushSubscriptionStore(db, name),
    windows: dynamoRequestPushWindows(db, name),
    send: webPushSender({ keys: async () => JSON.parse(await vapid()()) as VapidKeys, appUrl: env[ENV.appUrl] }),
    profiles: dynamoProfileRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
    queue: workQueueOf('send-push'),
    guard: idempotency(),
    clock: systemClock,
  });
});

/** The routes that save and forget a device's subscription. */
export const pushSubscriptionService = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  return createPushSubscriptionService({ subscriptions: dynamoPushSubscriptionStore(db, name), clock: systemClock });
});
