// How far away something is, as every screen and every message says it: a player in a city cares
// about tenths of a kilometre close by, not beyond ten.

/** Under 10 km with one decimal, whole kilometres beyond: '0.4 km away', '24 km away'. */
export function distanceLabel(km: number | null | undefined): string | null {
  if (km == null || !Number.isFinite(km)) return null;
  if (km < 0.1) return 'Under 100 m away';
  // Below 10 a rounded tenth never needs grouping, so String() writes what en-IN would, without Intl.
  return `${km < 10 ? String(Math.round(km * 10) / 10) : Math.round(km)} km away`;
}
