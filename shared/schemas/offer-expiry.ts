// zod/mini: the offers' expiry target parses this and nothing else, so it carries the small build.
import * as z from 'zod/mini';

/**
 * What an offer's expiry schedule hands its target: which request's offer, and the hold's end it was
 * scheduled for (for the logs: the target acts only on an offer whose time is up).
 */
export const offerExpiryPayloadSchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  requestId: z.string().check(z.minLength(1), z.maxLength(200)),
  dueAt: z.iso.datetime(),
});
export type OfferExpiryPayload = z.infer<typeof offerExpiryPayloadSchema>;
