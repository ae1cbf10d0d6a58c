import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_FILTERS, type DiscoverFilters } from '@web/features/discover/discover-query';
import { QUICK_FILTERS } from '@web/features/discover/quick-filters';
import { groupOverlapping, spreadAround } from '@web/features/discover/map-clusters';
import { groupLabel, pinLabel, sportEmoji } from '@web/features/discover/map-pins';

const chip = (id: string) => QUICK_FILTERS.find((candidate) => candidate.id === id)!;
const tap = (filters: DiscoverFilters, id: string): DiscoverFilters => ({ ...filters, ...chip(id).toggle(filters) });

describe("Discover's quick filter chips", () => {
  it('are Today, This weekend, Free and Beginner, all off by default', () => {
    expect(QUICK_FILTERS.map((quick) => quick.label())).toEqual(['Today', 'This weekend', 'Free', 'Beginner']);
    expect(QUICK_FILTERS.some((quick) => quick.isOn(DEFAULT_FILTERS))).toBe(false);
  });

  it('set the same filters as the panel, and a second tap puts them back', () => {
    const free = tap(DEFAULT_FILTERS, 'free');
    expect(free).toEqual({ ...DEFAULT_FILTERS, free: true });
    expect(tap(free, 'free')).toEqual(DEFAULT_FILTERS);
    const beginner = tap(DEFAULT_FILTERS, 'beginner');
    expect(beginner.skill).toBe('beginner');
    expect(tap(beginner, 'beginner').skill).toBe('');
    // A level picked in the panel: the chip is off, and a tap makes it beginner.
    expect(chip('beginner').isOn({ ...DEFAULT_FILTERS, skill: 'advanced' })).toBe(false);
    expect(tap({ ...DEFAULT_FILTERS, skill: 'advanced' }, 'beginner').skill).toBe('beginner');
  });

  it('Today and This weekend are one date filter: turning one on turns the other off', () => {
    const today = tap(DEFAULT_FILTERS, 'today');
    expect(today.date).toBe('today');
    const weekend = tap(today, 'weekend');
    expect(weekend.date).toBe('weekend');
    expect(chip('today').isOn(weekend)).toBe(false);
    expect(tap(weekend, 'weekend').date).toBe('any');
  });

  it('count in the Filters button like the panel filters', () => {
    const all = ['today', 'free', 'beginner'].reduce(tap, DEFAULT_FILTERS);
    expect(activeFilterCount(all)).toBe(3);
  });
});

describe('map pins that overlap are grouped', () => {
  const at = (item: string, x: number, y: number) => ({ item, x, y });

  it('keeps pins apart when they do not overlap', () => {
    const groups = groupOverlapping([at('a', 0, 0), at('b', 100, 0), at('c', 0, 100)], 48);
    expect(groups.map((group) => group.items)).toEqual([['a'], ['b'], ['c']]);
    expect(groups[1]).toMatchObject({ x: 100, y: 0 });
  });

  it('groups pins within the radius of the first, centred on their mean', () => {
    const groups = groupOverlapping([at('a', 0, 0), at('b', 30, 0), at('c', 200, 200), at('d', 0, 30)], 48);
    expect(groups.map((group) => group.items)).toEqual([['a', 'b', 'd'], ['c']]);
    expect(groups[0]).toMatchObject({ x: 10, y: 10 });
  });

  it('does not chain: a pin near a member but far from the anchor starts its own group', () => {
    const groups = groupOverlapping([at('a', 0, 0), at('b', 40, 0), at('c', 80, 0)], 48);
    expect(groups.map((group) => group.items)).toEqual([['a', 'b'], ['c']]);
  });

  it('counts games at one spot together, and spreads them on a circle without overlap', () => {
    const groups = groupOverlapping([at('a', 5, 5), at('b', 5, 5), at('c', 5, 5)], 48);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.items).toHaveLength(3);
    const offsets = spreadAround(6, 48);
    expect(offsets[0]).toEqual({ dx: 0, dy: -48 });
    for (let i = 0; i < offsets.length; i++)
      for (let j = i + 1; j < offsets.length; j++)
        expect(Math.hypot(offsets[i]!.dx - offsets[j]!.dx, offsets[i]!.dy - offsets[j]!.dy)).toBeGreaterThanOrEqual(47);
    expect(spreadAround(1, 48)).toEqual([{ dx: 0, dy: 0 }]);
  });
});

describe('map pin labels', () => {
  it("say the sport as a picture and the price, 'Free' for no fee", () => {
    expect(pinLabel({ sport: 'cricket', price: 0 })).toEqual({ emoji: '🏏', price: 'Free' });
    expect(pinLabel({ sport: 'football', price: 150 }).price).toBe('₹150');
    expect(sportEmoji('chess')).toBe(sportEmoji('other'));
    expect(groupLabel(2)).toBe('2 games here: show them');
  });
});
