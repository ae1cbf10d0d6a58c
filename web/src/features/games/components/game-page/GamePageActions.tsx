import { lazy, Suspense } from 'react';
import type { Game } from '@shared/schemas/game';
import { gameShareTarget } from '@web/components/games/game-actions';
import { FlagIcon, ShareIcon } from '@web/components/games/game-icons';
import { ReportGameButton } from '@web/components/games/ReportGameButton';
import { t } from '@web/components/games/texts';
import { ShareButton } from '@web/components/share/ShareButton';

// Only a game's host needs the menu.
const HostMenu = lazy(() => import('../HostMenu').then((module) => ({ default: module.HostMenu })));

/** The buttons on the cover: share for everyone, then the host's menu or, for anyone else, report. */
export function GamePageActions({
  game,
  isHost,
  onDelete,
  onCallOffForRain,
}: {
  game: Game;
  isHost: boolean;
  onDelete: () => void;
  /** While the host may still call the game off for rain. */
  onCallOffForRain?: () => void;
}) {
  return (
    <div className="actions">
      {/* Hosts share their own game too. */}
      <ShareButton target={gameShareTarget(game)} className="icon-button on-image" label={t('game.share')}>
        <ShareIcon />
      </ShareButton>
      {isHost ? (
        <Suspense fallback={null}>
          <HostMenu gameId={game.id} onDelete={onDelete} onCallOffForRain={onCallOffForRain} />
        </Suspense>
      ) : (
        <>
          {/* The spec's inert second icon button, given a job: reporting the game. */}
          <ReportGameButton gameId={game.id} className="icon-button on-image" label={t('game.report')}>
            <FlagIcon />
          </ReportGameButton>
        </>
      )}
    </div>
  );
}
