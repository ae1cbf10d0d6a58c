// What moderation needs from the outside world. Adapters implement these; tests pass fakes.

export interface StoredGameReport {
  gameId: string;
  userId: string;
  reason: string;
  created_at: string;
}

export interface GameReportRepository {
  /** Open reports, newest first, up to `limit` (and whether more are open). */
  open(limit: number): Promise<{ reports: StoredGameReport[]; more: boolean }>;
  /** Closes every open report of the game (dismissed, taken-down or game-gone); how many it closed. */
  closeAll(gameId: string, resolution: 'dismissed' | 'taken-down' | 'game-gone', closedAt: string): Promise<number>;
}
