import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReportedReview } from '@shared/schemas/review-reports';
import { reviewReportReasonLabel } from '@shared/texts/review-reports';
import { BusyButton, useBusy } from '@web/components/form';
import { dismissReviewReport, removeReportedReview } from '../api/admin-reports';
import { moderationTime as when, useModerationAction } from '../moderation-action';

/** One reported community review: what it says, why its community's host reported it, and the two decisions. */
export function ReportedReviewCard({ review }: { review: ReportedReview }) {
  const [confirming, setConfirming] = useState(false);
  const { act, error } = useModerationAction();
  const dismiss = useBusy();
  const remove = useBusy();
  const headingId = `reported-review-${review.community_id}-${review.user_id}`;

  return (
    <article className="card admin-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {review.user_name}'s review of <Link to={`/community/${review.community_id}`}>{review.community_name}</Link>
      </h3>
      <p>
        <span className="stars" role="img" aria-label={`${review.rating} out of 5 stars`}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(Math.max(0, 5 - review.rating))}
        </span>
      </p>
      {review.review_text ? <blockquote className="admin-multiline">{review.review_text}</blockquote> : null}
      <p>
        <strong>{reviewReportReasonLabel(review.reason)}</strong>
        {review.note ? <span className="admin-multiline"> · {review.note}</span> : null}{' '}
        <span className="field-hint">Reported {when(review.reported_at)}</span>
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <BusyButton
          busy={dismiss.busy}
          busyLabel="Dismissing..."
          className="btn btn-secondary"
          disabled={remove.busy}
          onClick={() => void dismiss.run(() => act(() => dismissReviewReport(review), 'Report dismissed'))}
        >
          Keep review
        </BusyButton>
        {confirming ? (
          <BusyButton
            busy={remove.busy}
            busyLabel="Removing..."
            className="btn btn-danger"
            disabled={dismiss.busy}
            onClick={() => void remove.run(() => act(() => removeReportedReview(review), 'The review was removed'))}
          >
            Confirm remove
          </BusyButton>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
            Remove review
          </button>
        )}
      </div>
      {confirming ? (
        <p className="field-hint" role="status">
          Removing deletes the review and takes its rating off the community's average. The writer may review again.
        </p>
      ) : null}
    </article>
  );
}
