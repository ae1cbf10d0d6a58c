import { lazy, Suspense } from 'react';
import { formatRupees, spotsAvailable, spotsLabel } from '@shared/rules/game-rules';
import type { GameStatus } from '@shared/rules/game-status';
import type { Game } from '@shared/schemas/game';
import { CALLED_OFF_FOR_RAIN } from '@shared/texts/rain-out';
import { RegularsFirstGate } from '../../series/RegularsFirstGate';

// The join button reads the player's request and opens the join form; it loads after the page.
const JoinButton = lazy(() =>
  import('@web/components/join/JoinButton').then((module) => ({ default: module.JoinButton })),
);

// A paid player of a game called off for rain reads their refund under the line; it loads only then.
const RainRefundLine = lazy(() =>
  import('../../forecast/RainRefundLine').then((module) => ({ default: module.RainRefundLine })),
);
const RAINED_OFF_LINE = `${CALLED_OFF_FOR_RAIN}: everyone who paid is refunded in full.`;

/** What the join bar says instead of Join once a game has started, finished or been called off. */
const CLOSED_LINES: Record<string, string | undefined> = {
  ongoing: 'Ongoing: this game has started, so joining is closed.',
  completed: 'This game is over.',
  cancelled: 'This game was cancelled.',
};

/** The bar at the bottom for players: price, spots and Join, or why joining is closed. */
export function JoinBar({ game, stage }: { game: Game; stage: GameStatus }) {
  const rainedOff = stage === 'cancelled' && game.cancelled_for === 'rain';
  const closedLine = rainedOff ? RAINED_OFF_LINE : CLOSED_LINES[stage];
  if (closedLine) {
    return (
      <section className="join-bar" aria-label="Joining this game">
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
    <section className="join-bar" aria-label="Join this game">
      <div>
        <p className="join-price">{game.price > 0 ? `${formatRupees(game.price)} per person` : 'Free'}</p>
        <p className="muted">{spotsLabel(spots)}</p>
        {/* Asking is free: the money question comes only once the host said yes (the join dialog says it too). */}
        {game.price > 0 ? <p className="join-pay-when">Pay once the host accepts</p> : null}
      </div>
      <RegularsFirstGate game={game}>
        <Suspense
          fallback={
            <button type="button" className="btn btn-primary" disabled>
              {spots === 0 ? 'Game Full' : 'Join'}
            </button>
          }
        >
          <JoinButton game={game} variant="page" className="btn btn-primary" />
        </Suspense>
      </RegularsFirstGate>
    </section>
  );
}
