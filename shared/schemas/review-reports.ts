import * as z from 'zod';
import { REVIEW_REPORT_MESSAGES, REVIEW_REPORT_NOTE_MAX, REVIEW_REPORT_REASONS } from '../texts/review-reports';
import { singleLineText } from './text';

// Reports of community reviews: the owner's report and what the moderators read and do.

const REASON_VALUES = REVIEW_REPORT_REASONS.map((r) => r.value) as [string, ...string[]];

/** POST /api/communities/{id}/reviews/{userId}/reports: the owner's reason and an optional note. */
export const reviewReportInputSchema = z
  .object({
    reason: z.enum(REASON_VALUES, { error: REVIEW_REPORT_MESSAGES.reasonRequired }),
    note: singleLineText({ max: REVIEW_REPORT_NOTE_MAX, tooLong: REVIEW_REPORT_MESSAGES.noteTooLong }).optional(),
  })
  .strict();
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>;

/** POST /api/admin/review-reports/{communityId}/{userId}/{action}. */
export const REVIEW_MODERATION_ACTIONS = ['dismiss', 'remove'] as const;
export type ReviewModerationAction = (typeof REVIEW_MODERATION_ACTIONS)[number];

/** One reported review as the moderators see it (GET /api/admin/reports, `reviews`). */
export interface ReportedReview {
  community_id: string;
  community_name: string;
  user_id: string;
  user_name: string;
  rating: number;
  review_text: string;
  reason: string;
  note: string | null;
  reported_at: string;
}
