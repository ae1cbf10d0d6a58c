import type { FunctionSpec } from '../manifest';

// EventBridge schedules for the local stack: each manifest function with `schedule` runs at its
// rate in this process, and POST /dev/schedules/<name> runs it now (tests, a tester in a hurry).
// Only rate(…) expressions are used by the manifest; cron(…) ones would need a parser.

const UNIT_MS: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

export function rateMs(expression: string): number | null {
  const match = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression.trim());
  return match ? Number(match[1]) * UNIT_MS[match[2]!]! : null;
}

export function startLocalSchedules(
  functions: FunctionSpec[],
  run: (fn: FunctionSpec, time?: string) => Promise<unknown>,
  enabled = true,
) {
  const scheduled = functions.filter((fn) => fn.schedule);
  const running = new Map<string, Promise<unknown>>();
  /** One run per function at a time, as a schedule that waits for its target. */
  const runNow = (fn: FunctionSpec, time?: string) => {
    let current = running.get(fn.name);
    if (!current) {
      current = run(fn, time).finally(() => running.delete(fn.name));
      running.set(fn.name, current);
    }
    return current;
  };
  const timers = enabled
    ? scheduled.flatMap((fn) => {
        const every = rateMs(fn.schedule!);
        if (!every) return [];
        const timer = setInterval(
          () => void runNow(fn).catch((error) => console.error(`[schedule] ${fn.name}: ${String(error)}`)),
          every,
        );
        timer.unref();
        return [timer];
      })
    : [];
  return {
    names: scheduled.map((fn) => fn.name),
    /** `time`: the instant the schedule fires at (tests move a daily job's clock ahead this way). */
    run: (name: string, time?: string) => {
      const fn = scheduled.find((f) => f.name === name);
      return fn ? runNow(fn, time) : null;
    },
    stop: async () => {
      timers.forEach(clearInterval);
      await Promise.allSettled([...running.values()]);
    },
  };
}
