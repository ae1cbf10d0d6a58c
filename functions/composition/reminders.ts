import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { sesMailer } from '../adapters/aws/mailer';
import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { dynamoJoinRequestRepository } from '../adapters/dynamo/join-request-repository';
import { dynamoNotificationRepository } from '../adapters/dynamo/notification-repository';
import { dynamoProfileRepository } from '../adapters/dynamo/profile-repository';
import { systemClock } from '../services/ports';
import { createReminderService } from '../services/reminder-service';
import { once } from './once';
import { lazyScheduler } from './scheduler';
import { idempotency, table } from './table';

/** The scheduling consumer and the schedules' target share it; only the target sends mail. */
export const reminderService = once(() => {
  const { db, name } = table();
  const mail = once(() => sesMailer(readEnv([ENV.emailFrom]).EMAIL_FROM));
  return createReminderService({
    games: dynamoGameRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
    profiles: dynamoProfileRepository(db, name),
    notifications: dynamoNotificationRepository(db, name),
    mailer: { send: (email) => mail().send(email) },
    guard: idempotency(),
    scheduler: lazyScheduler,
    clock: systemClock,
    appUrl: readEnv([ENV.appUrl]).APP_URL,
  });
});
