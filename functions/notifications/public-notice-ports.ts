import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { sesMailer } from '../platform/aws/mailer';
import { dynamoNotificationRepository } from './adapters/notification-repository';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { table } from '../platform/dynamo/table';
import { idempotency } from '../platform/dynamo/once-guard';

/**
 * What every consumer that sends notices needs (this domain's and the admin and community
 * notifiers): the profiles and notifications in the table, the once-guard, SES and the app's address.
 */
export function noticePorts() {
  const env = readEnv([ENV.appUrl, ENV.emailFrom]);
  const { db, name } = table();
  return {
    profiles: dynamoProfileRepository(db, name),
    notifications: dynamoNotificationRepository(db, name),
    mailer: sesMailer(env.EMAIL_FROM),
    guard: idempotency(),
    appUrl: env.APP_URL,
  };
}
