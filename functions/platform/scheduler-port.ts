// One-time schedules: a named moment at which a manifest function is invoked with a
// JSON payload. Game status moves and game reminders use it.
// In AWS an EventBridge Scheduler schedule in the app's group; locally the local stack's stand-in.

export type SchedulePayload = Record<string, unknown>;

export interface OneTimeScheduler {
  /**
   * Creates the schedule `name`, or moves and retargets it when it exists: it invokes `target` (a
   * manifest function name) once at `at` with `payload`, then deletes itself. Calling it again with
   * the same arguments changes nothing.
   */
  upsert(name: string, at: Date, target: string, payload: SchedulePayload): Promise<void>;
  /** Deletes the schedule; one that is not there (never made, fired, deleted) is fine. */
  delete(name: string): Promise<void>;
}

/** Schedule names: letters, digits, '-', '_' and '.', at most 64 (EventBridge Scheduler's rule). */
export const SCHEDULE_NAME = /^[0-9a-zA-Z_.-]{1,64}$/;

/** `at(yyyy-mm-ddThh:mm:ss)` in UTC, whole seconds (the form one-time schedules take). */
export const atExpression = (at: Date) => `at(${at.toISOString().slice(0, 19)})`;
