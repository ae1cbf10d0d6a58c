import { dynamoProfileRepository } from './adapters/profile-repository';
import { createProfileService } from './profile-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

export const profileService = /* @__PURE__ */ once(() =>
  createProfileService({ profiles: dynamoProfileRepository(table().db, table().name), clock: systemClock }),
);
