import { useState } from 'react';
import { sportImagePath } from '@shared/rules/sport-images';

interface CoverImageProps {
  src: string | null | undefined;
  /** Without a cover (or when it fails to load) the sport's own illustration stands in. */
  sport: string;
  /** The game's id: picks which of the sport's pictures it shows, the same one everywhere. */
  seed?: string;
  width: number;
  height: number;
  /**
   * The largest paint of its screen (the game page's cover, Discover's first card): loaded at once
   * and first. Everything else waits until scrolled near.
   */
  eager?: boolean;
}

/** A game's cover, or its sport's picture when it has none or it fails to load. Decorative: the title names the game. */
export function CoverImage({ src, sport, seed, width, height, eager }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="cover-image"
      src={src && !failed ? src : sportImagePath(sport, seed)}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
