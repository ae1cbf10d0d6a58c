import type { ReminderWindow } from '@shared/rules/reminders';

/**
 * One reminder: a person, a game, a window and the start it was for. A reminder fired twice has
 * the same key, so it is told once on each channel.
 */
export const reminderKey = (r: { gameId: string; userId: string; window: ReminderWindow; game_datetime: string }) =>
  `reminder-${r.gameId}-${r.userId}-${r.window}-${r.game_datetime}`;
