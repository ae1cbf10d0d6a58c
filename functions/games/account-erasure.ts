import { ConflictError } from '../platform/errors';
import type { GameAccountData } from './adapters/account-data-store';
import type { GameService } from './game-service';
import type { SeriesRepository } from './series/ports';

// What deleting an account does to the games its owner hosts (docs/account-deletion.md): a game not
// yet played is cancelled the way the host's own delete does it (players told, paid players
// refunded by the GameCancelled consumers); a played one stays in its players' histories without
// the host's payment address. Re-derived from the games each time, so a retry finishes the job.
export function createGameAccountErasure(deps: {
  data: Pick<GameAccountData, 'hostedBy' | 'forgetHostPayee'>;
  games: Pick<GameService, 'remove'>;
  /** The host's repeating series: deleted first, so no job makes another game of theirs (decision 068). */
  series: Pick<SeriesRepository, 'hostedBy' | 'remove'>;
}) {
  async function erase(userId: string): Promise<{ cancelled: number; kept: number }> {
    let cancelled = 0;
    let kept = 0;
    for (const seriesId of await deps.series.hostedBy(userId)) await deps.series.remove(seriesId);
    for (const game of await deps.data.hostedBy(userId)) {
      if (game.status === 'upcoming') {
        try {
          await deps.games.remove(userId, game.id);
          cancelled++;
        } catch (error) {
          // It started between the read and the cancel: it is played now, and kept like the others.
          if (!(error instanceof ConflictError)) throw error;
        }
      } else if (game.status !== 'cancelled') kept++;
      if (game.host_upi_id) await deps.data.forgetHostPayee(game.id);
    }
    return { cancelled, kept };
  }
  return { erase };
}
