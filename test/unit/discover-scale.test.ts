import { describe, expect, it } from 'vitest';
import { mergeSortedPages, type SortedSource } from '@functions/discover/merge-sorted-pages';
import {
  cellBounds,
  cellsCovering,
  coverFor,
  distanceKm,
  GEO_PRECISIONS,
  geohash,
  MAX_COVER_CELLS,
} from '@shared/rules/geo';
import { seededRandom as random } from '../support/sphere';

// Decision 016: the cell size follows the radius, and a page is a k-way merge of the cells by
// start time that stops once the page is full.

const bengaluru = { lat: 12.9716, lng: 77.5946 };

describe('coverFor: cell size from the radius', () => {
  it('a few km read ~5 km cells, tens of km ~39 km cells, 100 km the ~156 km cells', () => {
    expect(coverFor(bengaluru, 2).precision).toBe(5);
    expect(coverFor(bengaluru, 5).precision).toBe(5);
    expect(coverFor(bengaluru, 30).precision).toBe(4);
    expect(coverFor(bengaluru, 50).precision).toBe(4);
    expect(coverFor(bengaluru, 100).precision).toBe(3);
  });

  it('skipping the sizes too fine to walk never changes the choice: the same cover as walking every size', () => {
    const next = random(11);
    for (let round = 0; round < 200; round++) {
      const center = { lat: -60 + next() * 120, lng: -180 + next() * 360 };
      const radiusKm = 1 + next() * 99;
      // Every size walked, the fewest-cells rule applied after (what coverFor did before the skip).
      const walked = GEO_PRECISIONS.map((precision) => ({
        precision,
        cells: cellsCovering(center, radiusKm, precision),
      }))
        .filter(({ precision, cells }) => precision === GEO_PRECISIONS[0] || cells.length <= MAX_COVER_CELLS)
        .map((cover) => cover.precision);
      expect(walked).toContain(coverFor(center, radiusKm).precision);
      if (radiusKm >= 40) expect(coverFor(center, radiusKm).precision).not.toBe(5);
    }
  });

  it('never more than MAX_COVER_CELLS cells, and each one reaches into the circle', () => {
    const next = random(7);
    for (let round = 0; round < 300; round++) {
      const center = { lat: 8 + next() * 26, lng: 68 + next() * 29 };
      const radius = 1 + Math.floor(next() * 100);
      const cover = coverFor(center, radius);
      expect(cover.cells.length).toBeLessThanOrEqual(MAX_COVER_CELLS);
      for (const cell of cover.cells) {
        expect(cell).toHaveLength(cover.precision);
        const b = cellBounds(cell);
        const nearest = {
          lat: Math.min(b.north, Math.max(b.south, center.lat)),
          lng: Math.min(b.east, Math.max(b.west, center.lng)),
        };
        expect(distanceKm(center, nearest)).toBeLessThanOrEqual(radius + 1e-6);
      }
    }
  });

  it('cellBounds is the rectangle geohash() puts a point in', () => {
    const next = random(11);
    for (let i = 0; i < 500; i++) {
      const point = { lat: -80 + next() * 160, lng: -180 + next() * 360 };
      const hash = geohash(point, 1 + (i % 7));
      const b = cellBounds(hash);
      expect(point.lat >= b.south && point.lat <= b.north && point.lng >= b.west && point.lng <= b.east).toBe(true);
    }
  });
});

interface Item {
  key: string;
  ok: boolean;
}

/** A sorted list served a page at a time, counting what it hands out as read. */
function source(items: Item[]): SortedSource<Item> & { served: number } {
  let at = 0;
  const s = {
    served: 0,
    async next(size: number) {
      const page = items.slice(at, at + size);
      at += page.length;
      s.served += page.length;
      return { items: page, done: at >= items.length, read: page.length };
    },
  };
  return s;
}

describe('mergeSortedPages (property: equals a brute-force sort + filter)', () => {
  it('pages through random sources without loss, repetition or disorder', async () => {
    const next = random(20261123);
    for (let round = 0; round < 300; round++) {
      const sourceCount = 1 + Math.floor(next() * 12);
      const all: Item[] = Array.from({ length: Math.floor(next() * 200) }, (_, i) => ({
        key: `${String(Math.floor(next() * 1e6)).padStart(7, '0')}#${i}`,
        ok: next() < (round % 3 === 0 ? 0.2 : 0.8),
      }));
      const expected = [...all].sort((a, b) => (a.key < b.key ? -1 : 1)).filter((item) => item.ok);
      const limit = 1 + Math.floor(next() * 30);
      const got: Item[] = [];
      let after = '';
      for (let pages = 0; pages < 1000; pages++) {
        // Each page starts afresh after the last key, as a request with a cursor does.
        const buckets: Item[][] = Array.from({ length: sourceCount }, () => []);
        for (const item of all) if (item.key > after) buckets[Number(item.key.split('#')[1]) % sourceCount]!.push(item);
        const sources = buckets.map((bucket) => source(bucket.sort((a, b) => (a.key < b.key ? -1 : 1))));
        const page = await mergeSortedPages(sources, { limit, keyOf: (item) => item.key, keep: (item) => item.ok });
        expect(page.items.length).toBeLessThanOrEqual(limit);
        expect(page.read).toBe(sources.reduce((sum, s) => sum + s.served, 0));
        got.push(...page.items);
        if (!page.last) break;
        after = page.last;
      }
      expect(got.map((i) => i.key)).toEqual(expected.map((i) => i.key));
    }
  });

  it('reads what the page needs plus a page per source, not everything', async () => {
    const sources = Array.from({ length: 8 }, (_, s) =>
      source(Array.from({ length: 5000 }, (_, i) => ({ key: `${String(i).padStart(6, '0')}#${s}`, ok: true }))),
    );
    const page = await mergeSortedPages(sources, { limit: 20, keyOf: (item) => item.key });
    expect(page.items).toHaveLength(20);
    expect(page.read).toBeLessThanOrEqual(2 * 20 + 8 * 4);
    expect(page.last).toBe(page.items.at(-1)!.key);
  });

  it('an exhausted answer has no position to go on from', async () => {
    const page = await mergeSortedPages([source([{ key: 'a', ok: true }]), source([])], {
      limit: 5,
      keyOf: (item) => item.key,
    });
    expect(page).toEqual({ items: [{ key: 'a', ok: true }], read: 1 });
  });
});
