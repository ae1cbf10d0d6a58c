import { LIMITS, SKILL_LEVELS, SPORTS, type Sport } from '@shared/constants';
import type { DateRange } from '@shared/rules/game-time';
import type { LatLng } from '@shared/rules/maps-link';
import { nearParams } from '@web/lib/games/near-queries';
import { t } from './texts';

// Discover's filters live in the address (?q=&sport=&skill=&date=&price=free&km=&view=), so going back from
// a game to the list finds the list as it was, and a filtered list can be shared.
export const DISCOVER_SKILLS = SKILL_LEVELS.filter((level) => level !== 'all_levels');
export type DiscoverSkill = (typeof DISCOVER_SKILLS)[number];
export const DATE_RANGES = [
  { value: 'any', label: () => t('discover.date.any') },
  { value: 'today', label: () => t('discover.date.today') },
  { value: 'tomorrow', label: () => t('discover.date.tomorrow') },
  { value: 'week', label: () => t('discover.date.week') },
  { value: 'weekend', label: () => t('discover.date.weekend') },
] as const satisfies readonly { value: DateRange; label: () => string }[];

export interface DiscoverFilters {
  q: string;
  sport: Sport | '';
  skill: DiscoverSkill | '';
  date: DateRange;
  /** Only games without an entry fee. */
  free: boolean;
  radiusKm: number;
}

export const DEFAULT_FILTERS: DiscoverFilters = {
  q: '',
  sport: '',
  skill: '',
  date: 'any',
  free: false,
  radiusKm: LIMITS.distanceKm.default,
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | '' =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';

export function filtersFromParams(params: URLSearchParams): DiscoverFilters {
  const km = Number(params.get('km'));
  const { min, max, default: fallback } = LIMITS.distanceKm;
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    sport: oneOf(SPORTS, params.get('sport')),
    skill: oneOf(DISCOVER_SKILLS, params.get('skill')),
    date:
      oneOf(
        DATE_RANGES.map((range) => range.value),
        params.get('date'),
      ) || 'any',
    free: params.get('price') === 'free',
    radiusKm: Number.isInteger(km) && km >= min && km <= max ? km : fallback,
  };
}

/** Only what differs from the defaults, so a plain /discover stays plain. */
export function paramsFromFilters(filters: DiscoverFilters, view: 'list' | 'map'): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.sport) params.set('sport', filters.sport);
  if (filters.skill) params.set('skill', filters.skill);
  if (filters.date !== 'any') params.set('date', filters.date);
  if (filters.free) params.set('price', 'free');
  if (filters.radiusKm !== DEFAULT_FILTERS.radiusKm) params.set('km', String(filters.radiusKm));
  if (view === 'map') params.set('view', 'map');
  return params;
}

/** The GET /api/games query (discoverQuerySchema). */
export function gamesQuery(filters: DiscoverFilters, point: LatLng | null): string {
  const params = nearParams(point, filters.radiusKm);
  if (filters.sport) params.set('sport', filters.sport);
  if (filters.skill) params.set('skill_level', filters.skill);
  if (filters.date !== 'any') params.set('date', filters.date);
  if (filters.free) params.set('price', 'free');
  const q = searchWords(filters.q);
  if (q) params.set('q', q);
  params.set('limit', String(LIMITS.discoverFetchLimit));
  return params.toString();
}

/** Filters that differ from the defaults, set in the panel or by a chip (the search box is counted apart). */
export const activeFilterCount = (filters: DiscoverFilters) =>
  [
    filters.sport !== '',
    filters.skill !== '',
    filters.date !== 'any',
    filters.free,
    filters.radiusKm !== DEFAULT_FILTERS.radiusKm,
  ].filter(Boolean).length;

export const eventsFoundLabel = (count: number) => t('discover.count', { count });

// 'cricket near me' means cricket, near the point we already send: the place words would only
// narrow the text match to games whose title says "near me".
const NEARBY = /\b(near\s*(by|me)?|around\s+me|close\s+to\s+me|nearest)\b/gi;

/** The search box's text as the API's `q`: trimmed, without "near me" phrases, spaces collapsed. */
export const searchWords = (text: string) => text.replace(NEARBY, ' ').replace(/\s+/g, ' ').trim();
