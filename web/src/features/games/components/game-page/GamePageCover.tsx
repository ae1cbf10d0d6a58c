import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CoverImage } from '@web/components/games/CoverImage';
import { t } from '@web/components/games/texts';
import { ChevronLeftIcon } from '@web/components/icons';

/**
 * The cover across the top of the game page, with the way back and, once the game has arrived,
 * its actions. The served preview and the full page both draw it, so the cover stays the same
 * <img> when the game arrives.
 */
export function GamePageCover({
  src,
  sport,
  seed,
  actions,
}: {
  src: string | null;
  sport: string;
  /** The game's id, so a coverless game shows the same sport picture as its card. */
  seed?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="game-page-cover">
      <CoverImage src={src} sport={sport} seed={seed} width={1200} height={675} eager />
      <div className="game-page-topbar">
        <Link to="/discover" className="icon-button on-image" aria-label={t('game.backToDiscover')}>
          <ChevronLeftIcon />
        </Link>
        {actions}
      </div>
    </div>
  );
}
