import type { Game } from '@shared/schemas/game';
import type { ShareTarget } from '../share/share-links';

export const gameUrl = (game: Pick<Game, 'id'>) => `${window.location.origin}/game/${encodeURIComponent(game.id)}`;

/** What sharing a game sends: its title, an invitation and its page (whose head previews it). */
export const gameShareTarget = (game: Pick<Game, 'id' | 'title'>): ShareTarget => ({
  title: game.title,
  text: `Join me for ${game.title} on Yaktiv`,
  url: gameUrl(game),
});
