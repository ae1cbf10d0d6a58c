import { Link } from 'react-router-dom';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { formatWhen } from '@web/lib/games/format';
import { richText } from '@web/lib/i18n/rich-text';
import { payPath } from '@web/lib/requests/request-labels';
import { holdLeft, useNow, useSpotOfferAnswer } from '@web/lib/requests/spot-offer';
import { t } from '../texts';

/**
 * A spot held for the player until a time (decision 060): a free game's offer, taken with one tap,
 * or a paid one (an offer or the host's accept), confirmed by paying on the pay page (which shows
 * the amount); either may be declined, and
 * the spot passes to the next player. The time left counts down.
 */
export function SpotOffer({
  request,
  title,
}: {
  request: PlayerJoinRequest & { payment_due_at: string };
  title: string;
}) {
  const now = useNow();
  const answer = useSpotOfferAnswer(request);
  const free = request.payment_status === 'not_required';
  const due = request.payment_due_at;
  const headingId = `offer-${request.id}`;
  const dueTime = <time dateTime={due}>{formatWhen(due, now)}</time>;
  return (
    <section className="spot-offer" aria-labelledby={headingId}>
      {free ? (
        <>
          <h3 id={headingId} className="spot-offer-title">
            {t('requests.offer.title')}
          </h3>
          <p>{richText('requests.offer.heldUntil', { time: <strong>{dueTime}</strong> })}</p>
        </>
      ) : (
        <p id={headingId}>
          {richText('requests.offer.payBy', {
            deadline: <strong>{richText('requests.offer.deadline', { time: dueTime })}</strong>,
          })}
        </p>
      )}
      <p className="spot-offer-left" role="timer" aria-live="off">
        {holdLeft(due, now)}
      </p>
      <div className="spot-offer-actions">
        {free ? (
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={answer.isPending}
            onClick={() => answer.mutate('take')}
          >
            {t(answer.isPending && answer.variables === 'take' ? 'requests.offer.taking' : 'requests.offer.take')}
            <span className="visually-hidden"> {t('requests.offer.takeIn', { title })}</span>
          </button>
        ) : (
          <Link to={payPath(request.id)} className="btn btn-primary btn-small">
            {t('requests.card.payNow')}
            <span className="visually-hidden"> {t('requests.offer.payFor', { title })}</span>
          </Link>
        )}
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          {t(
            answer.isPending && answer.variables === 'decline' ? 'requests.offer.declining' : 'requests.offer.decline',
          )}
          <span className="visually-hidden"> {t('requests.offer.declineIn', { title })}</span>
        </button>
      </div>
    </section>
  );
}
