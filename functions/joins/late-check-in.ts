import { gameEndsAt } from '@shared/rules/game-end';
import { log } from '../platform/observability/observability';
import { showUpService } from './show-ups';

// A pass scanned after the game's end (the door stays open a few hours after it) changes a record
// the completed game already settled: a no-show becomes showed up, or a game with nobody checked in
// starts to count. Scans before the end need nothing here: the game's completion reads them. The
// settle is idempotent, so a failure is logged and healed by the next scan of the same pass rather
// than failing the host's check-in.
export async function settleShowUpsAfterLateCheckIn(
  game: { id: string; game_datetime: string; ends_at?: string | null },
  at: string,
): Promise<void> {
  if (at < gameEndsAt(game)) return;
  try {
    await showUpService().settle(game.id);
  } catch (error) {
    log.warn('show-up record not settled after a late check-in', {
      gameId: game.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
