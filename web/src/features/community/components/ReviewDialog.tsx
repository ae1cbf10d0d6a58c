import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@shared/constants';
import { Dialog, SubmitFooter } from '@web/components/Dialog';
import { t } from '../texts';

export interface ReviewDraft {
  rating: number;
  review_text: string;
}

interface ReviewDialogProps {
  communityName: string;
  /** The member's own review when they wrote one: writing again updates it (one review per member). */
  initial: ReviewDraft | null;
  maxLength: number;
  /** Sends the review; rejects on failure (the caller shows the toast). */
  onSubmit: (review: ReviewDraft) => Promise<void>;
  onClose: () => void;
}

const RATINGS = Array.from({ length: LIMITS.rating.max - LIMITS.rating.min + 1 }, (_, i) => LIMITS.rating.min + i);

/** 'Write a Review': rating 1–5, 5 by default, and a text. */
export function ReviewDialog({ communityName, initial, maxLength, onSubmit, onClose }: ReviewDialogProps) {
  const [rating, setRating] = useState(initial?.rating ?? LIMITS.rating.default);
  const [text, setText] = useState(initial?.review_text ?? '');
  const [sending, setSending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await onSubmit({ rating, review_text: text });
      onClose();
    } catch {
      // The caller has said what went wrong; the dialog stays open with the text kept.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog title={t('community.review.title')} onClose={onClose}>
      <form className="review-form" onSubmit={(event) => void submit(event)}>
        <p className="muted">{t('community.review.question', { name: communityName })}</p>
        <fieldset className="rating-picker">
          <legend className="visually-hidden">{t('community.review.ratingLegend')}</legend>
          {RATINGS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <span aria-hidden="true">{value}★</span>
              <span className="visually-hidden">{t('community.review.stars', { count: value })}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-text`}>{t('community.review.text')}</label>
          <textarea
            id={`${id}-text`}
            rows={4}
            maxLength={maxLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="field-hint">
            {t('community.review.characters', { count: text.length, max: maxLength })}
          </p>
        </div>
        <SubmitFooter onCancel={onClose} busy={sending} busyLabel={t('community.review.busy')}>
          {t('community.review.submit')}
        </SubmitFooter>
      </form>
    </Dialog>
  );
}
