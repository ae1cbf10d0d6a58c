// What reporting a community review says, without zod: the report dialog opens from the community
// page (a first load, where zod must not come along), and the server answers with the same texts.

/** Why a community's owner flags a review; the moderators read the label. */
export const REVIEW_REPORT_REASONS = [
  { value: 'abusive', label: 'Abusive or hateful' },
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'personal', label: 'Shares personal details' },
  { value: 'false', label: 'Not about this community' },
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number]['value'];

export const REVIEW_REPORT_NOTE_MAX = 300;

export const REVIEW_REPORT_MESSAGES = {
  reasonRequired: 'Please choose why you are reporting this review',
  noteTooLong: `Please keep the note under ${REVIEW_REPORT_NOTE_MAX} characters`,
  received: 'Thanks, our moderators will look at this review.',
  alreadyReported: 'You have already reported this review',
  ownerOnly: "Only the community's host can report its reviews",
  ownReview: "You can't report your own review",
  reviewNotFound: 'Review not found',
  reportNotFound: 'This review has no open report',
  dismissed: 'Report dismissed; the review stays',
  removed: 'The review was removed',
} as const;

/** The label of a stored reason; an unknown one is shown as it is. */
export const reviewReportReasonLabel = (reason: string): string =>
  REVIEW_REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;

/** What a review's writer has done in the community: '' for no games yet (nothing to say). */
export const playedGamesLabel = (games: number): string =>
  games > 0 ? `Played ${games} game${games === 1 ? '' : 's'}` : '';
