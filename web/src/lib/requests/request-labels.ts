import type { JoinRequestStatus } from '@shared/rules/join-rules';
import { indiaDateAndTime } from '@shared/rules/game-time';

// How a request's state reads on My Game Requests and the profile.

/** The status badge text, capitalised: 'pending' → 'Pending', 'waitlist' → 'Waitlist'. */
export const statusLabel = (status: JoinRequestStatus) => status[0]!.toUpperCase() + status.slice(1);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '5 Dec 2026' in India time, for 'Submitted' dates. */
export function shortDate(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  const { date } = indiaDateAndTime(iso);
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** A paid request the host accepted waits for the player's payment (decision 013). */
export const awaitsPayment = (request: { status: JoinRequestStatus; payment_status: string }) =>
  request.status === 'accepted' && request.payment_status === 'pending';

export const payPath = (requestId: string) => `/pay/${encodeURIComponent(requestId)}`;
