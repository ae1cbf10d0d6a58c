import { REVIEW_REPORT_MESSAGES } from '@shared/texts/review-reports';
import { COMMUNITY_MESSAGES } from '@shared/texts/community';
import type { ReportedReview, ReviewReportInput } from '@shared/schemas/review-reports';
import { ConflictError, ForbiddenError, NotFoundError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { ReviewReports } from './adapters/review-report-store';
import type { CommunityRepository } from './ports';

// A community's owner flags an abusive review; moderators dismiss the report (the review stays) or
// remove the review (its rating leaves the community's totals in the same write as the report
// closes). The writer stays a member and may review again: the removal is about the words, and a
// new review can be reported again. Reports whose review or community went close themselves as
// the moderators' list meets them.

/** Open reports read per answer: a queue, newest first; older ones follow as these close. */
export const OPEN_REVIEW_REPORTS_READ = 100;
const ATTEMPTS = 3;

export interface ReviewReportServiceDeps {
  communities: Pick<CommunityRepository, 'get' | 'review' | 'cards'>;
  reports: Pick<ReviewReports, 'get' | 'open' | 'openReports' | 'close' | 'removeReview'>;
  clock: Clock;
  /** The community's place in the list's orderings, from its totals after a removal. */
  rerank: (communityId: string) => Promise<void>;
}

export function createReviewReportService({ communities, reports, clock, rerank }: ReviewReportServiceDeps) {
  async function report(ownerId: string, communityId: string, reviewerId: string, input: ReviewReportInput) {
    const community = await communities.get(communityId);
    if (!community) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    if (community.host_id !== ownerId) throw new ForbiddenError(REVIEW_REPORT_MESSAGES.ownerOnly);
    if (reviewerId === ownerId) throw new ConflictError(REVIEW_REPORT_MESSAGES.ownReview);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const review = await communities.review(communityId, reviewerId);
      if (!review) throw new NotFoundError(REVIEW_REPORT_MESSAGES.reviewNotFound);
      const outcome = await reports.open(
        {
          community_id: communityId,
          user_id: reviewerId,
          reporter_id: ownerId,
          reason: input.reason,
          note: input.note || null,
          reported_at: clock.now().toISOString(),
          review_at: review.updated_at,
        },
        review,
      );
      if (outcome === 'opened') return { message: REVIEW_REPORT_MESSAGES.received };
      if (outcome === 'reported') throw new ConflictError(REVIEW_REPORT_MESSAGES.alreadyReported);
      // Rewritten while we reported it: report what is there now.
    }
    throw new ConflictError(REVIEW_REPORT_MESSAGES.reviewNotFound);
  }

  /** Open reports with the review as it reads now; those whose review or community went are closed. */
  async function open(): Promise<{ reviews: ReportedReview[]; truncated: boolean }> {
    const { reports: open, more } = await reports.openReports(OPEN_REVIEW_REPORTS_READ);
    const read = await Promise.all(
      open.map(async (report) => {
        const [community, review] = await Promise.all([
          communities.get(report.community_id),
          communities.review(report.community_id, report.user_id),
        ]);
        return { report, community, review };
      }),
    );
    const at = clock.now().toISOString();
    await Promise.all(
      read
        .filter(({ community, review }) => !community || !review)
        .map(({ report }) => reports.close(report.community_id, report.user_id, 'review-gone', at)),
    );
    const live = read.filter(({ community, review }) => community && review);
    const cards = await communities.cards([...new Set(live.map(({ report }) => report.user_id))]);
    const reviews = live.map(({ report, community, review }) => ({
      community_id: report.community_id,
      community_name: community!.name,
      user_id: report.user_id,
      user_name: cards.get(report.user_id)?.name || 'Yaktiv player',
      rating: review!.rating,
      review_text: review!.review_text,
      reason: report.reason,
      note: report.note,
      reported_at: report.reported_at,
    }));
    return { reviews, truncated: more };
  }

  async function dismiss(communityId: string, userId: string) {
    if (!(await reports.close(communityId, userId, 'dismissed', clock.now().toISOString())))
      throw new NotFoundError(REVIEW_REPORT_MESSAGES.reportNotFound);
    return { message: REVIEW_REPORT_MESSAGES.dismissed };
  }

  async function remove(communityId: string, userId: string) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const report = await reports.get(communityId, userId);
      if (!report?.open) throw new NotFoundError(REVIEW_REPORT_MESSAGES.reportNotFound);
      const at = clock.now().toISOString();
      const review = await communities.review(communityId, userId);
      if (!review) {
        await reports.close(communityId, userId, 'review-gone', at);
        return { message: REVIEW_REPORT_MESSAGES.removed };
      }
      const outcome = await reports.removeReview(review, at);
      if (outcome === 'removed') {
        await rerank(communityId);
        return { message: REVIEW_REPORT_MESSAGES.removed };
      }
      if (outcome === 'closed') throw new NotFoundError(REVIEW_REPORT_MESSAGES.reportNotFound);
      // Rewritten meanwhile: the rewrite is what is removed, with its own rating.
    }
    throw new ConflictError(REVIEW_REPORT_MESSAGES.reviewNotFound);
  }

  return { report, open, dismiss, remove };
}
export type ReviewReportService = ReturnType<typeof createReviewReportService>;
