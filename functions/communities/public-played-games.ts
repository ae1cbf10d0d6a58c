import { log } from '../platform/observability/observability';
import { communityPlayed } from './review-trust';

// For the check-in path (joins): a player checked in at a community's game has played one more of
// its games, which their reviews of it show. Counting is idempotent per game, so a failed count is
// logged and healed by the next scan of the same pass rather than failing the host's check-in.
export async function countCommunityGamePlayed(
  game: { id: string; community_id?: string | null },
  userId: string,
  at: string,
): Promise<void> {
  if (!game.community_id) return;
  try {
    await communityPlayed().record(game.community_id, game.id, userId, at);
  } catch (error) {
    log.warn('community game played not counted', {
      gameId: game.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
