import { gameCoverPath } from '@shared/rules/sport-images';

// Discover's largest paint is its first card's picture. React draws the cards only once the app
// (React, the router, the query cache: ~90 kB) has arrived and run, while the page itself asked
// for the list as it was parsed, so the answer is usually here long before (decision 045). The
// entry therefore puts the first games' pictures into the prerendered placeholders as soon as the
// list arrives. React's first render draws the same pictures in the same placeholders
// (GameCardSkeleton), so hydration finds what it expects; the cards then take the placeholders'
// place at the same size, and nothing moves.

/** A card's cover as React draws it (GameCard, GameCardSkeleton) and as the entry paints it. */
export const CARD_COVER_SIZE = { width: 400, height: 167 } as const;

let painted: { read: string; covers: string[] } | null = null;
let frozen = false;

/** The picture a game of an API answer shows, when the answer names one. */
export function earlyCoverPath(game: unknown): string | null {
  if (typeof game !== 'object' || game === null) return null;
  const { id, cover_image, sport } = game as Record<string, unknown>;
  if (typeof id !== 'string') return null;
  return gameCoverPath({
    id,
    cover_image: typeof cover_image === 'string' ? cover_image : null,
    sport: typeof sport === 'string' ? sport : null,
  });
}

/**
 * Puts the pictures of `games` (the answer to `read`) into the prerendered card placeholders,
 * in order, unless React has started on the page. Returns the first picture, or null when it
 * painted none.
 */
export function paintEarlyCovers(read: string, games: readonly unknown[]): HTMLImageElement | null {
  if (frozen || painted) return null;
  const slots = document.querySelectorAll('#root .game-card-skeleton > .game-card-cover');
  const covers = games
    .slice(0, slots.length)
    .map(earlyCoverPath)
    .filter((cover): cover is string => cover !== null);
  if (covers.length === 0) return null;
  const images = covers.map((cover, index) => {
    // The attributes CoverImage renders: only the first picture is the page's largest paint.
    const image = document.createElement('img');
    image.className = 'cover-image';
    image.src = cover;
    image.alt = '';
    image.width = CARD_COVER_SIZE.width;
    image.height = CARD_COVER_SIZE.height;
    image.loading = index === 0 ? 'eager' : 'lazy';
    if (index === 0) image.setAttribute('fetchpriority', 'high');
    image.decoding = 'async';
    slots[index]!.append(image);
    return image;
  });
  painted = { read, covers };
  return images[0]!;
}

/** Resolves once the picture has loaded or failed: either way the browser can paint what it has. */
export const settledImage = (image: HTMLImageElement): Promise<void> =>
  image.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });

/** From here on the DOM is React's: called just before the prerendered page is hydrated. */
export function stopEarlyPainting(): void {
  frozen = true;
}

/** The pictures painted into the placeholders for this read, in card order (none for another read). */
export function earlyCoversFor(read: string): readonly string[] {
  return painted?.read === read ? painted.covers : [];
}
