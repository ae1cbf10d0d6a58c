import { useSearchParams } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { gameShareTarget } from '@web/components/games/game-actions';
import { ShareButton } from '@web/components/share/ShareButton';
import { JUST_CREATED } from '../../just-created';

/**
 * Right after creating a game the host lands on it: the one thing that fills it now is sharing
 * it with the people who play. Dismissed, or once shared, it is gone for good (also on reload).
 */
export function SharePrompt({ game }: { game: Game }) {
  const [params, setParams] = useSearchParams();
  if (params.get(JUST_CREATED) !== '1') return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(JUST_CREATED);
        return next;
      },
      { replace: true },
    );
  return (
    <section className="card share-prompt" aria-labelledby="share-prompt-title">
      <h2 id="share-prompt-title">Your game is live</h2>
      <p className="muted">Share it with your group so players find it before the spots go.</p>
      <div className="share-prompt-actions">
        <ShareButton target={gameShareTarget(game)} className="btn btn-primary">
          Share game
        </ShareButton>
        <button type="button" className="btn btn-secondary" onClick={dismiss}>
          Not now
        </button>
      </div>
    </section>
  );
}
