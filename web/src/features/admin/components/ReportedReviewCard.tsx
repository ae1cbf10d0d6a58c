import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReportedReview } from '@shared/schemas/review-reports';
import { reviewReportReasonLabel } from '@shared/texts/review-reports';
import { localMessage } from '@web/lib/i18n/local-message';
import { richText } from '@web/lib/i18n/rich-text';
import { BusyButton, useBusy } from '@web/components/form';
import { dismissReviewReport, removeReportedReview } from '../api/admin-reports';
import { moderationTime as when, useModerationAction } from '../moderation-action';
import { t } from '../texts';

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
        {richText('admin.review.heading', {
          name: review.user_name,
          community: <Link to={`/community/${review.community_id}`}>{review.community_name}</Link>,
        })}
      </h3>
      <p>
        <span className="stars" role="img" aria-label={t('admin.review.stars', { rating: review.rating })}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(Math.max(0, 5 - review.rating))}
        </span>
      </p>
      {review.review_text ? <blockquote className="admin-multiline">{review.review_text}</blockquote> : null}
      <p>
        <strong>{localMessage(reviewReportReasonLabel(review.reason))}</strong>
        {review.note ? <span className="admin-multiline"> · {review.note}</span> : null}{' '}
        <span className="field-hint">{t('admin.review.reported', { when: when(review.reported_at) })}</span>
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <BusyButton
          busy={dismiss.busy}
          busyLabel={t('admin.review.dismissing')}
          className="btn btn-secondary"
          disabled={remove.busy}
          onClick={() => void dismiss.run(() => act(() => dismissReviewReport(review), t('admin.review.dismissed')))}
        >
          {t('admin.review.keep')}
        </BusyButton>
        {confirming ? (
          <BusyButton
            busy={remove.busy}
            busyLabel={t('admin.review.removing')}
            className="btn btn-danger"
            disabled={dismiss.busy}
            onClick={() => void remove.run(() => act(() => removeReportedReview(review), t('admin.review.removed')))}
          >
            {t('admin.review.confirmRemove')}
          </BusyButton>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
            {t('admin.review.remove')}
          </button>
        )}
      </div>
      {confirming ? (
        <p className="field-hint" role="status">
          {t('admin.review.removeNote')}
        </p>
      ) : null}
    </article>
  );
}
