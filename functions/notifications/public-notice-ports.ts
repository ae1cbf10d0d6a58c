import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { sesMailer } from '../platform/aws/mailer';
import { dynamoNotificationRepository } from './adapters/notification-repository';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { table } from '../platform/dynamo/table';
import { idempotency } from '../platform/dynamo/once-guard';
import { ringBell } from '@functions/realtime/public-bell';
import { ringingBell } from './ringing-bell';

/**
 * What every consumer that sends notices needs (this domain's and the admin and community
 * notifiers): the profiles and notifications in the table, the once-guard, SES and the app's address.
 */
export function noticePorts() {
  const env = readEnv([ENV.appUrl, ENV.emailFrom]);
  const { db, name } = table();
  return {
    profiles: dynamoProfileRepository(db, name),
    // Each notification written rings the bell on the person's live channel (publishesLive).
    notifications: ringingBell(dynamoNotificationRepository(db, name), ringBell),
    mailer: sesMailer(env.EMAIL_FROM),
    guard: idempotency(),
    appUrl: env.APP_URL,
  };
}
