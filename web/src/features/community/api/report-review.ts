import { REVIEW_REPORT_MESSAGES } from '@shared/texts/review-reports';
import { apiRequest } from '@web/lib/api-client';
import { isRecord, isString } from '@web/lib/shape-check';

/** POST /api/communities/{id}/reviews/{userId}/reports: the owner flags a review for the moderators. */
export async function reportReview(
  communityId: string,
  reviewerId: string,
  report: { reason: string; note: string },
): Promise<string> {
  const answer = await apiRequest(
    `/api/communities/${encodeURIComponent(communityId)}/reviews/${encodeURIComponent(reviewerId)}/reports`,
    { method: 'POST', body: { reason: report.reason, ...(report.note.trim() ? { note: report.note.trim() } : {}) } },
  );
  return isRecord(answer) && isString(answer.message) ? answer.message : REVIEW_REPORT_MESSAGES.received;
}
