import { monthIn } from '@shared/i18n/format';
import type { JoinRequestStatus } from '@shared/rules/join-rules';
import { indiaDateAndTime } from '@shared/rules/game-time';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { t } from './texts';

// How a request's state reads on My Game Requests and the profile.

/** The status badge text: 'Pending', 'Waitlist' ('इंतज़ार में', 'वेटलिस्ट'). */
export const statusLabel = (status: JoinRequestStatus) => t(`passes.status.${status}`);

/** '5 Dec 2026' ('5 दिस॰ 2026') in India time, for 'Submitted' dates. */
export function shortDate(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  const { date } = indiaDateAndTime(iso);
  return `${Number(date.slice(8, 10))} ${monthIn(spokenLanguage(), date)} ${date.slice(0, 4)}`;
}

/** A paid request the host accepted waits for the player's payment (decision 013). */
export const awaitsPayment = (request: { status: JoinRequestStatus; payment_status: string }) =>
  request.status === 'accepted' && request.payment_status === 'pending';

export const payPath = (requestId: string) => `/pay/${encodeURIComponent(requestId)}`;
