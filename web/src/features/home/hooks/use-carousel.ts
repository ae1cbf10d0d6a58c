import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Auto-advancing index for the home hero (every 3500 ms on mobile, pausing on hover or
 * touch). It stands still on wide screens (a grid), for reduced motion, and when paused by hand.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [still] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const releaseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (held || stopped || still || count < 2) return;
    const timer = setInterval(() => {
      // Only the narrow layout is a carousel.
      if (typeof matchMedia === 'function' && matchMedia('(min-width: 768px)').matches) return;
      setIndex((current) => (current + 1) % count);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [held, stopped, still, count, intervalMs]);

  useEffect(() => () => clearTimeout(releaseTimer.current), []);

  const hold = useCallback(() => {
    clearTimeout(releaseTimer.current);
    setHeld(true);
  }, []);
  // A finger lifted leaves the slide in view a moment before moving on.
  const release = useCallback((delayMs = 0) => {
    clearTimeout(releaseTimer.current);
    releaseTimer.current = setTimeout(() => setHeld(false), delayMs);
  }, []);

  return {
    index,
    setIndex,
    held,
    stopped: stopped || still,
    toggleStopped: () => setStopped((value) => !value),
    hold,
    release,
  };
}
