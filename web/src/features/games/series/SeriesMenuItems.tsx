import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Game } from '@shared/schemas/game';
import { gameQueryKey } from '@web/lib/games/get-game';
import { t } from './texts';

const EndSeriesDialog = lazy(() => import('./EndSeriesDialog').then((module) => ({ default: module.EndSeriesDialog })));

/**
 * The host's menu items for a game of a series: 'Regulars' (their list) and 'End series'. The page
 * has the game in its cache. The dialog goes to the body, as the menu that holds this button is
 * hidden once it closes.
 */
export function SeriesMenuItems({ gameId, onPick }: { gameId: string; onPick: () => void }) {
  const game = useQueryClient().getQueryData<Game>(gameQueryKey(gameId));
  const [ending, setEnding] = useState(false);
  const seriesId = game?.series_id;
  if (!game || !seriesId) return null;
  return (
    <>
      <Link to={`/game/${encodeURIComponent(gameId)}/regulars`} className="menu-item">
        {t('series.regulars.menu')}
      </Link>
      <button
        type="button"
        className="menu-item"
        onClick={() => {
          onPick();
          setEnding(true);
        }}
      >
        {t('series.end.menu')}
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
