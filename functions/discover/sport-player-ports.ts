// What the popular-sports counts need from storage.
export interface SportPlayerStore {
  /**
   * Counts the person as a player of the sport unless they already are, atomically with the
   * marker that remembers it; `at` is when they first played it.
   */
  addPlayer(sport: string, userId: string, at: string): Promise<'added' | 'already-counted'>;
  /** The number of distinct players of each sport asked (0 where nobody has played it yet). */
  counts(sports: readonly string[]): Promise<Map<string, number>>;
}
