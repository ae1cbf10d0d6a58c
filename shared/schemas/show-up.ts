import * as z from 'zod';

/** A player's show-up counts (decision 056): the profile, the request card and the check-in list read them. */
export const showUpRecordSchema = z.object({
  showed_up: z.number().int(),
  no_shows: z.number().int(),
  late_drops: z.number().int(),
});
