import { Link } from 'react-router-dom';
import { relativeWhen } from '@shared/rules/relative-day';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { payPath } from '@web/lib/requests/request-labels';
import { holdLeft, useNow, useSpotOfferAnswer } from '@web/lib/requests/spot-offer';

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
  return (
    <section className="spot-offer" aria-labelledby={headingId}>
      {free ? (
        <>
          <h3 id={headingId} className="spot-offer-title">
            A spot opened up for you
          </h3>
          <p>
            It's held for you until{' '}
            <strong>
              <time dateTime={due}>{relativeWhen(due, now)}</time>
            </strong>
            , then it goes to the next player.
          </p>
        </>
      ) : (
        <p id={headingId}>
          The host accepted your request. Pay to confirm your spot.{' '}
          <strong>
            Pay by <time dateTime={due}>{relativeWhen(due, now)}</time>
          </strong>{' '}
          or the spot goes to the next player.
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
            {answer.isPending && answer.variables === 'take' ? 'Taking…' : 'Take the spot'}
            <span className="visually-hidden"> in {title}</span>
          </button>
        ) : (
          <Link to={payPath(request.id)} className="btn btn-primary btn-small">
            Pay now
            <span className="visually-hidden"> for {title}</span>
          </Link>
        )}
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          {answer.isPending && answer.variables === 'decline' ? 'Declining…' : 'Decline'}
          <span className="visually-hidden"> the spot in {title}</span>
        </button>
      </div>
    </section>
  );
}
