import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { sesMailer } from '../adapters/aws/mailer';
import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { dynamoJoinRequestRepository } from '../adapters/dynamo/join-request-repository';
import { dynamoNotificationRepository } from '../adapters/dynamo/notification-repository';
import { dynamoProfileRepository } from '../adapters/dynamo/profile-repository';
import { idempotency, table } from './table';

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
