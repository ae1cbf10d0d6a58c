import { LIMITS } from '@shared/constants';
import type { LatLng } from '@shared/rules/maps-link';

// The options (10 s, high accuracy) of every screen that asks for a position. No words here: the
// browser's own message is English whatever the app speaks ('User denied Geolocation'), so a
// failure carries why it failed and each screen says so from its catalogue.

/** Why no position came: no geolocation at all, the person said no, none found, or too slow. */
export type LocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

// GeolocationPositionError's codes (1, 2, 3); anything else reads as 'unavailable'.
const FAILURE_BY_CODE: Record<number, LocationFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export class LocationError extends Error {
  constructor(readonly failure: LocationFailure) {
    super(`Location ${failure}`);
    this.name = 'LocationError';
  }
}

/** Why a position request failed, whatever it threw. */
export const locationFailureOf = (error: unknown): LocationFailure =>
  error instanceof LocationError ? error.failure : 'unavailable';

/**
 * The device's position; rejects with a LocationError saying why there is none.
 * `fresh`: not a position the browser kept from the last minute (the person asked to update it).
 */
export function currentPosition({ fresh = false }: { fresh?: boolean } = {}): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new LocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new LocationError(FAILURE_BY_CODE[error.code] ?? 'unavailable')),
      { enableHighAccuracy: true, timeout: LIMITS.geolocationTimeoutMs, maximumAge: fresh ? 0 : 60_000 },
    );
  });
}
