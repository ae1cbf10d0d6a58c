import { useCallback, useEffect, useState } from 'react';

/**
 * The top bar hides while the page scrolls down past `thresholdPx` and comes back
 * as soon as it scrolls up (or returns above the threshold). One read per animation frame.
 */
export function useHideOnScroll(thresholdPx: number): { hidden: boolean; reveal: () => void } {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= thresholdPx) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [thresholdPx]);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden, reveal };
}
