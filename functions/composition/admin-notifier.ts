import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { sesMailer } from '../adapters/aws/mailer';
import { dynamoNotificationRepository } from '../adapters/dynamo/notification-repository';
import { dynamoProfileRepository } from '../adapters/dynamo/profile-repository';
import { createAdminNotifier } from '../services/admin-notifier';
import { once } from './once';
import { idempotency, table } from './table';

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
