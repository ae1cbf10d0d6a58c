import { REQUEST_MESSAGES, type PlayerJoinRequest } from '@shared/schemas/join';
import type { RefundView } from '@shared/rules/refund-status';
import { NotFoundError, ValidationError } from '../platform/errors';
import type { OwnRequestReads } from './adapters/own-request-reads';
import { playerView } from './join-service';
import type { StoredJoinRequest } from './ports';

// The game page's own-request read, asked with the game's creation time it already holds: the
// request is looked for among the player's own requests made since, so a viral game's crowd of
// viewers reads their own partitions, not the game's. The page has the game, so the answer carries
// none (`game: null`); My Game Requests, which needs it, reads the list.

export const OWN_REQUEST_MESSAGES = {
  badSince: "since must be the game's created_at, an ISO date and time",
} as const;

/**
 * Requests made up to this long before the game's recorded creation are read too: each instant
 * comes from its own function's clock, and a few seconds' skew must not hide a request.
 */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/** The lower bound of the read: the creation time given, less the skew allowed; a 400 if it is no instant. */
export function ownRequestsFrom(since: string): string {
  const at = Date.parse(since);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(since) || Number.isNaN(at))
    throw new ValidationError(OWN_REQUEST_MESSAGES.badSince, 'since');
  return new Date(at - CLOCK_SKEW_MS).toISOString();
}

export function createOwnRequestService(deps: {
  reads: OwnRequestReads;
  refundOf: (request: StoredJoinRequest) => Promise<RefundView | null>;
}) {
  /** The caller's request for the game, looked for among theirs made since `since`; 404 if none. */
  async function since(userId: string, gameId: string, since: string): Promise<PlayerJoinRequest> {
    const from = ownRequestsFrom(since);
    const found = await deps.reads.since(userId, gameId, from);
    const request = found === 'unsure' ? await deps.reads.byKey(userId, gameId) : found;
    if (!request) throw new NotFoundError(REQUEST_MESSAGES.noRequest);
    return playerView(request, null, await deps.refundOf(request));
  }
  return { since };
}
