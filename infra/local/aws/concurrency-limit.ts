// At most `limit` runs at once per key; the others wait their turn in order. Locally it stands in
// for an SQS event source's maximumConcurrency.
export function concurrencyLimit() {
  const running = new Map<string, { active: number; waiting: (() => void)[] }>();
  return async function run<T>(key: string, limit: number, work: () => Promise<T>): Promise<T> {
    let slot = running.get(key);
    if (!slot) {
      slot = { active: 0, waiting: [] };
      running.set(key, slot);
    }
    const state = slot;
    if (state.active >= limit) await new Promise<void>((wake) => state.waiting.push(wake));
    else state.active++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `active` never drops below what runs.
      const next = state.waiting.shift();
      if (next) next();
      else state.active--;
    }
  };
}
