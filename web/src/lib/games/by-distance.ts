/**
 * Discover's order: the API pages in start order (so its cost follows the page, decision 023);
 * with a point the screen shows what it has nearest first, as the spec's note says, the soonest
 * first on a tie. The entry's early pictures (early-covers.ts) follow the same order.
 */
export function byDistance<G extends { distance_km?: number | null }>(games: readonly G[]): G[] {
  if (!games.some((game) => game.distance_km != null)) return [...games];
  return games
    .map((game, order) => ({ game, order }))
    .sort((a, b) => (a.game.distance_km ?? Infinity) - (b.game.distance_km ?? Infinity) || a.order - b.order)
    .map(({ game }) => game);
}
