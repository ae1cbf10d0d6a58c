import { dynamoProfileRepository } from '../adapters/dynamo/profile-repository';
import { dynamoHealthProbe } from '../adapters/dynamo/health-probe';
import { createProfileService } from '../services/profile-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { table } from './table';

export const profileService = /* @__PURE__ */ once(() =>
  createProfileService({ profiles: dynamoProfileRepository(table().db, table().name), clock: systemClock }),
);
export const healthProbe = /* @__PURE__ */ once(() => dynamoHealthProbe(table().client, table().name));
