import { SPORTS } from '../constants';

// The pictures for a game without a cover: cards, the game page, its preload and the share
// preview all take them from here. The files live in web/public/sports/, so each has a stable,
// cacheable address: /sports/{sport}.svg and its variants /sports/{sport}-{n}.svg (drawn by
// web/build/draw-sport-variants.ts); an unknown sport gets 'other'.

/** How many pictures each sport has: the illustration and its recoloured variants. */
export const SPORT_IMAGE_VARIANTS = 3;

const knownSport = (sport: string | null | undefined) =>
  (SPORTS as readonly string[]).includes(sport ?? '') ? (sport as string) : 'other';

/**
 * Which of the sport's pictures a game shows, from its id alone (FNV-1a): the same game looks the
 * same on every screen and visit, and a list of one sport's games does not repeat one picture.
 */
export function sportImageVariant(seed: string | null | undefined): number {
  if (!seed) return 1;
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return (hash % SPORT_IMAGE_VARIANTS) + 1;
}

/** The sport's picture; with a seed (the game's id) one of its variants, chosen stably. */
export const sportImagePath = (sport: string | null | undefined, seed?: string | null): string => {
  const variant = sportImageVariant(seed);
  return `/sports/${knownSport(sport)}${variant === 1 ? '' : `-${variant}`}.svg`;
};

/** The picture a game shows: its cover as stored, else its sport's picture for this game. */
export const gameCoverPath = (game: {
  id?: string | null;
  cover_image?: string | null;
  sport?: string | null;
}): string => game.cover_image || sportImagePath(game.sport, game.id);

/**
 * The sport's illustration as a 1200×630 PNG for link previews (og:image): WhatsApp and Facebook
 * ignore SVG. Drawn from the SVGs by web/build/render-sport-previews.ts.
 */
export const sportPreviewPath = (sport: string | null | undefined): string => `/sports/${knownSport(sport)}.png`;
