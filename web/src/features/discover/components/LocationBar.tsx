import { useId } from 'react';
import { CITIES } from '@web/lib/cities';
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
          <option value="" disabled>
            Pick a city
          </option>
          {CITIES.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
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
