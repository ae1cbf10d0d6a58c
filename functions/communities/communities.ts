import { dynamoCommunityGames } from './adapters/community-games';
import { dynamoCommunityRepository } from './adapters/community-repository';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { createCommunityMembershipService } from './community-membership-service';
import { createCommunityService } from './community-service';
import { createCommunityListService } from './community-list-service';
import { dynamoCommunityRanking, readCommunities } from './adapters/community-ranking';
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

/** communities-list a page at a time, and the re-ranking of one community after a change. */
export const communityList = /* @__PURE__ */ once(() =>
  createCommunityListService({
    communities: dynamoCommunityRepository(table().db, table().name),
    ranking: dynamoCommunityRanking(table().db, table().name),
    readMany: (ids) => readCommunities(table().db, table().name, ids),
    clock: systemClock,
  }),
);
