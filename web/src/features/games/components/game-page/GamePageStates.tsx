import { Link } from 'react-router-dom';
import type { GamePreview } from '@shared/rules/game-preview';
import { Loading } from '@web/components/Loading';
import { t } from '@web/components/games/texts';
import { GamePageCover } from './GamePageCover';

/** A game that does not exist (or a link without an id). */
export function GameNotFound() {
  return (
    <section className="screen not-found" aria-labelledby="game-missing">
      <h1 id="game-missing">{t('game.notFound')}</h1>
      <p className="lead">{t('game.notFoundLead')}</p>
      <Link to="/discover" className="btn btn-primary">
        {t('game.backToEvents')}
      </Link>
    </section>
  );
}

/** A read that failed for another reason: try again, or go back. */
export function GameLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="screen not-found" aria-labelledby="game-error">
      <h1 id="game-error">{t('game.loadFailed')}</h1>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('game.tryAgain')}
        </button>
        <Link to="/discover" className="btn btn-secondary">
          {t('game.backToEvents')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The served page's first paint (decision 033): the cover and title the server read, the rest
 * once the game has arrived.
 */
export function GamePreviewPage({ preview }: { preview: GamePreview }) {
  return (
    <article className="game-page">
      <GamePageCover src={preview.cover} sport="other" />
      <div className="game-page-body">
        <h1>{preview.title}</h1>
        <Loading />
      </div>
    </article>
  );
}

/** While the game loads (and no preview came with the page): the page's shape, not a bare 'Loading...'. */
export function GamePageSkeleton() {
  return (
    <article className="game-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('game.loading')}
      </p>
      <div className="game-page-cover game-page-cover-skeleton" aria-hidden="true" />
      <div className="game-page-body" aria-hidden="true">
        <span className="skeleton-line skeleton-title" />
        <span className="skeleton-line skeleton-short" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-short" />
      </div>
    </article>
  );
}
