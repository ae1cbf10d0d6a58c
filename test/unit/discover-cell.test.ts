import { describe, expect, it } from 'vitest';
import { cellReach, discoverCellOf, isDiscoverCell } from '@shared/rules/discover-cell';
import { distanceKm } from '@shared/rules/geo';

// A discover cell's reach leaves out no game within the radius of any point in the cell, and
// neighbours a few hundred metres apart share a cell (and so CloudFront's kept answer).
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };

describe('discover cells', () => {
  it('are six geohash letters; anything else is not one', () => {
    expect(discoverCellOf(KORAMANGALA)).toMatch(/^tdr1[0-9b-hjkmnp-z]{2}$/);
    expect(isDiscoverCell(discoverCellOf(KORAMANGALA))).toBe(true);
    for (const bad of ['tdr1w', 'tdr1wxa', 'TDR1WX', 'tdr1wi', ''] as const)
      expect(isDiscoverCell(bad), bad).toBe(false);
  });

  it('reach every game within the radius of any point of the cell, and not much more', () => {
    const cell = discoverCellOf(KORAMANGALA);
    const { centre, radiusKm } = cellReach(cell, 5);
    expect(radiusKm).toBeGreaterThan(5);
    expect(radiusKm).toBeLessThan(5.8);
    // Points spread over the cell, each with a game 5 km away in eight directions: all within reach.
    for (let i = 0; i < 50; i++) {
      const viewer = {
        lat: KORAMANGALA.lat + (i % 7) * 0.0008 - 0.0024,
        lng: KORAMANGALA.lng + (i % 5) * 0.0015 - 0.003,
      };
      if (discoverCellOf(viewer) !== cell) continue;
      for (let a = 0; a < 8; a++) {
        const angle = (a * Math.PI) / 4;
        const game = {
          lat: viewer.lat + (5 / 111.2) * Math.cos(angle) * 0.999,
          lng: viewer.lng + ((5 / 111.2) * Math.sin(angle) * 0.999) / Math.cos((viewer.lat * Math.PI) / 180),
        };
        if (distanceKm(viewer, game) <= 5) expect(distanceKm(centre, game)).toBeLessThanOrEqual(radiusKm);
      }
    }
  });

  it('are shared by neighbours: a point 100 m from a cell centre asks by the same cell', () => {
    const { centre } = cellReach(discoverCellOf(KORAMANGALA), 0);
    for (const [dLat, dLng] of [
      [0.0009, 0],
      [-0.0009, 0],
      [0, 0.0009],
      [0, -0.0009],
    ] as const) {
      const neighbour = { lat: centre.lat + dLat, lng: centre.lng + dLng };
      expect(distanceKm(centre, neighbour)).toBeLessThan(0.11);
      expect(discoverCellOf(neighbour)).toBe(discoverCellOf(centre));
    }
  });
});
