import type { JoinAction, JoinRequestStatus, PaymentStatus } from './join-rules';

// The host's side of a request (the badges the host sees, the toasts after a decision), on join-rules' states.

/** The badge the host sees on a request, with its explanatory lines. */
export function hostBadge(request: { status: JoinRequestStatus; payment_status: PaymentStatus }): {
  label: string;
  lines: string[];
} {
  switch (request.status) {
    case 'pending':
      return { label: 'Pending', lines: [] };
    case 'accepted':
      return request.payment_status === 'pending'
        ? {
            label: 'Payment Pending',
            lines: ['Waiting for payment completion', 'The player has been sent a payment link'],
          }
        : { label: 'Accepted', lines: [] };
    case 'confirmed':
      return {
        label: 'Confirmed',
        lines: [request.payment_status === 'paid' ? 'Player confirmed! Payment completed.' : 'Player confirmed!'],
      };
    case 'waitlist':
      return { label: 'Waitlisted', lines: [] };
    case 'rejected':
      return { label: 'Rejected', lines: [] };
    case 'withdrawn':
      return { label: 'Withdrawn', lines: ['The player withdrew this request'] };
  }
}

/** Toasts after a decision: 'Request {action}ed' and its description. */
export function decisionToast(action: JoinAction, paymentRequired: boolean): { title: string; description: string } {
  const done = `${action}ed`;
  return {
    title: `Request ${done}`,
    description: paymentRequired
      ? 'Payment link has been sent to the player'
      : `The join request has been ${done} successfully`,
  };
}
export const PAYMENT_LINK_TOAST = {
  title: 'Payment Link Ready',
  description: 'The player will receive an email with the payment link',
} as const;
