import { communityAccountData } from '@functions/communities/public-account-data';
import { gameAccountData } from '@functions/games/public-account-data';
import { hostingAccountData } from '@functions/hosting/public-account-data';
import { joinAccountData } from '@functions/joins/public-account-data';
import { showUpService } from '@functions/joins/public-show-ups';
import { notificationAccountData } from '@functions/notifications/public-account-data';
import { dynamoPaymentStore } from '@functions/payments/public-storage';
import { teamsAccountData } from '@functions/teams/public-account-data';
import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { dynamoAccountDeletionStore } from './adapters/account-deletion-store';
import { dynamoProfileRepository } from './adapters/profile-repository';
import { cognitoSignInRemoval } from './adapters/sign-in-removal';
import { createAccountDeletionService } from './account-deletion-service';
import { createAccountExportService } from './account-export-service';

/** "Download my data": each domain's part through its public entry. */
export const accountExportService = /* @__PURE__ */ once(() => {
  const payments = dynamoPaymentStore(table().db, table().name);
  return createAccountExportService({
    profile: (userId) => dynamoProfileRepository(table().db, table().name).get(userId),
    joinRequests: (userId) => joinAccountData().requestsOf(userId),
    payment: (gameId, requestId) => payments.getPayment(gameId, requestId),
    refund: (paymentId) => payments.getRefund(paymentId),
    communities: (userId) => communityAccountData().dataOf(userId),
    notifications: (userId) => notificationAccountData().notificationsOf(userId),
    hostApplications: (userId) => hostingAccountData().applicationsOf(userId),
    gameReports: (userId) => gameAccountData().reportsBy(userId),
    gamesHosted: (userId) => gameAccountData().hostedBy(userId),
    ratings: (userId) => teamsAccountData().ratingsOf(userId),
    showUp: async (userId) => {
      const [record, games] = await Promise.all([showUpService().record(userId), showUpService().outcomesOf(userId)]);
      return { ...record, games };
    },
    regulars: (userId) => joinAccountData().regularsOf(userId),
    clock: systemClock,
  });
});

export const accountDeletionStore = /* @__PURE__ */ once(() => dynamoAccountDeletionStore(table().db, table().name));

/** "Delete my account": the profile and the event, then the sign-in. */
export const accountDeletionService = /* @__PURE__ */ once(() =>
  createAccountDeletionService({
    store: accountDeletionStore(),
    signIns: cognitoSignInRemoval(readEnv([ENV.userPoolId]).USER_POOL_ID),
    clock: systemClock,
  }),
);
