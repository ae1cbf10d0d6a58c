import type { Game } from '../../../../shared/schemas/game';
import { toast } from '../toast/toast-store';

export const gameUrl = (game: Pick<Game, 'id'>) => `${window.location.origin}/game/${encodeURIComponent(game.id)}`;

/** The Web Share sheet where the device has one, else the link on the clipboard. */
export async function shareGame(game: Pick<Game, 'id' | 'title'>): Promise<void> {
  const url = gameUrl(game);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: game.title, text: `Join me for ${game.title} on Yaktiv`, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'Share it with your friends.', variant: 'success' });
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}
