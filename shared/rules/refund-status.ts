import { indiaDateAndTime } from './game-time';
import { formatPaise } from './payment-rules';

// What a paid player's card says about their money after a withdrawal, a host's cancellation or a
// payment that came too late (docs/decisions/041): the refund until it settles, or why there is none.
// A green 'Paid' beside 'Withdrawn' read as if the money were kept; these say where it is.

/** on-its-way: owed or accepted by Razorpay; refunded: Razorpay processed it; none: the policy gave nothing back. */
export const REFUND_STATES = ['on-its-way', 'refunded', 'failed', 'none'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export interface RefundView {
  state: RefundState;
  /** What comes (or came) back, in paise; 0 when none. */
  amount_paise: number;
  /** What was paid, in paise. */
  paid_paise: number;
  /** When Razorpay processed it (refunded only). */
  settled_at: string | null;
  /** Why nothing comes back (none only), e.g. 'no refund within 24 hours of the game'. */
  rule: string | null;
}

/** Banks show a Razorpay refund in this many working days (Razorpay's normal speed). */
export const REFUND_DAYS = '5–7 working days';

/** Razorpay's refund statuses (and 'requested', owed but not yet sent) as the player's state. */
export function refundStateOf(status: string): Exclude<RefundState, 'none'> {
  if (status === 'processed') return 'refunded';
  if (status === 'failed') return 'failed';
  return 'on-its-way';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '28 Nov' in India time. */
const dayAndMonth = (iso: string) => {
  const { date } = indiaDateAndTime(iso);
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
};

/** The card's one line: 'Refund of ₹150 on its way · usually 5–7 working days', 'Refunded ₹150 on 28 Nov', … */
export function refundLine(view: RefundView): string {
  const amount = formatPaise(view.amount_paise);
  switch (view.state) {
    case 'on-its-way':
      return `Refund of ${amount} on its way · usually ${REFUND_DAYS}`;
    case 'refunded':
      return view.settled_at ? `Refunded ${amount} on ${dayAndMonth(view.settled_at)}` : `Refunded ${amount}`;
    case 'failed':
      return 'Refund failed — contact support';
    case 'none':
      return `No refund of ${formatPaise(view.paid_paise)}: ${view.rule ?? 'this game has a no-refund policy'}`;
  }
}
