import { Link } from 'react-router-dom';
import { moneyIn } from '@web/lib/i18n/format';
import type { PaymentView } from '@shared/schemas/payment';
import { formatWhen } from '@web/lib/games/format';
import { richText } from '@web/lib/i18n/rich-text';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { t } from '../../texts';

const rupees = (amount: number) => moneyIn(spokenLanguage(), amount);

/** The game being paid for, what it costs (price, platform fee, total), and when it must be paid by. */
export function PayGameCard({ view }: { view: PaymentView }) {
  const { game, breakdown, request } = view;
  return (
    <article className="card pay-card" aria-label={t('payments.game')}>
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
          <dt>{t('payments.price')}</dt>
          <dd>{rupees(breakdown.price)}</dd>
        </div>
        <div>
          <dt>{t('payments.fee')}</dt>
          <dd>{rupees(breakdown.fee)}</dd>
        </div>
        <div className="pay-total">
          <dt>{t('payments.total')}</dt>
          <dd>{rupees(breakdown.total)}</dd>
        </div>
      </dl>
      {view.payable && request.offer_due_at ? (
        // Every paid accept has a deadline (a host's accept and a spot offered from the waitlist alike).
        <p className="pay-due">
          {richText('payments.payBy', {
            time: <time dateTime={request.offer_due_at}>{formatWhen(request.offer_due_at)}</time>,
          })}
        </p>
      ) : null}
    </article>
  );
}
