import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { sesMailer } from '../platform/aws/mailer';
import { dynamoNotificationRepository } from '@functions/notifications/public-storage';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { createAdminNotifier } from './admin-notifier';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { idempotency } from '../platform/dynamo/once-guard';

export const adminNotifier = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.appUrl, ENV.emailFrom]);
  const { db, name } = table();
  return createAdminNotifier({
    profiles: dynamoProfileRepository(db, name),
    notifications: dynamoNotificationRepository(db, name),
    mailer: sesMailer(env.EMAIL_FROM),
    guard: idempotency(),
    appUrl: env.APP_URL,
  });
});
