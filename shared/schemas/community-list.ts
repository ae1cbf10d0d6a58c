import * as z from 'zod';
import { communityListQuerySchema, communityListSchema } from './community';

// The communities list a page at a time: the query and answer of GET /api/communities with the
// cursor that continues where the previous page stopped.

export const communityListPageQuerySchema = communityListQuerySchema.extend({
  cursor: z.string().max(400, 'Invalid cursor').optional(),
});
export type CommunityListPageQuery = z.output<typeof communityListPageQuerySchema>;

export const communityListPageSchema = communityListSchema.extend({
  /** Where the next page starts; null when this is the last. */
  cursor: z.string().nullable(),
});
export type CommunityListPage = z.infer<typeof communityListPageSchema>;
