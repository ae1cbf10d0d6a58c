// zod/mini: the open-spot check's target parses this and nothing else, so it carries the small build.
import * as z from 'zod/mini';

/** What a game's open-spot check hands its target: the game, and the start the check was made for. */
export const openSpotCheckPayloadSchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  startsAt: z.iso.datetime(),
});
export type OpenSpotCheckPayload = z.infer<typeof openSpotCheckPayloadSchema>;
