import { dynamoCommunityCleanup } from './adapters/community-cleanup';
import { dynamoCommunityGames } from './adapters/community-games';
import { dynamoCommunityRepository } from './adapters/community-repository';
import { createCommunityEventsService } from './community-events-service';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** The deletion cascade and the events count (process-community-events). */
export const communityEvents = /* @__PURE__ */ once(() =>
  createCommunityEventsService({
    communities: dynamoCommunityRepository(table().db, table().name),
    games: dynamoCommunityGames(table().db, table().name),
    cleanup: dynamoCommunityCleanup(table().db, table().name),
  }),
);
