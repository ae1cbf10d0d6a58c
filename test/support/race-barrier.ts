/**
 * A gate for racing writes: each caller waits until `racers` of them are there, or until a second
 * has passed since the last one arrived. Every racer has then read before anyone writes, so the race
 * window is certain and a negative control cannot pass by luck of timing.
 */
export function raceBarrier(racers: number): () => Promise<void> {
  const waiting: (() => void)[] = [];
  const release = () => {
    for (const go of waiting.splice(0)) go();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () =>
    new Promise<void>((go) => {
      waiting.push(go);
      clearTimeout(timer);
      if (waiting.length >= racers) release();
      else timer = setTimeout(release, 1000);
    });
}
