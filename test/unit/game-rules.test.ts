import { describe, expect, it } from 'vitest';
import { coordinatesFrom, isValidMapsLink, MAPS_LINK_MESSAGE } from '@shared/rules/maps-link';
import { cellsCovering, coverFor, distanceKm, geohash } from '@shared/rules/geo';
import { dateRangeBounds, gameDateTime, indiaDateAndTime, todayInIndia } from '@shared/rules/game-time';
import { searchTokens, spotsAvailable, spotsLabel, totalAmount } from '@shared/rules/game-rules';
import { gameInputSchema } from '@shared/schemas/game';
import { validGame } from '../support/game-fixtures';
import { destination, seededRandom as random } from '../support/sphere';

// The pure game rules every screen and service shares, real distances included.

describe('maps link', () => {
  it.each([
    ['https://maps.app.goo.gl/Xy12AbCdEf34', null],
    ['https://goo.gl/maps/AbCdEf12345', null],
    ['https://www.google.co.in/maps/place/Koramangala,+Bengaluru/@12.9352,77.6245,15z', { lat: 12.9352, lng: 77.6245 }],
    ['https://www.google.com/maps?q=12.97,77.59', { lat: 12.97, lng: 77.59 }],
    ['https://www.google.com/maps/@19.0760,72.8777,14z', { lat: 19.076, lng: 72.8777 }],
    ['https://maps.google.com/?q=28.6315,77.2167', { lat: 28.6315, lng: 77.2167 }],
    [
      'https://www.google.com/maps/place/X/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d12.9716!4d77.5946',
      { lat: 12.9716, lng: 77.5946 },
    ],
    ['www.google.com/maps/place/Saket', null],
    ['12.97,77.59', { lat: 12.97, lng: 77.59 }],
    ['  12.97 , 77.59  ', { lat: 12.97, lng: 77.59 }],
    ['-33.8688,151.2093', { lat: -33.8688, lng: 151.2093 }],
  ])('accepts %s and reads coordinates %j', (link, point) => {
    expect(isValidMapsLink(link)).toBe(true);
    expect(coordinatesFrom(link)).toEqual(point);
  });

  it.each([
    '',
    '   ',
    'hello',
    'Koramangala, Bengaluru',
    'https://example.com/maps?q=12.97,77.59',
    'https://www.bing.com/maps?q=12.97,77.59',
    'https://goo.gl/AbCdEf',
    'https://evilgoogle.com/maps/place/x',
    'ftp://www.google.com/maps/place/x',
    'javascript:alert(1)',
    '91,77.59',
    '12.97,181',
  ])('refuses %j with the spec message', (link) => {
    expect(isValidMapsLink(link)).toBe(false);
    const result = gameInputSchema.safeParse({ ...validGame(), maps_link: link });
    expect(result.success).toBe(false);
    const message = result.error!.issues.find((i) => i.path[0] === 'maps_link')!.message;
    expect(message).toBe(link.trim() ? MAPS_LINK_MESSAGE : 'Google Maps link is required');
  });
});

describe('distance (real, not random)', () => {
  const bengaluru = { lat: 12.9716, lng: 77.5946 };
  const mumbai = { lat: 19.076, lng: 72.8777 };
  const delhi = { lat: 28.6139, lng: 77.209 };
  const koramangala = { lat: 12.9352, lng: 77.6245 };
  const indiranagar = { lat: 12.9784, lng: 77.6408 };

  it('Bengaluru–Mumbai is about 845 km', () =>
    expect(Math.abs(distanceKm(bengaluru, mumbai) - 845)).toBeLessThanOrEqual(10));
  it('Bengaluru–Delhi is about 1740 km', () =>
    expect(Math.abs(distanceKm(bengaluru, delhi) - 1740)).toBeLessThanOrEqual(15));
  it('Koramangala–Indiranagar is 4–6 km', () => {
    const d = distanceKm(koramangala, indiranagar);
    expect(d).toBeGreaterThanOrEqual(4);
    expect(d).toBeLessThanOrEqual(6);
  });
  it('is symmetric and zero for one point', () => {
    expect(distanceKm(mumbai, delhi)).toBeCloseTo(distanceKm(delhi, mumbai), 9);
    expect(distanceKm(mumbai, mumbai)).toBe(0);
  });
});

describe('cellsCovering (discover reads these geohash cells)', () => {
  it('geohash matches known values', () => {
    expect(geohash({ lat: 57.64911, lng: 10.40744 }, 11)).toBe('u4pruydqqvj');
    expect(geohash({ lat: 12.9716, lng: 77.5946 }, 3)).toBe('tdr');
  });

  it('covers every point within the radius (property test, 4000 random points)', () => {
    const next = random(20261121);
    for (let round = 0; round < 200; round++) {
      // Centres across India and beyond (to ±60° latitude), radii over the slider's whole range.
      const center = { lat: -60 + next() * 120, lng: -180 + next() * 360 };
      const radius = 1 + Math.floor(next() * 100);
      const cover = coverFor(center, radius);
      const cells = new Set(cover.cells);
      for (let i = 0; i < 20; i++) {
        const km = i === 0 ? radius : radius * Math.sqrt(next());
        const point = destination(center, km, next() * 2 * Math.PI);
        expect(distanceKm(center, point)).toBeLessThanOrEqual(radius + 1e-6);
        expect(
          cells.has(geohash(point, cover.precision)),
          `${JSON.stringify(center)} r=${radius} p=${cover.precision} → ${JSON.stringify(point)}`,
        ).toBe(true);
      }
    }
  });

  it('stays small: a handful of cells, not the whole map', () => {
    expect(cellsCovering({ lat: 12.97, lng: 77.59 }, 1, 5).length).toBeLessThanOrEqual(4);
    expect(cellsCovering({ lat: 12.97, lng: 77.59 }, 100, 3).length).toBeLessThanOrEqual(9);
  });
});

describe('dateRangeBounds (Discover date filter, in IST)', () => {
  const at = (iso: string) => new Date(iso);
  const ist = (date: string, time = '00:00') => new Date(gameDateTime(date, time));

  it('today: from now to the next IST midnight, even when UTC is still on the previous day', () => {
    // 20:00 UTC on Friday 20 Nov is 01:30 IST on Saturday 21 Nov.
    const now = at('2026-11-20T20:00:00Z');
    expect(todayInIndia(now)).toBe('2026-11-21');
    expect(dateRangeBounds('today', now)).toEqual({ from: now, to: ist('2026-11-22') });
  });

  it('tomorrow: the whole next IST day', () => {
    const now = at('2026-11-18T04:30:00Z'); // Wednesday 10:00 IST
    expect(dateRangeBounds('tomorrow', now)).toEqual({ from: ist('2026-11-19'), to: ist('2026-11-20') });
  });

  it('this week: from now for seven days', () => {
    const now = at('2026-11-18T04:30:00Z');
    expect(dateRangeBounds('week', now)).toEqual({ from: now, to: ist('2026-11-25') });
  });

  it('this weekend on a weekday: the coming Saturday and Sunday', () => {
    const now = at('2026-11-18T04:30:00Z'); // Wednesday
    expect(dateRangeBounds('weekend', now)).toEqual({ from: ist('2026-11-21'), to: ist('2026-11-23') });
  });

  it('this weekend on a Saturday: from now to the end of Sunday', () => {
    const now = ist('2026-11-21', '15:00');
    expect(dateRangeBounds('weekend', now)).toEqual({ from: now, to: ist('2026-11-23') });
  });

  it('this weekend on a Sunday: from now to the end of that Sunday', () => {
    const now = ist('2026-11-22', '09:00');
    expect(dateRangeBounds('weekend', now)).toEqual({ from: now, to: ist('2026-11-23') });
  });

  it('any: no bounds', () => expect(dateRangeBounds('any', new Date())).toBeNull());

  it('IST date and time round-trip', () => {
    expect(gameDateTime('2026-12-05', '18:30')).toBe('2026-12-05T13:00:00.000Z');
    expect(indiaDateAndTime('2026-12-05T20:00:00.000Z')).toEqual({ date: '2026-12-06', time: '01:30' });
  });
});

describe('money and spots', () => {
  it.each([
    [200, 'none', 50, { fee: 0, total: 200 }],
    [200, 'fixed', 20, { fee: 20, total: 220 }],
    [300, 'percentage', 5, { fee: 15, total: 315 }],
    [99.99, 'percentage', 2.5, { fee: 2.5, total: 102.49 }],
    [0, 'fixed', 20, { fee: 0, total: 0 }],
  ] as const)('totalAmount of %s with a %s fee of %s adds that fee, rounded to paise', (price, type, amount, sum) => {
    expect(totalAmount({ price, platform_fee_type: type, platform_fee_amount: amount })).toEqual({ price, ...sum });
  });
  it('spots never go below zero; the label is singular for one', () => {
    expect(spotsAvailable({ max_players: 10, current_players: 12 })).toBe(0);
    expect(spotsLabel(1)).toBe('1 spot available');
    expect(spotsLabel(3)).toBe('3 spots available');
  });
});

describe('searchTokens', () => {
  it('lower-cases, splits on anything but letters and digits, drops 1-letter words, dedupes', () => {
    expect(searchTokens('Koramangala 5th Block, Bengaluru', 'a', 'koramangala')).toEqual([
      'koramangala',
      '5th',
      'block',
      'bengaluru',
    ]);
  });
  it('splits sport names and folds accents', () => {
    expect(searchTokens('weight_training', 'Café Turf')).toEqual(['weight', 'training', 'cafe', 'turf']);
  });
  it('ignores blanks and nulls', () => expect(searchTokens('', null, undefined, '  ')).toEqual([]));
});
