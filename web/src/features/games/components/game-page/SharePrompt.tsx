import type { Game } from '@shared/schemas/game';
import { gameShareTarget } from '@web/components/games/game-actions';
import { ShareButton } from '@web/components/share/ShareButton';
import { t } from '@web/components/games/texts';
import { useOneTimeParam } from '@web/lib/use-one-time-param';
import { JUST_CREATED } from '../../just-created';

/**
 * Right after creating a game the host lands on it: the one thing that fills it now is sharing
 * it with the people who play. Once dismissed it stays gone, on reload too.
 */
export function SharePrompt({ game }: { game: Game }) {
  const [justCreated, dismiss] = useOneTimeParam(JUST_CREATED);
  if (!justCreated) return null;
  return (
    <section className="card share-prompt" aria-labelledby="share-prompt-title">
      <h2 id="share-prompt-title">{t('game.livePrompt.title')}</h2>
      <p className="muted">{t('game.livePrompt.body')}</p>
      <div className="share-prompt-actions">
        <ShareButton target={gameShareTarget(game)} className="btn btn-primary">
          {t('game.share')}
        </ShareButton>
        <button type="button" className="btn btn-secondary" onClick={dismiss}>
          {t('game.livePrompt.notNow')}
        </button>
      </div>
    </section>
  );
}
