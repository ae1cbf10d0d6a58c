import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { moneyIn } from '@web/lib/i18n/format';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { carriesPass, mayWithdraw } from '@shared/rules/join-rules';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { CalendarActions } from '@web/components/calendar/CalendarActions';
import { RequestPass } from '@web/components/requests/PassButton';
import { GameTeamsForPlayer } from '@web/components/teams/GameTeamsForPlayer';
import { StatusBadge } from '@web/components/requests/StatusBadge';
import { formatGameDate, sportLabel } from '@web/lib/games/format';
import { awaitsPayment, payPath } from '@web/lib/requests/request-labels';
import { shortDate } from '@web/lib/requests/request-texts';
import { NudgeControl } from './NudgeControl';
import { PaymentReceipt } from './PaymentReceipt';
import { SpotOffer } from './SpotOffer';
import { LazyWhen } from '@web/components/LazyWhen';
import { RegularOnRequest } from '@web/components/regulars/RegularOnRequest';
import { t } from '../texts';

const WithdrawDialog = lazy(() => import('./WithdrawDialog').then((module) => ({ default: module.WithdrawDialog })));

/** One request on My Game Requests: game, status, facts, pass, nudge, withdraw. */
export function PlayerRequestCard({ request }: { request: PlayerJoinRequest }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const { game } = request;
  const title = game?.title ?? t('requests.card.gone');
  // A called-off game takes no payment: an accepted player who had not paid is simply released.
  const payable = game?.status !== 'cancelled';
  return (
    <article className="card request-card" aria-labelledby={`request-${request.id}`}>
      <div className="request-card-head">
        <h2 id={`request-${request.id}`} className="request-title">
          {game ? <Link to={`/game/${encodeURIComponent(game.id)}`}>{title}</Link> : title}
        </h2>
        <StatusBadge status={request.status} />
      </div>
      {game ? (
        <ul className="request-facts">
          <li>{game.location}</li>
          <li>
            {game.game_datetime ? (
              <time dateTime={game.game_datetime}>{formatGameDate(game.game_datetime)}</time>
            ) : (
              <span>{t('requests.card.tbd')}</span>
            )}
          </li>
          <li>
            <span className="request-sport">{sportLabel(game.sport)}</span>
            {game.price > 0 ? <span className="request-price">{moneyIn(spokenLanguage(), game.price)}</span> : null}
          </li>
        </ul>
      ) : null}
      {request.regular ? <RegularOnRequest request={request} title={title} /> : null}
      <p className="muted request-submitted">{t('passes.submitted', { date: shortDate(request.created_at) })}</p>
      {/* Once paid, the message that came with the payment request ('Please pay to lock your spot') gives way to the receipt. */}
      {request.receipt ? <PaymentReceipt receipt={request.receipt} refund={request.refund} /> : null}
      {request.host_message && !request.receipt ? (
        <figure className="host-message">
          <figcaption>{t('requests.card.hostMessage')}</figcaption>
          <blockquote>{request.host_message}</blockquote>
        </figure>
      ) : null}

      {!payable ? null : request.status === 'accepted' && request.payment_due_at ? (
        <SpotOffer request={{ ...request, payment_due_at: request.payment_due_at }} title={title} />
      ) : awaitsPayment(request) ? (
        <div className="pay-row">
          <p>{t('requests.card.payFirst')}</p>
          <Link to={payPath(request.id)} className="btn btn-primary btn-small">
            {t('requests.card.payNow')}
          </Link>
        </div>
      ) : null}
      <RequestPass request={request} gameTitle={title} />
      {game ? (
        <GameTeamsForPlayer
          gameId={game.id}
          gameDatetime={game.game_datetime}
          allowed={request.status === 'confirmed'}
          headingLevel={3}
        />
      ) : null}
      {carriesPass(request.status) && game?.game_datetime ? (
        <div className="request-calendar">
          <CalendarActions
            game={{
              ...game,
              game_datetime: game.game_datetime,
              latitude: game.latitude ?? null,
              longitude: game.longitude ?? null,
            }}
            requestId={request.id}
          />
        </div>
      ) : null}
      {request.status === 'pending' ? <NudgeControl request={request} /> : null}
      {mayWithdraw(request.status, game?.game_datetime, new Date()) ? (
        <button
          type="button"
          className="link-button request-withdraw"
          aria-haspopup="dialog"
          onClick={() => setWithdrawing(true)}
        >
          {t('requests.card.withdraw')}
          <span className="visually-hidden"> {t('requests.card.withdrawFor', { title })}</span>
        </button>
      ) : null}
      <LazyWhen when={withdrawing}>
        <WithdrawDialog request={request} title={title} onClose={() => setWithdrawing(false)} />
      </LazyWhen>
    </article>
  );
}
