import { describe, expect, it, vi } from 'vitest';
import { REVIEW_REPORT_MESSAGES } from '@shared/texts/review-reports';
import { createReviewReportService } from '@functions/communities/review-report-service';
import type { StoredReviewReport } from '@functions/communities/adapters/review-report-store';
import type { StoredCommunity, StoredCommunityReview } from '@functions/communities/ports';
import { fakeClock } from '../support/fakes';

// Moderating a reported review: a removal re-ranks the community (its rating moved its score),
// a dismissal leaves it where it is; a removal that lost its report or review moves nothing.
const review: StoredCommunityReview = {
  id: 'r1',
  community_id: 'c1',
  user_id: 'writer',
  rating: 1,
  review_text: 'Rude',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 1,
};
const openReport: StoredReviewReport = {
  community_id: 'c1',
  user_id: 'writer',
  reporter_id: 'owner',
  reason: 'abusive',
  note: null,
  reported_at: '2026-11-21T09:00:00.000Z',
  review_at: review.updated_at,
  open: true,
};

function world(report: StoredReviewReport | null, removal: 'removed' | 'closed' = 'removed') {
  const rerank = vi.fn(async (_communityId: string) => undefined);
  const reports = {
    get: vi.fn(async () => report),
    open: vi.fn(async () => 'opened' as const),
    openReports: vi.fn(async () => ({ reports: [], more: false })),
    close: vi.fn(async () => report?.open === true),
    removeReview: vi.fn(async () => removal),
  };
  const service = createReviewReportService({
    communities: {
      get: async () => ({ id: 'c1', host_id: 'owner', name: 'Club' }) as StoredCommunity,
      review: async () => review,
      cards: async () => new Map(),
    },
    reports,
    clock: fakeClock(),
    rerank,
  });
  return { service, reports, rerank };
}

describe('moderating a reported review', () => {
  it("re-ranks the community after a removal, once the review's rating left its totals", async () => {
    const { service, reports, rerank } = world(openReport);
    expect(await service.remove('c1', 'writer')).toEqual({ message: REVIEW_REPORT_MESSAGES.removed });
    expect(reports.removeReview).toHaveBeenCalledWith(review, expect.any(String));
    expect(rerank).toHaveBeenCalledWith('c1');
  });

  it('leaves the ranking alone on a dismissal, and when the report was closed meanwhile', async () => {
    const dismissed = world(openReport);
    await dismissed.service.dismiss('c1', 'writer');
    expect(dismissed.rerank).not.toHaveBeenCalled();
    const closed = world(openReport, 'closed');
    await expect(closed.service.remove('c1', 'writer')).rejects.toThrow(REVIEW_REPORT_MESSAGES.reportNotFound);
    expect(closed.rerank).not.toHaveBeenCalled();
    const none = world(null);
    await expect(none.service.remove('c1', 'writer')).rejects.toThrow(REVIEW_REPORT_MESSAGES.reportNotFound);
    expect(none.reports.removeReview).not.toHaveBeenCalled();
  });
});
