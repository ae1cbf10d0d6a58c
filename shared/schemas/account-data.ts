import * as z from 'zod';
import { ACCOUNT_DATA_MESSAGES, DELETE_CONFIRMATION_WORD } from '../texts/account-data';

// Downloading one's data (GET /api/me/data) and deleting one's account (DELETE /api/me).
export { ACCOUNT_DATA_MESSAGES, DELETE_CONFIRMATION_WORD } from '../texts/account-data';

/**
 * DELETE /api/me: the body repeats the typed confirmation, so a stray request (a script, a wrong
 * button) can't delete an account; only the exact word counts.
 */
export const deleteAccountInputSchema = z
  .object({
    confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: ACCOUNT_DATA_MESSAGES.confirmMismatch }),
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** The export's sections; each domain fills its own. */
export const ACCOUNT_EXPORT_SECTIONS = [
  'profile',
  'join_requests',
  'payments',
  'refunds',
  'communities_owned',
  'community_memberships',
  'community_reviews',
  'notifications',
  'host_applications',
  'game_reports',
  'games_hosted',
] as const;
