import { useEffect, useState } from 'react';

const secondsLeft = (until: number | null) => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);

/** Whole seconds left until `until` (a Date.now() time), ticking down to 0; 0 when there is none. */
export function useCountdown(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(until));
  useEffect(() => {
    setSeconds(secondsLeft(until));
    if (!until) return;
    // A quarter-second tick keeps the display within a frame of the real time left.
    const timer = setInterval(() => {
      const next = secondsLeft(until);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
