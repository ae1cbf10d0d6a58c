import { useCallback, useEffect, useState } from 'react';
import type { LatLng } from '@shared/rules/maps-link';
import { cityById, rememberCity, rememberedCity } from '@web/lib/cities';
import { currentPosition } from '@web/lib/geolocation';

export type TrendingPlace = { status: 'finding' } | { status: 'known'; point: LatLng } | { status: 'unknown' };

/**
 * Where 'Popular in your area' is: the city the player picked (on Discover or here), else the
 * device's position when the browser already allows it. Home never prompts for location.
 */
export function useTrendingPlace() {
  const [place, setPlace] = useState<TrendingPlace>(() => {
    const city = rememberedCity();
    return city ? { status: 'known', point: { lat: city.lat, lng: city.lng } } : { status: 'finding' };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the place is looked for once, on arrival; a city chosen later replaces it directly.
  useEffect(() => {
    if (place.status !== 'finding') return;
    let alive = true;
    const settle = (next: TrendingPlace) =>
      alive && setPlace((current) => (current.status === 'finding' ? next : current));
    void (async () => {
      try {
        const permission = await navigator.permissions?.query({ name: 'geolocation' });
        if (permission?.state !== 'granted') return settle({ status: 'unknown' });
        settle({ status: 'known', point: await currentPosition() });
      } catch {
        settle({ status: 'unknown' });
      }
    })();
    return () => {
      alive = false;
    };
  }, []);

  const chooseCity = useCallback((id: string) => {
    const city = cityById(id);
    if (!city) return;
    rememberCity(city.id);
    setPlace({ status: 'known', point: { lat: city.lat, lng: city.lng } });
  }, []);

  return { place, chooseCity };
}
