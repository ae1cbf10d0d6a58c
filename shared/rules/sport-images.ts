import { SPORTS } from '../constants';

// One illustration per sport for a game without a cover: cards, the game page, its
// preload and the share preview all take it from here. The files live in web/public/sports/, so
// each sport's picture has a stable address (/sports/{sport}.svg); an unknown sport gets 'other'.
export const sportImagePath = (sport: string | null | undefined): string =>
  `/sports/${(SPORTS as readonly string[]).includes(sport ?? '') ? sport : 'other'}.svg`;

/** The picture a game shows: its cover as stored, else its sport's illustration. */
export const gameCoverPath = (game: { cover_image?: string | null; sport?: string | null }): string =>
  game.cover_image || sportImagePath(game.sport);

/**
 * The same picture as a 1200×630 PNG for link previews (og:image): WhatsApp and Facebook ignore
 * SVG. Drawn from the SVGs by web/build/render-sport-previews.ts.
 */
export const sportPreviewPath = (sport: string | null | undefined): string =>
  sportImagePath(sport).replace(/\.svg$/, '.png');
