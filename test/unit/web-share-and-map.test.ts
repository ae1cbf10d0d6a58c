import { describe, expect, it } from 'vitest';
import { sharedInLanguage, whatsappUrl } from '@web/components/share/share-links';
import { TILE_SIZE, tilesAround, tileUrl } from '@web/lib/games/map-tiles';

// The pure parts of Share's fallback and the game page's map preview.
describe('WhatsApp share link', () => {
  it('types the invitation and the link (last, so WhatsApp unfurls it) into wa.me', () => {
    const url = new URL(
      whatsappUrl({ title: 'Fives & Co', text: 'Join me for Fives & Co on Yaktiv', url: 'https://yaktiv.in/game/g1' }),
    );
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe('Join me for Fives & Co on Yaktiv https://yaktiv.in/game/g1');
  });

  it("a Hindi reader's link carries ?lang=hi (its preview is Hindi); an English reader's stays as it is", () => {
    const target = { title: 'Fives', text: 'Join me', url: 'https://yaktiv.in/game/g1' };
    expect(sharedInLanguage(target, 'en')).toBe(target);
    expect(sharedInLanguage(target, 'hi')).toEqual({ ...target, url: 'https://yaktiv.in/game/g1?lang=hi' });
    expect(sharedInLanguage({ ...target, url: 'https://yaktiv.in/game/g1?ref=x' }, 'hi').url).toBe(
      'https://yaktiv.in/game/g1?ref=x&lang=hi',
    );
  });
});

describe('map preview tiles', () => {
  const template = 'https://{s}.tile.example.net/{z}/{x}/{y}{r}.png';
  it('fills the template', () => {
    expect(tileUrl(template, 15, 1, 2)).toBe('https://a.tile.example.net/15/1/2.png');
  });

  it('covers the whole box around the point, with the point at the centre', () => {
    const box = { width: 512, height: 192 };
    const tiles = tilesAround({ lat: 12.9352, lng: 77.6245 }, 15, box, 'https://t/{z}/{x}/{y}.png');
    // Every pixel of the box is under some tile.
    for (let x = -box.width / 2; x < box.width / 2; x += 16) {
      for (let y = -box.height / 2; y < box.height / 2; y += 16) {
        expect(
          tiles.some((t) => x >= t.left && x < t.left + TILE_SIZE && y >= t.top && y < t.top + TILE_SIZE),
          `${x},${y}`,
        ).toBe(true);
      }
    }
    expect(tiles.length).toBeLessThanOrEqual(6);
    // Koramangala at zoom 15: x = 257.6245/360 × 2^15 = 23449.6, y = (1 − asinh(tan 12.9352°)/π)/2 × 2^15 = 15196.3.
    const centre = tiles.find((t) => t.left <= 0 && t.left + TILE_SIZE > 0 && t.top <= 0 && t.top + TILE_SIZE > 0)!;
    expect(centre.url).toBe('https://t/15/23449/15196.png');
  });
});
