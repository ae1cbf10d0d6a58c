import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { sesMailer } from '../platform/aws/mailer';
import { dynamoNotificationRepository } from '@functions/notifications/public-storage';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { createCommunityNotifier } from './community-notifier';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { idempotency } from '../platform/dynamo/once-guard';

/** The notifier consumer: the table, the once-guard and SES (a module of its own, so only it bundles the guard). */
export const communityNotifier = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.appUrl, ENV.emailFrom]);
  const { db, name } = table();
  return createCommunityNotifier({
    profiles: dynamoProfileRepository(db, name),
    notifications: dynamoNotificationRepository(db, name),
    mailer: sesMailer(env.EMAIL_FROM),
    guard: idempotency(),
    appUrl: env.APP_URL,
  });
});
