import { LIMITS } from '@shared/constants';
import type { LatLng } from '@shared/rules/maps-link';

// The texts and options (10 s, high accuracy) of every screen that asks for a position.
export const LOCATION_UNSUPPORTED = 'Your browser does not support location';
export const LOCATION_UNAVAILABLE = 'Unable to get location';
export const LOCATION_IN_USE = 'Using your current location';

export class LocationError extends Error {
  constructor(
    message: string,
    readonly unsupported = false,
  ) {
    super(message);
    this.name = 'LocationError';
  }
}

/**
 * The device's position; rejects with a LocationError carrying the browser's message or ours.
 * `fresh`: not a position the browser kept from the last minute (the person asked to update it).
 */
export function currentPosition({ fresh = false }: { fresh?: boolean } = {}): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new LocationError(LOCATION_UNSUPPORTED, true));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new LocationError(error.message || LOCATION_UNAVAILABLE)),
      { enableHighAccuracy: true, timeout: LIMITS.geolocationTimeoutMs, maximumAge: fresh ? 0 : 60_000 },
    );
  });
}
