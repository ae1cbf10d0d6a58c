import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '@shared/constants';
import { sportImagePath } from '@shared/rules/sport-images';

// A game without a cover shows its own sport, never the football pitch for a 5K run.
describe('sport illustrations', () => {
  it.each(SPORTS)('%s has its own small picture in web/public', (sport) => {
    const path = sportImagePath(sport);
    expect(path).toBe(`/sports/${sport}.svg`);
    const file = resolve(import.meta.dirname, '../../web/public', path.slice(1));
    expect(existsSync(file), file).toBe(true);
    // Cheap in bytes: a card list shows many.
    expect(statSync(file).size).toBeLessThan(2_000);
  });

  it("gives an unknown or missing sport the 'other' picture", () => {
    expect(sportImagePath('kabaddi')).toBe('/sports/other.svg');
    expect(sportImagePath(null)).toBe('/sports/other.svg');
    expect(sportImagePath('../logo')).toBe('/sports/other.svg');
  });
});
