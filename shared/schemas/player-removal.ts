import * as z from 'zod';
import { REQUEST_MESSAGES } from '../rules/join-rules';
import { multiLineText } from './text';

// POST /api/requests/{id}/removal: the host removes a player they accepted (decision 066), with an
// optional message the player reads with the news.
export const removalInputSchema = z
  .object({
    hostMessage: multiLineText({ max: 500, tooLong: REQUEST_MESSAGES.hostMessageTooLong }).nullish(),
  })
  .strict();
export type RemovalInput = z.output<typeof removalInputSchema>;

/** The answer: the request now rejected, whether the spot went to the waitlist, and the refund in rupees. */
export interface RemovalResult {
  status: 'rejected';
  offered: boolean;
  refund: { amount: number } | null;
  message: string;
}
