import { dynamoCommunityRepository } from '@functions/communities/public-storage';
import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { showUpService } from '@functions/joins/public-show-ups';
import { dynamoProfileStatsRepository } from './adapters/profile-stats-repository';
import { createProfileStatsService } from './profile-stats-service';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** Profile stats and activity: the table only (the read route and the consumer share it). */
export const profileStatsService = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  return createProfileStatsService({
    stats: dynamoProfileStatsRepository(db, name),
    communities: dynamoCommunityRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
    showUps: showUpService(),
  });
});
