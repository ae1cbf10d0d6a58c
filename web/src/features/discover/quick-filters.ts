import { skillLabel } from '@web/lib/games/labels';
import type { DiscoverFilters } from './discover-query';
import { t } from './texts';

// The chips above Discover's list: one tap for the filters players reach for most. Each chip is
// a view of a filter the panel also sets (a chip and the panel never disagree), and tapping an
// active chip puts that filter back to its default.
export interface QuickFilter {
  id: 'today' | 'weekend' | 'free' | 'beginner';
  /** Read as the chips render, in the language spoken then. */
  label: () => string;
  isOn: (filters: DiscoverFilters) => boolean;
  /** The change a tap makes: on when off, back to the default when on. */
  toggle: (filters: DiscoverFilters) => Partial<DiscoverFilters>;
}

export const QUICK_FILTERS: readonly QuickFilter[] = [
  {
    id: 'today',
    label: () => t('discover.quick.today'),
    isOn: (filters) => filters.date === 'today',
    toggle: (filters) => ({ date: filters.date === 'today' ? 'any' : 'today' }),
  },
  {
    id: 'weekend',
    label: () => t('discover.quick.weekend'),
    isOn: (filters) => filters.date === 'weekend',
    toggle: (filters) => ({ date: filters.date === 'weekend' ? 'any' : 'weekend' }),
  },
  {
    id: 'free',
    label: () => t('discover.quick.free'),
    isOn: (filters) => filters.free,
    toggle: (filters) => ({ free: !filters.free }),
  },
  {
    id: 'beginner',
    label: () => skillLabel('beginner'),
    isOn: (filters) => filters.skill === 'beginner',
    toggle: (filters) => ({ skill: filters.skill === 'beginner' ? '' : 'beginner' }),
  },
];
