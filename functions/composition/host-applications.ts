import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { cognitoRoleDirectory } from '../adapters/aws/user-directory';
import { dynamoHostApplicationRepository } from '../adapters/dynamo/host-application-repository';
import { dynamoProfileRepository } from '../adapters/dynamo/profile-repository';
import { createHostApplicationService } from '../services/host-application-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { profileService } from './profile';
import { table } from './table';

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
