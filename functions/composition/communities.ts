import { dynamoCommunityGames } from '../adapters/dynamo/community-games';
import { dynamoCommunityRepository } from '../adapters/dynamo/community-repository';
import { dynamoProfileRepository } from '../adapters/dynamo/profile-repository';
import { createCommunityMembershipService } from '../services/community-membership-service';
import { createCommunityService } from '../services/community-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { table } from './table';

/** The community use cases on the one table (issue 11). */
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
