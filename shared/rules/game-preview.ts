import { gameCoverPath } from './sport-images';

// The game page's first paint with the game's cover and title (decision 033). The build
// prerenders the page once with these slots in place of a real game (web/build/prerender.ts);
// the server that serves /game/{id} fills them with the game it reads, and puts the same values
// in the page as JSON under PREVIEW_ELEMENT_ID, from which the browser's first render (the
// hydration of that HTML) takes them. Slots are plain ASCII that React does not escape.
export const PREVIEW_SLOTS = { title: 'YAKTIV_PREVIEW_TITLE', cover: '/YAKTIV_PREVIEW_COVER' } as const;
export const PREVIEW_ELEMENT_ID = 'game-preview';

export interface GamePreview {
  id: string;
  title: string;
  /** The picture the page shows: the cover as stored, else the sport's illustration. */
  cover: string;
}

export const gamePreview = (game: {
  id: string;
  title: string;
  cover_image?: string | null;
  sport: string;
}): GamePreview => ({
  id: game.id,
  title: game.title,
  cover: gameCoverPath(game),
});
