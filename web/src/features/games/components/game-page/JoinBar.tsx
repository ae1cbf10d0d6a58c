import { lazy, Suspense } from 'react';
import { formatRupees, spotsAvailable } from '@shared/rules/game-rules';
import type { GameStatus } from '@shared/rules/game-status';
import type { Game } from '@shared/schemas/game';
import { t } from '@web/components/games/texts';
import { spotsLabel } from '@web/components/games/spots';
import { RegularsFirstGate } from '../../series/RegularsFirstGate';

// The join button reads the player's request and opens the join form; it loads after the page.
const JoinButton = lazy(() =>
  import('@web/components/join/JoinButton').then((module) => ({ default: module.JoinButton })),
);

// A paid player of a game called off for rain reads their refund under the line; it loads only then.
const RainRefundLine = lazy(() =>
  import('../../forecast/RainRefundLine').then((module) => ({ default: module.RainRefundLine })),
);

/** What the join bar says instead of Join once a game has started, finished or been called off. */
const CLOSED_LINES: Record<string, (() => string) | undefined> = {
  ongoing: () => t('game.join.ongoing'),
  completed: () => t('game.join.completed'),
  cancelled: () => t('game.join.cancelled'),
};

/** The bar at the bottom for players: price, spots and Join, or why joining is closed. */
export function JoinBar({ game, stage }: { game: Game; stage: GameStatus }) {
  const rainedOff = stage === 'cancelled' && game.cancelled_for === 'rain';
  const closedLine = rainedOff ? t('game.join.rainedOff') : CLOSED_LINES[stage]?.();
  if (closedLine) {
    return (
      <section className="join-bar" aria-label={t('game.join.closedLabel')}>
        <div>
          <p className={`join-closed status-line-${stage}`}>{closedLine}</p>
          {rainedOff ? (
            <Suspense fallback={null}>
              <RainRefundLine game={game} />
            </Suspense>
          ) : null}
        </div>
      </section>
    );
  }
  const spots = spotsAvailable(game);
  return (
    <section className="join-bar" aria-label={t('game.join.label')}>
      <div>
        <p className="join-price">
          {game.price > 0 ? t('game.join.perPerson', { price: formatRupees(game.price) }) : t('game.join.free')}
        </p>
        <p className="muted">{spotsLabel(spots)}</p>
        {/* Asking is free: the money question comes only once the host said yes (the join dialog says it too). */}
        {game.price > 0 ? <p className="join-pay-when">{t('game.join.payWhen')}</p> : null}
      </div>
      <RegularsFirstGate game={game}>
        <Suspense
          fallback={
            <button type="button" className="btn btn-primary" disabled>
              {spots === 0 ? t('game.join.full') : t('game.join.join')}
            </button>
          }
        >
          <JoinButton game={game} variant="page" className="btn btn-primary" />
        </Suspense>
      </RegularsFirstGate>
    </section>
  );
}
