import type { Game } from '@shared/schemas/game';
import { GOING_ON_PAGE } from '@shared/rules/going';
import { goingSentence } from '@web/lib/games/going-sentence';
import { GoingAvatars } from '@web/components/games/GoingAvatars';
import { t } from '@web/components/games/texts';
import { useGameGoing } from '@web/lib/games/going';

/**
 * "Who's going" on the game page: up to five avatars, '+N' and a line such as 'Asha, Rohan and 6
 * others are going'. Players who chose not to be shown are only counted. If the avatars can't be
 * read, the line still says how many are going.
 */
export function GoingSection({ game }: { game: Pick<Game, 'id' | 'current_players'> }) {
  const going = useGameGoing(game.id);
  if (game.current_players === 0) return null;
  const summary = { players: going.data ?? [], total: game.current_players };
  return (
    <section className="game-going" aria-labelledby="going-title" aria-busy={going.isPending}>
      <h2 id="going-title">{t('game.whoIsGoing')}</h2>
      {going.isPending ? (
        <span className="game-going-row skeleton-line" aria-hidden="true" />
      ) : (
        <div className="game-going-row">
          <GoingAvatars summary={summary} max={GOING_ON_PAGE} size="page" spoken={false} />
          <p className="game-going-line">{goingSentence(summary)}</p>
        </div>
      )}
    </section>
  );
}
