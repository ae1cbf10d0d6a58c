import { dynamoCommunityGames } from './adapters/community-games';
import { dynamoCommunityRepository } from './adapters/community-repository';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { createCommunityMembershipService } from './community-membership-service';
import { createCommunityService } from './community-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** The community use cases on the one table. */
export const communityService = /* @__PURE__ */ once(() =>
  createCommunityService({
    communities: dynamoCommunityRepository(table().db, table().name),
    games: dynamoCommunityGames(table().db, table().name),
    profiles: dynamoProfileRepository(table().db, table().name),
    clock: systemClock,
  }),
);

export const communityMembership = /* @__PURE__ */ once(() =>
  createCommunityMembershipService({
    communities: dynamoCommunityRepository(table().db, table().name),
    profiles: dynamoProfileRepository(table().db, table().name),
    clock: systemClock,
  }),
);
