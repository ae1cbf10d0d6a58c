import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { cognitoRoleDirectory, dynamoProfileRepository } from '@functions/accounts/public-storage';
import { dynamoHostApplicationRepository } from './adapters/host-application-repository';
import { createHostApplicationService } from './host-application-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { profileService } from '@functions/accounts/public-wiring';
import { table } from '../platform/dynamo/table';

const roleDirectory = /* @__PURE__ */ once(() => cognitoRoleDirectory(readEnv([ENV.userPoolId]).USER_POOL_ID));

/** Applying reads the table only; deciding also sets the pool attribute (the pool is only asked then). */
export const hostApplicationService = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  return createHostApplicationService({
    applications: dynamoHostApplicationRepository(db, name),
    profiles: dynamoProfileRepository(db, name),
    grantHostRole: (userId) => profileService().grantHostRole(userId),
    roles: { setRole: (username, role) => roleDirectory().setRole(username, role) },
    clock: systemClock,
  });
});
