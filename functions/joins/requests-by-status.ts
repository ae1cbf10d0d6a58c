import type { JoinRequestStatus } from '@shared/rules/join-rules';

/**
 * A game's requests in one status, a page at a time: who they are (player ids) and where the next
 * page starts (null: no more). Going, waiting and withdrawn requests come oldest first, from an
 * index; the others (pending, accepted, rejected) in the game's key order, and a page of them may be
 * short or empty before the end. Either way a request that moved a moment ago may still be listed
 * under its old status: act on it only after reading it again.
 */
export interface GameRequestsByStatus {
  requestsInStatus(
    gameId: string,
    status: JoinRequestStatus,
    after: string | null,
    limit: number,
  ): Promise<{ userIds: string[]; after: string | null }>;
}

/** The statuses of a request that is still in the game (asked, accepted, going or waiting): who a cancellation concerns. */
export const LIVE_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'confirmed',
  'waitlist',
] as const satisfies JoinRequestStatus[];
