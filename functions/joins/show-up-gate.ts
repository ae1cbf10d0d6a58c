import { meetsMinimum, SHOW_UP_MESSAGES, type ShowUpRecord } from '@shared/rules/show-up';
import { ForbiddenError } from '../platform/errors';

/** Reads a player's kept show-up record (one GetItem). */
export interface ShowUpReader {
  record(userId: string): Promise<ShowUpRecord>;
}

/**
 * A game whose host asked for a minimum show-up rate refuses a player below it, saying why and how
 * to raise it; a new player never is. A read, never a write: joining a game costs what it did.
 */
export async function refuseBelowMinimum(
  game: { min_show_up_rate?: number | null },
  userId: string,
  showUps: ShowUpReader | undefined,
): Promise<void> {
  const minimum = game.min_show_up_rate;
  if (minimum == null || !showUps) return;
  const record = await showUps.record(userId);
  if (!meetsMinimum(record, minimum)) throw new ForbiddenError(SHOW_UP_MESSAGES.belowMinimum(minimum, record));
}
