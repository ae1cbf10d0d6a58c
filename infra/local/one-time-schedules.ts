import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FunctionSpec } from '../manifest';
import type { DeadLetter } from './aws/retrying-delivery';
import {
  atExpression,
  SCHEDULE_NAME,
  type OneTimeScheduler,
  type SchedulePayload,
} from '@functions/platform/scheduler-port';

// EventBridge Scheduler's one-time schedules for the local stack, beside the manifest's
// rate schedules (local-schedules.ts). Handlers reach it through the same SDK calls as in AWS (the
// stand-in API in aws/scheduler-api.ts); each schedule invokes its target manifest function once at
// its time through the local function runner, then deletes itself (ActionAfterCompletion DELETE).
// Schedules are kept in a file, so a restart fires what fell due while the stack was down. The
// clock is injected: tests fire what is due at a moment of their choosing (POST /dev/schedules?until=).

export interface LocalSchedule {
  name: string;
  group: string;
  /** When it fires, ISO (UTC). */
  at: string;
  /** The manifest function it invokes. */
  target: string;
  /** The JSON the target receives as its event. */
  input: string;
}

export interface FiredSchedule {
  name: string;
  target: string;
  ok: boolean;
  result?: unknown;
  error?: string;
}

export class ScheduleConflict extends Error {}
export class ScheduleNotFound extends Error {}

const TICK_MS = 5_000;

/** `at(2026-12-05T13:00:00)` → the instant, or null for any other expression. */
export function parseAtExpression(expression: string): Date | null {
  const match = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(expression.trim());
  if (!match) return null;
  const at = new Date(`${match[1]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export class LocalOneTimeSchedules {
  readonly deadLetters: DeadLetter<LocalSchedule>[] = [];
  private readonly schedules = new Map<string, LocalSchedule>();
  private readonly targets: Map<string, FunctionSpec>;
  private timer: NodeJS.Timeout | null = null;
  private firing: Promise<FiredSchedule[]> = Promise.resolve([]);

  constructor(
    private readonly options: {
      functions: FunctionSpec[];
      run: (fn: FunctionSpec, event: unknown) => Promise<unknown>;
      /** Where schedules persist; null keeps them in memory. */
      file: string | null;
      now?: () => Date;
    },
  ) {
    this.targets = new Map(options.functions.filter((fn) => fn.scheduleTarget).map((fn) => [fn.name, fn]));
    if (options.file) {
      try {
        for (const schedule of JSON.parse(readFileSync(options.file, 'utf8')) as LocalSchedule[])
          this.schedules.set(key(schedule.group, schedule.name), schedule);
      } catch {
        // No file yet: nothing scheduled.
      }
    }
  }

  private now() {
    return this.options.now?.() ?? new Date();
  }

  private save() {
    if (!this.options.file) return;
    mkdirSync(dirname(this.options.file), { recursive: true });
    writeFileSync(this.options.file, JSON.stringify([...this.schedules.values()], null, 1));
  }

  isTarget(name: string) {
    return this.targets.has(name);
  }

  /** CreateSchedule: refuses a name the group has already. */
  create(schedule: LocalSchedule) {
    this.check(schedule);
    if (this.schedules.has(key(schedule.group, schedule.name)))
      throw new ScheduleConflict(`Schedule ${schedule.name} already exists.`);
    this.schedules.set(key(schedule.group, schedule.name), schedule);
    this.save();
  }

  /** UpdateSchedule: replaces every field of an existing schedule. */
  update(schedule: LocalSchedule) {
    this.check(schedule);
    if (!this.schedules.has(key(schedule.group, schedule.name)))
      throw new ScheduleNotFound(`Schedule ${schedule.name} does not exist.`);
    this.schedules.set(key(schedule.group, schedule.name), schedule);
    this.save();
  }

  delete(group: string, name: string) {
    if (!this.schedules.delete(key(group, name))) throw new ScheduleNotFound(`Schedule ${name} does not exist.`);
    this.save();
  }

  get(group: string, name: string): LocalSchedule | null {
    return this.schedules.get(key(group, name)) ?? null;
  }

  /** Every schedule, soonest first; with a prefix, only names starting with it. */
  list(prefix = ''): LocalSchedule[] {
    return [...this.schedules.values()]
      .filter((s) => s.name.startsWith(prefix))
      .sort((a, b) => a.at.localeCompare(b.at) || a.name.localeCompare(b.name));
  }

  /** The port itself (functions/platform/scheduler-port.ts), for code that runs beside the stack. */
  port(group: string): OneTimeScheduler {
    return {
      upsert: async (name: string, at: Date, target: string, payload: SchedulePayload) => {
        const schedule = {
          name,
          group,
          at: parseAtExpression(atExpression(at))!.toISOString(),
          target,
          input: JSON.stringify(payload),
        };
        if (this.get(group, name)) this.update(schedule);
        else this.create(schedule);
      },
      delete: async (name: string) => {
        if (this.get(group, name)) this.delete(group, name);
      },
    };
  }

  /**
   * Fires every schedule due at `until` (the clock's now by default), soonest first, one after the
   * other, as Scheduler would have at their times; `prefix` limits it to names starting with it.
   */
  fireDue(until: Date = this.now(), prefix = ''): Promise<FiredSchedule[]> {
    const due = () => this.list(prefix).filter((s) => s.at <= until.toISOString());
    // One firing pass at a time, so a tick and a test never fire the same schedule twice.
    const next = this.firing.then(async () => {
      const fired: FiredSchedule[] = [];
      for (const schedule of due()) fired.push(await this.fireOne(schedule));
      return fired;
    });
    this.firing = next.catch(() => []);
    return next;
  }

  /** Fires one schedule now, whatever its time (POST /dev/schedules/<name>); null when there is none. */
  async fire(name: string): Promise<FiredSchedule | null> {
    const schedule = this.list().find((s) => s.name === name);
    return schedule ? this.fireOne(schedule) : null;
  }

  private async fireOne(schedule: LocalSchedule): Promise<FiredSchedule> {
    // Gone already (fired by another pass, or deleted meanwhile): nothing to do.
    if (this.get(schedule.group, schedule.name) !== schedule)
      return { name: schedule.name, target: schedule.target, ok: true, result: 'gone' };
    // ActionAfterCompletion DELETE: the schedule is done once its one invocation is made.
    this.schedules.delete(key(schedule.group, schedule.name));
    this.save();
    try {
      const result = await this.options.run(this.targets.get(schedule.target)!, JSON.parse(schedule.input));
      return { name: schedule.name, target: schedule.target, ok: true, result: result ?? null };
    } catch (error) {
      // In AWS the target's dead-letter queue keeps a failed invocation; here /dev/dead-letters does.
      this.deadLetters.push({
        consumer: schedule.target,
        event: schedule,
        error: String(error),
        failedAt: new Date().toISOString(),
      });
      console.error(`[schedule] ${schedule.name} → ${schedule.target} failed: ${String(error)}`);
      return {
        name: schedule.name,
        target: schedule.target,
        ok: false,
        error: String((error as Error)?.message ?? error),
      };
    }
  }

  /** Fires what is due now and then every few seconds (off in tests that drive the clock themselves). */
  start() {
    const tick = () => void this.fireDue().catch((error) => console.error(`[schedule] ${String(error)}`));
    tick();
    this.timer = setInterval(tick, TICK_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.firing;
  }

  private check(schedule: LocalSchedule) {
    if (!SCHEDULE_NAME.test(schedule.name)) throw new Error(`Invalid schedule name ${schedule.name}`);
    if (!this.targets.has(schedule.target))
      throw new Error(`${schedule.target} is not a schedule target in the manifest`);
    if (Number.isNaN(new Date(schedule.at).getTime())) throw new Error(`Invalid time ${schedule.at}`);
  }
}

const key = (group: string, name: string) => `${group}/${name}`;
