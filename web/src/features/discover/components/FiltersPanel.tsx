import { useId } from 'react';
import { LIMITS, SPORTS } from '@shared/constants';
import { skillLabel, sportLabel } from '@web/lib/games/format';
import { DATE_RANGES, DISCOVER_SKILLS, type DiscoverFilters } from '../discover-query';
import { Options } from '@web/components/form';

interface FiltersPanelProps {
  filters: DiscoverFilters;
  hasPoint: boolean;
  onChange: (changes: Partial<DiscoverFilters>) => void;
  onClear: () => void;
}

/** Discover's filters: sport, skill level, date range, free entry, maximum distance (1–100 km, step 1, default 50). */
export function FiltersPanel({ filters, hasPoint, onChange, onClear }: FiltersPanelProps) {
  const id = useId();
  const { min, max, step } = LIMITS.distanceKm;
  return (
    <section className="filters card" aria-label="Filters">
      <div className="field">
        <label htmlFor={`${id}-sport`}>Sport</label>
        <select
          id={`${id}-sport`}
          value={filters.sport}
          onChange={(event) => onChange({ sport: event.target.value as DiscoverFilters['sport'] })}
        >
          <option value="">All sports</option>
          <Options items={SPORTS} labelOf={(sport) => sportLabel(sport)} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-skill`}>Skill level</label>
        <select
          id={`${id}-skill`}
          value={filters.skill}
          onChange={(event) => onChange({ skill: event.target.value as DiscoverFilters['skill'] })}
        >
          <option value="">Any level</option>
          <Options items={DISCOVER_SKILLS} labelOf={(level) => skillLabel(level)} />
        </select>
      </div>
      <fieldset className="field chips-field">
        <legend>Date</legend>
        <div className="chips">
          {DATE_RANGES.map((range) => (
            <label key={range.value} className="chip-option">
              <input
                type="radio"
                name={`${id}-date`}
                value={range.value}
                checked={filters.date === range.value}
                onChange={() => onChange({ date: range.value })}
              />
              <span>{range.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field chips-field">
        <legend>Price</legend>
        <div className="chips">
          <label className="chip-option">
            <input
              type="checkbox"
              checked={filters.free}
              onChange={(event) => onChange({ free: event.target.checked })}
            />
            <span>Free games only</span>
          </label>
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-distance`}>Maximum distance: {filters.radiusKm} km</label>
        <input
          id={`${id}-distance`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={filters.radiusKm}
          onChange={(event) => onChange({ radiusKm: Number(event.target.value) })}
          aria-valuetext={`${filters.radiusKm} kilometres`}
          aria-describedby={hasPoint ? undefined : `${id}-distance-hint`}
        />
        {hasPoint ? null : (
          <p id={`${id}-distance-hint`} className="field-hint">
            Distance applies once we know your location or city.
          </p>
        )}
      </div>
      <button type="button" className="btn btn-secondary btn-small" onClick={onClear}>
        Reset filters
      </button>
    </section>
  );
}
