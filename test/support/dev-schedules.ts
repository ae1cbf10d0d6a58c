import { expect } from 'vitest';
import { apiClient, untilRead } from './games-client';

// The local stack's stand-in for EventBridge Scheduler: the suites read the one-time schedules
// the consumers made, by name prefix, and fire those due by a given instant as if the scheduler's
// clock read it.

export interface Schedule {
  name: string;
  at: string;
  target: string;
  input: string;
}

export function devSchedules(base: string) {
  const { call } = apiClient(base);
  const schedulesWith = async (prefix: string) =>
    (await call(`/dev/schedules?prefix=${encodeURIComponent(prefix)}`)).body.schedules as Schedule[];
  /** Waits until the schedules under `prefix` pass `check`, and answers them. */
  const schedulesWhen = (prefix: string, check: (list: Schedule[]) => boolean, what: string) =>
    untilRead(() => schedulesWith(prefix), check, 15_000, what);
  /** Fires the schedules under `prefix` that are due by `instant`; answers what each did. */
  const fireUntil = async (prefix: string, instant: string) => {
    const { status, body } = await call(
      `/dev/schedules?until=${encodeURIComponent(instant)}&prefix=${encodeURIComponent(prefix)}`,
      { method: 'POST' },
    );
    expect(status).toBe(200);
    return body.fired as { name: string; ok: boolean; result: { outcome: string } }[];
  };
  return { schedulesWith, schedulesWhen, fireUntil };
}
