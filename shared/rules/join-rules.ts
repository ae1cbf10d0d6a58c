import { LIMITS } from '../constants';

// Join requests (spec §3, §4): states, who holds a spot, passes, nudges, badges and colours.
// Pure rules, shared by the screens and the services; the server's conditions enforce the same.

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'confirmed', 'waitlist', 'rejected', 'withdrawn'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];
export const PAYMENT_STATUSES = ['not_required', 'pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const JOIN_ACTIONS = ['accept', 'waitlist', 'reject'] as const;
export type JoinAction = (typeof JOIN_ACTIONS)[number];

/** Only a confirmed player holds a spot: `current_players` counts exactly these. */
export const holdsSpot = (status: JoinRequestStatus) => status === 'confirmed';
/** Spec §2/§6: confirmed or waitlisted requests carry a game pass. */
export const carriesPass = (status: JoinRequestStatus) => status === 'confirmed' || status === 'waitlist';
/** What a player may still take back (users expect it; the spec is silent: decision 013). */
export const canWithdraw = (status: JoinRequestStatus) => status === 'pending' || status === 'accepted' || status === 'confirmed' || status === 'waitlist';

/** Player view colours (spec §4): confirmed green, rejected red, waitlist yellow, others blue. */
export function requestStatusColour(status: JoinRequestStatus): 'green' | 'red' | 'yellow' | 'blue' {
  if (status === 'confirmed') return 'green';
  if (status === 'rejected') return 'red';
  if (status === 'waitlist') return 'yellow';
  return 'blue';
}

/** Spec §4 host badges, with their explanatory lines. */
export function hostBadge(request: { status: JoinRequestStatus; payment_status: PaymentStatus }): { label: string; lines: string[] } {
  switch (request.status) {
    case 'pending':
      return { label: 'Pending', lines: [] };
    case 'accepted':
      return request.payment_status === 'pending'
        ? { label: 'Payment Pending', lines: ['Waiting for payment completion', 'The player has been sent a payment link'] }
        : { label: 'Accepted', lines: [] };
    case 'confirmed':
      return { label: 'Confirmed', lines: [request.payment_status === 'paid' ? 'Player confirmed! Payment completed.' : 'Player confirmed!'] };
    case 'waitlist':
      return { label: 'Waitlisted', lines: [] };
    case 'rejected':
      return { label: 'Rejected', lines: [] };
    case 'withdrawn':
      return { label: 'Withdrawn', lines: ['The player withdrew this request'] };
  }
}

/** 'Your Game Pass' is labelled PAID when the payment went through, otherwise FREE (spec §4). */
export const passLabel = (paymentStatus: PaymentStatus) => (paymentStatus === 'paid' ? 'PAID' : 'FREE');

export const NUDGE_MESSAGES = {
  success: 'Host Notified',
  refusedTitle: 'Cannot Nudge',
  notPending: 'You can only nudge while your request is pending',
  limitReached: `You have already nudged ${LIMITS.nudgesPerRequest} times`,
  button: 'Nudge Host',
  busy: 'Nudging...',
  none: 'No nudges sent',
} as const;

export const nudgeCountLabel = (count: number) => (count > 0 ? `Nudged ${count}/${LIMITS.nudgesPerRequest} times` : NUDGE_MESSAGES.none);
export const nudgeWaitMessage = (hours: number) => `You can nudge again in ${hours} hour${hours === 1 ? '' : 's'}`;

const GAP_MS = LIMITS.nudgeGapHours * 60 * 60 * 1000;

/** The earliest a previous nudge may have been for a new one to be allowed at `now`. */
export const nudgeCutoff = (now: Date) => new Date(now.getTime() - GAP_MS).toISOString();

/**
 * Spec §4: only while pending, under 3 nudges, and no earlier nudge or the last one at least 24 h
 * ago. The server enforces the same in one conditional write; this names the reason.
 */
export function nudgeEligibility(
  request: { status: JoinRequestStatus; nudge_count: number; last_nudge_at: string | null },
  now: Date,
): { allowed: true } | { allowed: false; reason: string } {
  if (request.status !== 'pending') return { allowed: false, reason: NUDGE_MESSAGES.notPending };
  if (request.nudge_count >= LIMITS.nudgesPerRequest) return { allowed: false, reason: NUDGE_MESSAGES.limitReached };
  if (request.last_nudge_at) {
    const waitMs = new Date(request.last_nudge_at).getTime() + GAP_MS - now.getTime();
    if (waitMs > 0) return { allowed: false, reason: nudgeWaitMessage(Math.ceil(waitMs / 3_600_000)) };
  }
  return { allowed: true };
}

/** Spec §7 toasts after a decision: 'Request {action}ed' and its description. */
export function decisionToast(action: JoinAction, paymentRequired: boolean): { title: string; description: string } {
  const done = `${action}ed`;
  return {
    title: `Request ${done}`,
    description: paymentRequired ? 'Payment link has been sent to the player' : `The join request has been ${done} successfully`,
  };
}
export const PAYMENT_LINK_TOAST = { title: 'Payment Link Ready', description: 'The player will receive an email with the payment link' } as const;
