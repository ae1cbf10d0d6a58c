import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '@shared/rules/maps-link';
import { toast } from '@web/components/toast/toast-store';
import { currentPosition, type LocationFailure, locationFailureOf } from '@web/lib/geolocation';
import { cityById, rememberCity, rememberedCity, type City } from '@web/lib/cities';
import { locationToast } from '@web/lib/location-texts';

export type PlayerLocation =
  | { status: 'locating'; point: null }
  | { status: 'device'; point: LatLng }
  | { status: 'city'; point: LatLng; city: City }
  | { status: 'unknown'; point: null; failure: LocationFailure };

/** Where distances are measured from: the browser's position, else a city the player picked. */
export function usePlayerLocation() {
  const [location, setLocation] = useState<PlayerLocation>(() => {
    const city = rememberedCity();
    return city
      ? { status: 'city', point: { lat: city.lat, lng: city.lng }, city }
      : { status: 'locating', point: null };
  });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** `announce`: the player pressed the button, so tell them what happened. */
  const locate = useCallback(async (announce: boolean) => {
    setLocation((current) => (current.status === 'unknown' ? { status: 'locating', point: null } : current));
    try {
      const point = await currentPosition();
      if (!alive.current) return;
      rememberCity(null);
      setLocation({ status: 'device', point });
      if (announce) toast(locationToast(null));
    } catch (error) {
      if (!alive.current) return;
      const failure = locationFailureOf(error);
      setLocation((current) => (current.status === 'city' ? current : { status: 'unknown', point: null, failure }));
      if (announce) toast(locationToast(failure));
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the position is asked for once, on arrival; later only when the player asks.
  useEffect(() => {
    // Asked once on arrival unless a city was picked before; later only when the player asks.
    if (location.status === 'locating') void locate(false);
  }, []);

  const chooseCity = useCallback((id: string) => {
    const city = cityById(id);
    if (!city) return;
    rememberCity(city.id);
    setLocation({ status: 'city', point: { lat: city.lat, lng: city.lng }, city });
  }, []);

  return { location, locate: () => void locate(true), chooseCity };
}
