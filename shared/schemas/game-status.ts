// zod/mini: the schedules' target parses this and nothing else, so it carries the small build.
import * as z from 'zod/mini';

/**
 * What a status schedule hands its target: the move, and the start and duration the
 * game had when it was scheduled. A game moved since then no longer matches, so a stale schedule
 * does nothing.
 */
export const gameStatusMoveSchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  status: z.enum(['ongoing', 'completed']),
  game_datetime: z.iso.datetime(),
  duration_minutes: z.number().check(z.int(), z.positive()),
});
export type GameStatusMovePayload = z.infer<typeof gameStatusMoveSchema>;
