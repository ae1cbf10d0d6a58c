import { dynamoCommunityPlayed } from './adapters/community-played-store';
import { dynamoCommunityRepository } from './adapters/community-repository';
import { dynamoReviewReports } from './adapters/review-report-store';
import { createReviewReportService } from './review-report-service';
import { communityList } from './communities';
import { systemClock } from '../platform/clock';
import { log } from '../platform/observability/observability';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

// What makes a community's reviews worth trusting, built on the one table: the owner's reports
// and their moderation, and the count of the community's games each player was checked in at.

export const reviewReportService = /* @__PURE__ */ once(() =>
  createReviewReportService({
    communities: dynamoCommunityRepository(table().db, table().name),
    reports: dynamoReviewReports(table().db, table().name),
    clock: systemClock,
    // Best effort: the removal is done and exact; a missed re-rank is caught up by the
    // community's next change, so it is logged rather than failing the moderator's answer.
    rerank: async (communityId) => {
      try {
        await communityList().rank(communityId);
      } catch (error) {
        log.warn('community not re-ranked after a review removal', {
          communityId,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
  }),
);

export const communityPlayed = /* @__PURE__ */ once(() => dynamoCommunityPlayed(table().db, table().name));
