import type { JoinRequestStatus } from '@shared/rules/join-rules';

/**
 * A game's requests in one status, oldest first, a page at a time: who they are (player ids) and
 * where the next page starts (null: no more). Read from an index, so a request that moved a moment
 * ago may still be listed under its old status: act on it only after reading it again.
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
