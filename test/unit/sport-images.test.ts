import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '@shared/constants';
import { gameCoverPath, SPORT_IMAGE_VARIANTS, sportImagePath, sportImageVariant } from '@shared/rules/sport-images';

// A game without a cover shows its own sport, never the football pitch for a 5K run, and one of
// the sport's pictures chosen by its id, so a list of one sport's games is not one picture repeated.
const publicFile = (path: string) => resolve(import.meta.dirname, '../../web/public', path.slice(1));

describe('sport illustrations', () => {
  it.each(SPORTS)('%s has its own small pictures in web/public', (sport) => {
    expect(sportImagePath(sport)).toBe(`/sports/${sport}.svg`);
    for (const variant of [2, 3]) expect(sportImagePath(sport, `seed-${variant}`)).toMatch(`/sports/${sport}`);
    for (const suffix of ['', '-2', '-3']) {
      const file = publicFile(`/sports/${sport}${suffix}.svg`);
      expect(existsSync(file), file).toBe(true);
      // Cheap in bytes: a card list shows many.
      expect(statSync(file).size).toBeLessThan(2_000);
    }
  });

  it("gives an unknown or missing sport the 'other' picture", () => {
    expect(sportImagePath('kabaddi')).toBe('/sports/other.svg');
    expect(sportImagePath(null)).toBe('/sports/other.svg');
    expect(sportImagePath('../logo')).toBe('/sports/other.svg');
    expect(sportImagePath('../logo', 'game-1')).toMatch(/^\/sports\/other(-[23])?\.svg$/);
  });
});

describe('picture variants', () => {
  const ids = Array.from({ length: 60 }, (_, i) => `game-${i}-${(i * 7919).toString(36)}`);

  it('are chosen stably from the game id', () => {
    for (const id of ids) expect(sportImageVariant(id)).toBe(sportImageVariant(id));
    expect(sportImagePath('football', ids[0])).toBe(sportImagePath('football', ids[0]));
  });

  it('spread games over every variant, each an existing file', () => {
    const seen = new Set(ids.map(sportImageVariant));
    expect([...seen].sort()).toEqual(Array.from({ length: SPORT_IMAGE_VARIANTS }, (_, i) => i + 1));
    for (const id of ids) expect(existsSync(publicFile(sportImagePath('tennis', id)))).toBe(true);
  });

  it("keep a cover the host added, and otherwise match the card's picture", () => {
    expect(gameCoverPath({ id: 'g1', sport: 'run', cover_image: '/media/covers/g1.webp' })).toBe(
      '/media/covers/g1.webp',
    );
    expect(gameCoverPath({ id: 'g1', sport: 'run', cover_image: null })).toBe(sportImagePath('run', 'g1'));
  });
});
