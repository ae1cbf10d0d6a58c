import { distanceKm } from '@shared/rules/geo';
import type { LatLng } from '@shared/rules/maps-link';

// Discover asks by the player's cell (near-queries.ts), so its answer is shared with everyone in
// the cell and carries no distances: each card's distance, and the radius's exact edge, are
// measured here from the player's own point.

interface Placed {
  latitude?: number | null;
  longitude?: number | null;
  distance_km?: number | null;
}

/** The games within `radiusKm` of `point`, each with its distance (to 100 m); all of them, unmeasured, without a point. */
export function measuredFrom<G extends Placed>(
  games: readonly G[],
  near: { point: LatLng; radiusKm: number } | null,
): G[] {
  if (!near) return [...games];
  return games.flatMap((game) => {
    if (game.latitude == null || game.longitude == null) return [];
    const km = distanceKm(near.point, { lat: game.latitude, lng: game.longitude });
    return km <= near.radiusKm ? [{ ...game, distance_km: Math.round(km * 10) / 10 }] : [];
  });
}
