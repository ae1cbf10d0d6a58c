import { useState } from 'react';
import { GAME_FALLBACK_IMAGE } from '../../lib/games/format';

interface CoverImageProps {
  src: string | null | undefined;
  width: number;
  height: number;
  /** The game page's cover is its largest paint; everything else waits until scrolled near. */
  eager?: boolean;
}

/** A game's cover, or the shipped fallback when it has none or it fails to load (spec §2). Decorative: the title names the game. */
export function CoverImage({ src, width, height, eager }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="cover-image"
      src={src && !failed ? src : GAME_FALLBACK_IMAGE}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
