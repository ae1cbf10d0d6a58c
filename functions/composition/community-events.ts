import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { sesMailer } from '../adapters/aws/mailer';
import { dynamoCommunityCleanup } from '../adapters/dynamo/community-cleanup';
import { dynamoCommunityGames } from '../adapters/dynamo/community-games';
import { dynamoCommunityRepository } from '../adapters/dynamo/community-repository';
import { dynamoNotificationRepository } from '../adapters/dynamo/notification-repository';
import { dynamoProfileRepository } from '../adapters/dynamo/profile-repository';
import { createCommunityEventsService } from '../services/community-events-service';
import { createCommunityNotifier } from '../services/community-notifier';
import { once } from './once';
import { idempotency, table } from './table';

/** The deletion cascade and the events count (process-community-events). */
export const communityEvents = /* @__PURE__ */ once(() =>
  createCommunityEventsService({
    communities: dynamoCommunityRepository(table().db, table().name),
    games: dynamoCommunityGames(table().db, table().name),
    cleanup: dynamoCommunityCleanup(table().db, table().name),
  }),
);

/** The notifier consumer: the table, the once-guard and SES. */
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
