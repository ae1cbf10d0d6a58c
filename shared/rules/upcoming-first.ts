// The order of lists of games, and of a player's requests by their games: the way people think of
// what's coming. Upcoming first, soonest on top; then the past, the latest first. Nothing else
// moves an entry, so a request the host just accepted stays where the player last saw it.
// Entries with no date (a request whose game is gone) come last; ties keep the input's order.

export function upcomingFirst<Item>(items: Item[], startOf: (item: Item) => string | null | undefined, now: Date) {
  const at = now.toISOString();
  const rank = (item: Item) => {
    const when = startOf(item);
    if (!when) return { group: 2, key: '' };
    return { group: when >= at ? 0 : 1, key: when };
  };
  return items
    .map((item, index) => ({ item, index, ...rank(item) }))
    .sort((a, b) => {
      if (a.group !== b.group) return a.group - b.group;
      const byDate = a.group === 0 ? a.key.localeCompare(b.key) : b.key.localeCompare(a.key);
      return byDate || a.index - b.index;
    })
    .map(({ item }) => item);
}

interface PlayerRequest {
  created_at: string;
  game: { game_datetime: string | null } | null;
}

/** A player's requests by their games' dates; on the same start, the newer request first. */
export function byGameDate<Request extends PlayerRequest>(requests: Request[], now: Date): Request[] {
  const newestFirst = [...requests].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return upcomingFirst(newestFirst, (request) => request.game?.game_datetime, now);
}
