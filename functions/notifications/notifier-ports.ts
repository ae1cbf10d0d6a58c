import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { sesMailer } from '../platform/aws/mailer';
import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { dynamoNotificationRepository } from './adapters/notification-repository';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { table } from '../platform/dynamo/table';
import { idempotency } from '../platform/dynamo/once-guard';

/** What a consumer that tells players and hosts about a game needs: the table, the once-guard and SES. */
export function notifierPorts() {
  const env = readEnv([ENV.appUrl, ENV.emailFrom]);
  const { db, name } = table();
  return {
    games: dynamoGameRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
    profiles: dynamoProfileRepository(db, name),
    notifications: dynamoNotificationRepository(db, name),
    mailer: sesMailer(env.EMAIL_FROM),
    guard: idempotency(),
    appUrl: env.APP_URL,
  };
}
