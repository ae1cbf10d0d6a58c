import { Link } from 'react-router-dom';
import { formatRupees } from '@shared/rules/game-rules';
import type { PaymentView } from '@shared/schemas/payment';
import { formatWhen } from '@web/lib/games/format';

/** The game being paid for, what it costs (price, platform fee, total), and when it must be paid by. */
export function PayGameCard({ view }: { view: PaymentView }) {
  const { game, breakdown, request } = view;
  return (
    <article className="card pay-card" aria-label="Game">
      <h2 className="pay-game-title">
        <Link to={`/game/${encodeURIComponent(game.id)}`}>{game.title}</Link>
      </h2>
      <ul className="pay-facts">
        <li>
          <time dateTime={game.game_datetime}>{formatWhen(game.game_datetime)}</time>
        </li>
        <li>{game.location}</li>
      </ul>
      <dl className="pay-breakdown">
        <div>
          <dt>Price</dt>
          <dd>{formatRupees(breakdown.price)}</dd>
        </div>
        <div>
          <dt>Platform fee</dt>
          <dd>{formatRupees(breakdown.fee)}</dd>
        </div>
        <div className="pay-total">
          <dt>Total Amount</dt>
          <dd>{formatRupees(breakdown.total)}</dd>
        </div>
      </dl>
      {view.payable && request.offer_due_at ? (
        // Every paid accept has a deadline (a host's accept and a spot offered from the waitlist alike).
        <p className="pay-due">
          Pay by <time dateTime={request.offer_due_at}>{formatWhen(request.offer_due_at)}</time>, or the spot goes to
          the next player.
        </p>
      ) : null}
    </article>
  );
}
