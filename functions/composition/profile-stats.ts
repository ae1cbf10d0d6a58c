import { dynamoCommunityRepository } from '../adapters/dynamo/community-repository';
import { dynamoJoinRequestRepository } from '../adapters/dynamo/join-request-repository';
import { dynamoProfileStatsRepository } from '../adapters/dynamo/profile-stats-repository';
import { createProfileStatsService } from '../services/profile-stats-service';
import { once } from './once';
import { table } from './table';

/** Profile stats and activity: the table only (the read route and the consumer share it). */
export const profileStatsService = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  return createProfileStatsService({
    stats: dynamoProfileStatsRepository(db, name),
    communities: dynamoCommunityRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
  });
});
