// Manifest functions that one-time schedules invoke, by what they do. The manifest declares each
// (scheduleTarget) and lists them under the functions that schedule them (createsSchedules), so
// runtime code and infra name the same function without functions/ importing infra/.
export const SCHEDULE_TARGETS = {
  /** Moves a game to ongoing or completed. */
  gameStatus: 'advance-game-status',
  /** Sends a game reminder to a player or the host. */
  reminder: 'send-reminder',
} as const;

/**
 * How late after its moment a one-time schedule may fire. A status move is exact (a game is
 * ongoing at its start); reminders for the many games that start on the hour may spread over a
 * few minutes, so Scheduler, Lambda and SES do not take them all in the same second.
 */
export const FLEXIBLE_WINDOW_MINUTES: Record<(typeof SCHEDULE_TARGETS)[keyof typeof SCHEDULE_TARGETS], number> = {
  [SCHEDULE_TARGETS.gameStatus]: 0,
  [SCHEDULE_TARGETS.reminder]: 5,
};

/** EventBridge Scheduler's FlexibleTimeWindow for a target. */
export function flexibleTimeWindow(target: string) {
  const minutes = (FLEXIBLE_WINDOW_MINUTES as Record<string, number>)[target] ?? 0;
  return minutes > 0 ? { Mode: 'FLEXIBLE' as const, MaximumWindowInMinutes: minutes } : { Mode: 'OFF' as const };
}
