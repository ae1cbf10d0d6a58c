import * as z from 'zod/mini';
import { JOIN_REQUEST_STATUSES, type JoinRequestStatus } from '@shared/rules/join-rules';
import { workEnvelope, type WorkQueue } from '@functions/platform/events/work-queue';
import type { GameRequestsByStatus } from './requests-by-status';

// A game-level event whose effect reaches each of the game's requests (a cancellation's notices
// and refunds, a moved game's reminders) done as many small deliveries instead of one long loop:
// each delivery reads one page of the statuses that matter from the status index and sends one
// message per request, plus one for the next page, to the consumer's own queue. However many
// requests a game has, every delivery does a bounded amount of work within its timeout; a failed
// delivery is retried alone. A page delivered twice sends its messages twice, so the work each
// one does must happen once per request (the consumers' guards and conditions see to that).

/** Requests per page: its messages go out ten to a call, well within a delivery's time. */
export const REQUEST_PAGE = 100;

/** The event that started it, carried along: its id and time key the effects, its detail says what happened. */
const cause = /* @__PURE__ */ z.record(z.string(), z.unknown());

/** One page still to read: the statuses left (the first is being read) and where it goes on from. */
export const requestPageWork = /* @__PURE__ */ z.object({
  gameId: z.string(),
  statuses: z.array(z.enum(JOIN_REQUEST_STATUSES)),
  after: z.nullable(z.string()),
  cause,
});
/** One request's share of the work. */
export const requestWork = /* @__PURE__ */ z.object({ gameId: z.string(), userId: z.string(), cause });

export type RequestPageWork = z.infer<typeof requestPageWork>;
export type RequestWork = z.infer<typeof requestWork>;

/** The detail-types of one fan-out, e.g. 'GameCancelledNotice.page' and 'GameCancelledNotice.request'. */
export const fanOutTypes = (job: string) => ({ page: `${job}.page`, request: `${job}.request` });

export interface FanOutDeps {
  requests: GameRequestsByStatus;
  queue: WorkQueue;
}

/** Where a fan-out starts: the first page of the first status, for the event `eventId` of `time`. */
export const firstPage = (
  gameId: string,
  statuses: readonly JoinRequestStatus[],
  detail: Record<string, unknown>,
): RequestPageWork => ({ gameId, statuses: [...statuses], after: null, cause: detail });

/**
 * Reads one page and sends its requests' messages and the next page's. Returns how many requests
 * the page held.
 */
export async function fanOutPage(
  deps: FanOutDeps,
  job: string,
  page: RequestPageWork,
  delivery: { eventId: string; time: string },
): Promise<number> {
  const [status, ...rest] = page.statuses;
  if (!status) return 0;
  const types = fanOutTypes(job);
  const found = await deps.requests.requestsInStatus(page.gameId, status, page.after, REQUEST_PAGE);
  const base = { eventId: delivery.eventId, gameId: page.gameId, cause: page.cause };
  const messages = found.userIds.map((userId) => workEnvelope(types.request, { ...base, userId }, delivery.time));
  const next = found.after
    ? { statuses: page.statuses, after: found.after }
    : rest.length > 0
      ? { statuses: rest, after: null }
      : null;
  if (next) messages.push(workEnvelope(types.page, { ...base, ...next }, delivery.time));
  await deps.queue.send(messages);
  return found.userIds.length;
}
