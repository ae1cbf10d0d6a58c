import type { DiscoverFilters } from '../discover-query';
import { QUICK_FILTERS } from '../quick-filters';
import { t } from '../texts';

interface QuickFilterChipsProps {
  filters: DiscoverFilters;
  onChange: (changes: Partial<DiscoverFilters>) => void;
}

/** Toggle buttons (aria-pressed) in one row that scrolls sideways on a narrow phone. */
export function QuickFilterChips({ filters, onChange }: QuickFilterChipsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons named together, not form fields in a fieldset.
    <div className="quick-filters" role="group" aria-label={t('discover.quick.label')}>
      {QUICK_FILTERS.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className="quick-filter"
          aria-pressed={chip.isOn(filters)}
          onClick={() => onChange(chip.toggle(filters))}
        >
          {chip.label()}
        </button>
      ))}
    </div>
  );
}
