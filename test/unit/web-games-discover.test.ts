import hindi from 'virtual:catalogue/hi';
import { cellReach, discoverCellOf } from '@shared/rules/discover-cell';
import { measuredFrom } from '@web/lib/games/measured-from';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '@web/lib/i18n/texts';
import { LIMITS } from '@shared/constants';
import { CITIES, cityById } from '@web/lib/cities';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  eventsFoundLabel,
  filtersFromParams,
  gamesQuery,
  paramsFromFilters,
  searchWords,
} from '@web/features/discover/discover-query';
import { speakHindi } from '../support/speak-hindi';

describe('discover filters in the address', () => {
  it('defaults: any sport, level and date; 50 km', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual({
      q: '',
      sport: '',
      skill: '',
      date: 'any',
      free: false,
      radiusKm: LIMITS.distanceKm.default,
    });
    expect(paramsFromFilters(DEFAULT_FILTERS, 'list').toString()).toBe('');
  });
  it('round-trips every filter and the map view', () => {
    const filters = {
      q: 'turf',
      sport: 'cricket' as const,
      skill: 'beginner' as const,
      date: 'weekend' as const,
      free: true,
      radiusKm: 12,
    };
    const params = paramsFromFilters(filters, 'map');
    expect(params.get('view')).toBe('map');
    expect(params.get('price')).toBe('free');
    expect(filtersFromParams(params)).toEqual(filters);
  });
  it('ignores values it does not know, and distances outside 1–100 or not whole', () => {
    const filters = filtersFromParams(new URLSearchParams('sport=chess&skill=all_levels&date=someday&km=0'));
    expect(filters).toMatchObject({ sport: '', skill: '', date: 'any', radiusKm: 50 });
    expect(filtersFromParams(new URLSearchParams('km=101')).radiusKm).toBe(50);
    expect(filtersFromParams(new URLSearchParams('km=2.5')).radiusKm).toBe(50);
    expect(filtersFromParams(new URLSearchParams('km=1')).radiusKm).toBe(1);
    expect(filtersFromParams(new URLSearchParams('km=100')).radiusKm).toBe(100);
  });
  it('counts panel filters, not the search text', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, q: 'x' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, sport: 'tennis', radiusKm: 10 })).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, free: true, date: 'today' })).toBe(2);
  });
});

describe('GET /api/games query', () => {
  it("sends the point's cell (never the point) and the radius only when a location is known", () => {
    const point = { lat: 12.971598, lng: 77.594562 };
    const withPoint = new URLSearchParams(gamesQuery({ ...DEFAULT_FILTERS, radiusKm: 20 }, point));
    expect(Object.fromEntries(withPoint)).toEqual({ cell: discoverCellOf(point), radius_km: '20', limit: '100' });
    // A neighbour 100 m away asks the very same request (CloudFront's kept answer is theirs too).
    const { centre } = cellReach(discoverCellOf(point), 0);
    expect(gamesQuery(DEFAULT_FILTERS, { lat: centre.lat + 0.0009, lng: centre.lng })).toBe(
      gamesQuery(DEFAULT_FILTERS, centre),
    );
    const without = new URLSearchParams(gamesQuery({ ...DEFAULT_FILTERS, radiusKm: 20 }, null));
    expect(without.has('cell') || without.has('lat') || without.has('radius_km')).toBe(false);
  });
  it("measures each game's distance from the player's own point and keeps the radius's exact edge", () => {
    const player = { lat: 12.9352, lng: 77.6245 };
    const at = (km: number) => ({ id: `${km}`, latitude: player.lat + km / 111.195, longitude: player.lng });
    type Card = { id: string; latitude: number | null; longitude: number | null; distance_km?: number | null };
    const games: Card[] = [at(4.96), at(5.04), at(0.3), { id: 'nowhere', latitude: null, longitude: null }];
    const measured = measuredFrom(games, { point: player, radiusKm: 5 });
    expect(measured.map((g) => [g.id, g.distance_km])).toEqual([
      ['4.96', 5],
      ['0.3', 0.3],
    ]);
    expect(measuredFrom(games, null)).toEqual(games);
  });
  it('maps the filters to the API names', () => {
    const params = new URLSearchParams(
      gamesQuery(
        { q: ' Koramangala ', sport: 'badminton', skill: 'advanced', date: 'tomorrow', free: true, radiusKm: 50 },
        null,
      ),
    );
    expect(Object.fromEntries(params)).toEqual({
      sport: 'badminton',
      skill_level: 'advanced',
      date: 'tomorrow',
      price: 'free',
      q: 'Koramangala',
      limit: '100',
    });
  });
  it("drops 'near me' phrases: the distance already says near", () => {
    expect(searchWords('cricket near me')).toBe('cricket');
    expect(searchWords('  Football   nearby ')).toBe('Football');
    expect(searchWords('badminton around me')).toBe('badminton');
    expect(searchWords('near me')).toBe('');
    expect(new URLSearchParams(gamesQuery({ ...DEFAULT_FILTERS, q: 'near me' }, null)).has('q')).toBe(false);
  });
});

describe('labels and cities', () => {
  afterEach(() => speak('en'));
  it("'N events found', singular for one", () => {
    expect(eventsFoundLabel(0)).toBe('0 events found');
    expect(eventsFoundLabel(1)).toBe('1 event found');
    expect(eventsFoundLabel(12)).toBe('12 events found');
  });
  it("says the count in Hindi with Hindi's own plural", () => {
    speakHindi(hindi);
    expect(eventsFoundLabel(1)).toBe('1 गेम मिला');
    expect(eventsFoundLabel(12)).toBe('12 गेम मिले');
  });
  it('has the seven cities with plausible coordinates in India', () => {
    expect(CITIES.map((city) => city.name)).toEqual([
      'Bengaluru',
      'Mumbai',
      'Delhi',
      'Chennai',
      'Hyderabad',
      'Pune',
      'Kolkata',
    ]);
    for (const city of CITIES) {
      expect(city.lat).toBeGreaterThan(8);
      expect(city.lat).toBeLessThan(37);
      expect(city.lng).toBeGreaterThan(68);
      expect(city.lng).toBeLessThan(98);
    }
    expect(cityById('pune')?.name).toBe('Pune');
    expect(cityById('atlantis')).toBeNull();
  });
});
