import { describe, expect, it } from 'vitest';
import { reviewReportInputSchema } from '@shared/schemas/review-reports';
import {
  playedGamesLabel,
  REVIEW_REPORT_MESSAGES,
  REVIEW_REPORT_NOTE_MAX,
  reviewReportReasonLabel,
} from '@shared/texts/review-reports';

// What a review says about its writer, and what a report of it may carry.
describe('played games on a review', () => {
  it('says nothing for no games, and counts one game and more in plain words', () => {
    expect(playedGamesLabel(0)).toBe('');
    expect(playedGamesLabel(1)).toBe('Played 1 game');
    expect(playedGamesLabel(12)).toBe('Played 12 games');
  });
});

describe('a report of a review', () => {
  it('takes a reason from the list and an optional single-line note', () => {
    expect(reviewReportInputSchema.parse({ reason: 'abusive' })).toEqual({ reason: 'abusive' });
    expect(reviewReportInputSchema.parse({ reason: 'spam', note: '  too   many\nlinks ' })).toEqual({
      reason: 'spam',
      note: 'too many links',
    });
  });

  it('refuses a reason outside the list, a long note and extra fields, each with its message', () => {
    const errorOf = (input: unknown) => reviewReportInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(errorOf({})).toBe(REVIEW_REPORT_MESSAGES.reasonRequired);
    expect(errorOf({ reason: 'boring' })).toBe(REVIEW_REPORT_MESSAGES.reasonRequired);
    expect(errorOf({ reason: 'abusive', note: 'x'.repeat(REVIEW_REPORT_NOTE_MAX + 1) })).toBe(
      REVIEW_REPORT_MESSAGES.noteTooLong,
    );
    expect(reviewReportInputSchema.safeParse({ reason: 'abusive', user_id: 'someone' }).success).toBe(false);
  });

  it('shows the moderators a stored reason by its label', () => {
    expect(reviewReportReasonLabel('personal')).toBe('Shares personal details');
    expect(reviewReportReasonLabel('legacy reason')).toBe('legacy reason');
  });
});
