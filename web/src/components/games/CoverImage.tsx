import { useState } from 'react';
import { sportImagePath } from '@shared/rules/sport-images';

interface CoverImageProps {
  src: string | null | undefined;
  /** Without a cover (or when it fails to load) the sport's own illustration stands in. */
  sport: string;
  width: number;
  height: number;
  /**
   * The largest paint of its screen (the game page's cover, Discover's first card): loaded at once
   * and first. Everything else waits until scrolled near.
   */
  eager?: boolean;
}

/** A game's cover, or its sport's illustration when it has none or it fails to load. Decorative: the title names the game. */
export function CoverImage({ src, sport, width, height, eager }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="cover-image"
      src={src && !failed ? src : sportImagePath(sport)}
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
