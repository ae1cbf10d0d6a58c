import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { sesMailer } from '../platform/aws/mailer';
import { dynamoCommunityCleanup } from './adapters/community-cleanup';
import { dynamoCommunityGames } from './adapters/community-games';
import { dynamoCommunityRepository } from './adapters/community-repository';
import { dynamoNotificationRepository } from '../notifications/adapters/notification-repository';
import { dynamoProfileRepository } from '../accounts/adapters/profile-repository';
import { createCommunityEventsService } from './community-events-service';
import { createCommunityNotifier } from './community-notifier';
import { once } from '../platform/once';
import { idempotency, table } from '../platform/dynamo/table';

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
