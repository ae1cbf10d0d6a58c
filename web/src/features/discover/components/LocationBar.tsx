import { useId } from 'react';
import { CityOptions } from '@web/components/CityOptions';
import type { PlayerLocation } from '../hooks/use-player-location';

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
      ? 'Finding your location...'
      : location.status === 'device'
        ? 'Showing games near your current location'
        : location.status === 'city'
          ? `Showing games near ${location.city.name}`
          : `${location.reason}. Pick your city to see distances.`;
  return (
    <div className="location-bar" data-status={location.status}>
      <p role="status">{text}</p>
      <div className="location-actions">
        <label htmlFor={selectId} className="visually-hidden">
          City
        </label>
        <select
          id={selectId}
          value={location.status === 'city' ? location.city.id : ''}
          onChange={(event) => onChooseCity(event.target.value)}
        >
          <CityOptions prompt="Pick a city" />
        </select>
        {location.status !== 'device' ? (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={onLocate}
            disabled={location.status === 'locating'}
          >
            Use my location
          </button>
        ) : null}
      </div>
    </div>
  );
}
