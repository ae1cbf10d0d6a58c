// Manifest functions that one-time schedules invoke, by what they do. The manifest declares each
// (scheduleTarget) and lists them under the functions that schedule them (createsSchedules), so
// runtime code and infra name the same function without functions/ importing infra/.
export const SCHEDULE_TARGETS = {
  /** Moves a game to ongoing or completed. */
  gameStatus: 'advance-game-status',
  /** Sends a game reminder to a player or the host. */
  reminder: 'send-reminder',
} as const;
