import { useId } from 'react';
import { LIMITS, SPORTS } from '@shared/constants';
import { skillLabel, sportLabel } from '@web/lib/games/format';
import { DATE_RANGES, DISCOVER_SKILLS, type DiscoverFilters } from '../discover-query';
import { Options } from '@web/components/form';
import { t } from '../texts';

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
    <section className="filters card" aria-label={t('discover.filters.label')}>
      <div className="field">
        <label htmlFor={`${id}-sport`}>{t('discover.filters.sport')}</label>
        <select
          id={`${id}-sport`}
          value={filters.sport}
          onChange={(event) => onChange({ sport: event.target.value as DiscoverFilters['sport'] })}
        >
          <option value="">{t('discover.filters.allSports')}</option>
          <Options items={SPORTS} labelOf={(sport) => sportLabel(sport)} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-skill`}>{t('discover.filters.skill')}</label>
        <select
          id={`${id}-skill`}
          value={filters.skill}
          onChange={(event) => onChange({ skill: event.target.value as DiscoverFilters['skill'] })}
        >
          <option value="">{t('discover.filters.anyLevel')}</option>
          <Options items={DISCOVER_SKILLS} labelOf={(level) => skillLabel(level)} />
        </select>
      </div>
      <fieldset className="field chips-field">
        <legend>{t('discover.filters.date')}</legend>
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
              <span>{range.label()}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field chips-field">
        <legend>{t('discover.filters.price')}</legend>
        <div className="chips">
          <label className="chip-option">
            <input
              type="checkbox"
              checked={filters.free}
              onChange={(event) => onChange({ free: event.target.checked })}
            />
            <span>{t('discover.filters.freeOnly')}</span>
          </label>
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-distance`}>{t('discover.filters.distance', { km: filters.radiusKm })}</label>
        <input
          id={`${id}-distance`}
          type="range"
          min={min}
          max={max}
          step={step}
          value={filters.radiusKm}
          onChange={(event) => onChange({ radiusKm: Number(event.target.value) })}
          aria-valuetext={t('discover.filters.distanceSpoken', { km: filters.radiusKm })}
          aria-describedby={hasPoint ? undefined : `${id}-distance-hint`}
        />
        {hasPoint ? null : (
          <p id={`${id}-distance-hint`} className="field-hint">
            {t('discover.filters.distanceHint')}
          </p>
        )}
      </div>
      <button type="button" className="btn btn-secondary btn-small" onClick={onClear}>
        {t('discover.filters.reset')}
      </button>
    </section>
  );
}
