import { cityById } from '../cities';
import { cellBounds, cellsCovering, distanceKm, geohash } from './geo';
import type { LatLng } from './maps-link';
import { SPOT_OPENED_WITHIN_MS } from './spot-offers';

// 'A spot just opened' alerts: who asked for them, where 'nearby' is measured from, which of them a
// spot in a game reaches, and what they read. Pure, so the settings screen, the profile service and
// the consumer that sends the alerts agree.

// The choices and their messages live apart, without geometry: every function that reads a profile
// bundles them.
export {
  isSpotAlertPoint,
  SPOT_ALERT_DEFAULT_KM,
  SPOT_ALERT_MAX_KM,
  SPOT_ALERT_MESSAGES,
  SPOT_ALERT_POINT_PRECISION,
  SPOT_ALERT_RADII_KM,
} from './spot-alert-choices';
import {
  isSpotAlertPoint,
  SPOT_ALERT_MAX_KM,
  SPOT_ALERT_MESSAGES,
  SPOT_ALERT_POINT_PRECISION,
} from './spot-alert-choices';

/**
 * Subscribers are filed by sport and the ~39 × 20 km cell of their point: a venue's players are in
 * the few such cells within the largest radius of it, so finding them reads those partitions only.
 */
export const SPOT_ALERT_CELL_PRECISION = 4;

/** The window openings are announced in (the waitlist's rule, shared/rules/spot-offers.ts), in hours. */
export const SPOT_ALERT_WINDOW_HOURS = SPOT_OPENED_WITHIN_MS / 3_600_000;
/** The most alerts one player gets in an India calendar day, whatever opens. */
export const SPOT_ALERTS_PER_DAY = 3;
/** Players told per open spot (nearest cells first): enough to fill it, not a crowd for one place. */
export const SPOT_ALERTS_PER_SPOT = 20;
/** The most players one opening tells, however many spots it has. */
export const SPOT_ALERTS_PER_OPENING = 100;

/** What a player chose about spot alerts, as their profile keeps it. */
export interface SpotAlertChoices {
  spot_alerts: boolean;
  /** A 5-letter geohash cell they set, or null: their city. */
  spot_alerts_near: string | null;
  spot_alerts_km: number;
  sports: readonly string[];
  city: string | null;
}

/** Where 'nearby' is measured from: the place they set, else their city's centre; null when neither. */
export function spotAlertOrigin(choices: Pick<SpotAlertChoices, 'spot_alerts_near' | 'city'>): LatLng | null {
  if (choices.spot_alerts_near && isSpotAlertPoint(choices.spot_alerts_near)) {
    const { south, north, west, east } = cellBounds(choices.spot_alerts_near);
    return { lat: (south + north) / 2, lng: (west + east) / 2 };
  }
  const city = cityById(choices.city);
  return city ? { lat: city.lat, lng: city.lng } : null;
}

/** Why alerts can't be turned on yet (the first missing choice), or null when they can. */
export function spotAlertsBlocker(choices: SpotAlertChoices): string | null {
  if (choices.sports.length === 0) return SPOT_ALERT_MESSAGES.needsSports;
  if (!spotAlertOrigin(choices)) return SPOT_ALERT_MESSAGES.needsPlace;
  return null;
}

/** One entry of a subscriber's: filed under a sport and a cell, with the point and radius to check. */
export interface SpotAlertEntry {
  sport: string;
  cell: string;
  /** The origin as a 5-letter cell (a city's centre is stored the same way). */
  point: string;
  km: number;
}

/** The entries a player's choices file them under: one per sport, none when alerts are off or incomplete. */
export function spotAlertEntries(choices: SpotAlertChoices): SpotAlertEntry[] {
  if (!choices.spot_alerts) return [];
  const origin = spotAlertOrigin(choices);
  if (!origin) return [];
  const point = choices.spot_alerts_near ?? geohash(origin, SPOT_ALERT_POINT_PRECISION);
  const cell = point.slice(0, SPOT_ALERT_CELL_PRECISION);
  const km = Math.min(SPOT_ALERT_MAX_KM, Math.max(1, Math.round(choices.spot_alerts_km)));
  return [...new Set(choices.sports)].map((sport) => ({ sport, cell, point, km }));
}

/**
 * The subscriber cells around a venue that may hold a player within their radius of it, nearest
 * first (players closer to the venue are told first when an opening's alerts run out).
 */
export function subscriberCellsNear(venue: LatLng): string[] {
  const centreOf = (cell: string) => {
    const { south, north, west, east } = cellBounds(cell);
    return { lat: (south + north) / 2, lng: (west + east) / 2 };
  };
  // Points sit at their 5-letter cell's centre, up to ~3.5 km from where the player set them, but
  // the check is made from the stored point, so the largest radius is the reach.
  return cellsCovering(venue, SPOT_ALERT_MAX_KM, SPOT_ALERT_CELL_PRECISION)
    .map((cell) => ({ cell, km: distanceKm(venue, centreOf(cell)) }))
    .sort((a, b) => a.km - b.km)
    .map(({ cell }) => cell);
}

/** How far the venue is from a subscriber's stored point, in km. */
export function spotAlertDistanceKm(entry: Pick<SpotAlertEntry, 'point'>, venue: LatLng): number {
  return distanceKm(spotAlertOrigin({ spot_alerts_near: entry.point, city: null })!, venue);
}

/** Whether the venue is within the subscriber's radius. */
export const withinSpotAlertReach = (entry: Pick<SpotAlertEntry, 'point' | 'km'>, venue: LatLng) =>
  spotAlertDistanceKm(entry, venue) <= entry.km;

/** How many players one opening of `spots` spots tells. */
export const spotAlertsFor = (spots: number) =>
  Math.min(SPOT_ALERTS_PER_OPENING, Math.max(1, spots) * SPOT_ALERTS_PER_SPOT);
