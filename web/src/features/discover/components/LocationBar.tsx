import { useId } from 'react';
import { CityOptions } from '@web/components/CityOptions';
import { cityName } from '@web/lib/city-name';
import { locationFailureText } from '@web/lib/location-texts';
import type { PlayerLocation } from '../hooks/use-player-location';
import { t } from '../texts';

interface LocationBarProps {
  location: PlayerLocation;
  onLocate: () => void;
  onChooseCity: (id: string) => void;
}

/** Says where distances are measured from, and lets the player change it. */
export function LocationBar({ location, onLocate, onChooseCity }: LocationBarProps) {
  const selectId = useId();
  const text =
    location.status === 'locating'
      ? t('discover.location.finding')
      : location.status === 'device'
        ? t('discover.location.device')
        : location.status === 'city'
          ? t('discover.location.city', { city: cityName(location.city) })
          : t('discover.location.unknown', { reason: locationFailureText(location.failure) });
  return (
    <div className="location-bar" data-status={location.status}>
      <p role="status">{text}</p>
      <div className="location-actions">
        <label htmlFor={selectId} className="visually-hidden">
          {t('discover.location.cityLabel')}
        </label>
        <select
          id={selectId}
          value={location.status === 'city' ? location.city.id : ''}
          onChange={(event) => onChooseCity(event.target.value)}
        >
          <CityOptions prompt={t('discover.location.pickCity')} />
        </select>
        {location.status !== 'device' ? (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={onLocate}
            disabled={location.status === 'locating'}
          >
            {t('discover.location.useMine')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
