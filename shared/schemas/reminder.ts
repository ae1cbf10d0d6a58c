// zod/mini: the reminders' target parses this and nothing else, so it carries the small build.
import * as z from 'zod/mini';
import { REMINDER_WINDOWS } from '../rules/reminders';

/**
 * What a reminder schedule hands its target: whom to remind of which game, and the
 * start the game had when it was scheduled. A game moved since then no longer matches, so a stale
 * schedule sends nothing (its replacement was scheduled when the game moved).
 */
export const reminderPayloadSchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The player's user id; null reminds the host. */
  userId: z.nullable(z.string().check(z.minLength(1), z.maxLength(128))),
  window: z.enum(REMINDER_WINDOWS),
  game_datetime: z.iso.datetime(),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;
