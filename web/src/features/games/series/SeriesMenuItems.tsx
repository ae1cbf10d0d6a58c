import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Game } from '@shared/schemas/game';
import { gameQueryKey } from '@web/lib/games/get-game';

const EndSeriesDialog = lazy(() => import('./EndSeriesDialog').then((module) => ({ default: module.EndSeriesDialog })));

/**
 * 'End series' in the host's menu, for a game of a series: the page has the game in its cache. The
 * dialog goes to the body, as the menu that holds this button is hidden once it closes.
 */
export function EndSeriesMenuItem({ gameId, onPick }: { gameId: string; onPick: () => void }) {
  const game = useQueryClient().getQueryData<Game>(gameQueryKey(gameId));
  const [ending, setEnding] = useState(false);
  const seriesId = game?.series_id;
  if (!game || !seriesId) return null;
  return (
    <>
      <button
        type="button"
        className="menu-item"
        onClick={() => {
          onPick();
          setEnding(true);
        }}
      >
        End series
      </button>
      {ending
        ? createPortal(
            <Suspense fallback={null}>
              <EndSeriesDialog game={{ ...game, series_id: seriesId }} onClose={() => setEnding(false)} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
