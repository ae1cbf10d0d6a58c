// What the popular-sports counts need from storage.
export interface SportPlayerStore {
  /**
   * Counts the person as a player of the sport unless they already are, atomically with the
   * marker that remembers it; `at` is when they first played it.
   */
  addPlayer(sport: string, userId: string, at: string): Promise<'added' | 'already-counted'>;
  /**
   * Forgets that the person played anything: their markers go, the counters stay (a number of
   * people, no longer anyone's). Safe to repeat.
   */
  forget(userId: string): Promise<void>;
  /** The number of distinct players of each sport asked (0 where nobody has played it yet). */
  counts(sports: readonly string[]): Promise<Map<string, number>>;
}
