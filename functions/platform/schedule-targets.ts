// Manifest functions that one-time schedules invoke, by what they do. The manifest declares each
// (scheduleTarget) and lists them under the functions that schedule them (createsSchedules), so
// runtime code and infra name the same function without functions/ importing infra/.
export const SCHEDULE_TARGETS = {
  /** Moves a game to ongoing or completed. */
  gameStatus: 'advance-game-status',
  /** Sends a game reminder to a player or the host. */
  reminder: 'send-reminder',
  /** Ends a waitlist offer whose hold is up and passes the spot on. */
  offerExpiry: 'expire-offer',
  /** Warns a game's host when rain is likely at its start. */
  rainHeadsUp: 'send-rain-heads-up',
  /** Announces a spot still open, with nobody waiting, as a game's last six hours begin. */
  openSpotCheck: 'announce-open-spot',
} as const;

/**
 * How late after its moment a one-time schedule may fire. A status move is exact (a game is
 * ongoing at its start); reminders for the many games that start on the hour may spread over a
 * few minutes, so Scheduler, Lambda and SES do not take them all in the same second.
 */
export const FLEXIBLE_WINDOW_MINUTES: Record<(typeof SCHEDULE_TARGETS)[keyof typeof SCHEDULE_TARGETS], number> = {
  [SCHEDULE_TARGETS.gameStatus]: 0,
  [SCHEDULE_TARGETS.reminder]: 5,
  // The next player's hold starts when this one ends: a late lapse shortens nobody's, but it holds
  // the spot from the others, and close to kick-off a few minutes is a whole hold.
  [SCHEDULE_TARGETS.offerExpiry]: 0,
  // Three hours ahead, a few minutes either way changes nothing for the host.
  [SCHEDULE_TARGETS.rainHeadsUp]: 5,
  // Six hours before the start, a few minutes either way still leaves nearby players time to come.
  [SCHEDULE_TARGETS.openSpotCheck]: 5,
};

/** EventBridge Scheduler's FlexibleTimeWindow for a target. */
export function flexibleTimeWindow(target: string) {
  const minutes = (FLEXIBLE_WINDOW_MINUTES as Record<string, number>)[target] ?? 0;
  return minutes > 0 ? { Mode: 'FLEXIBLE' as const, MaximumWindowInMinutes: minutes } : { Mode: 'OFF' as const };
}
