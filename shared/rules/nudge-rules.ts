import { LIMITS } from '../constants';
import type { JoinRequestStatus } from './join-rules';

// Nudges: texts and the rule (pending, under 3, 24 h apart), on join-rules' states.

export const NUDGE_MESSAGES = {
  success: 'Host Notified',
  refusedTitle: 'Cannot Nudge',
  notPending: 'You can only nudge while your request is pending',
  limitReached: `You have already nudged ${LIMITS.nudgesPerRequest} times`,
  button: 'Nudge Host',
  busy: 'Nudging...',
  none: 'No nudges sent',
} as const;

export const nudgeCountLabel = (count: number) =>
  count > 0 ? `Nudged ${count}/${LIMITS.nudgesPerRequest} times` : NUDGE_MESSAGES.none;
export const nudgeWaitMessage = (hours: number) => `You can nudge again in ${hours} hour${hours === 1 ? '' : 's'}`;

const GAP_MS = LIMITS.nudgeGapHours * 60 * 60 * 1000;

/** The earliest a previous nudge may have been for a new one to be allowed at `now`. */
export const nudgeCutoff = (now: Date) => new Date(now.getTime() - GAP_MS).toISOString();

/** Why a nudge is off, for a screen that says it in its own language (the hours to wait when 'wait'). */
export type NudgeBlock = { why: 'not-pending' } | { why: 'limit' } | { why: 'wait'; hours: number };

/**
 * Only while pending, under 3 nudges, and no earlier nudge or the last one at least 24 h
 * ago. The server enforces the same in one conditional write; this names the reason.
 */
export function nudgeEligibility(
  request: { status: JoinRequestStatus; nudge_count: number; last_nudge_at: string | null },
  now: Date,
): { allowed: true } | ({ allowed: false; reason: string } & NudgeBlock) {
  if (request.status !== 'pending') return { allowed: false, reason: NUDGE_MESSAGES.notPending, why: 'not-pending' };
  if (request.nudge_count >= LIMITS.nudgesPerRequest)
    return { allowed: false, reason: NUDGE_MESSAGES.limitReached, why: 'limit' };
  if (request.last_nudge_at) {
    const waitMs = new Date(request.last_nudge_at).getTime() + GAP_MS - now.getTime();
    const hours = Math.ceil(waitMs / 3_600_000);
    if (waitMs > 0) return { allowed: false, reason: nudgeWaitMessage(hours), why: 'wait', hours };
  }
  return { allowed: true };
}
