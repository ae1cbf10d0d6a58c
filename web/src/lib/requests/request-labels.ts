import type { JoinRequestStatus } from '@shared/rules/join-rules';

// Where a request leads, without words: the join button on a game page reads these, so they carry
// no texts (the words are in request-texts.ts).

/** A paid request the host accepted waits for the player's payment (decision 013). */
export const awaitsPayment = (request: { status: JoinRequestStatus; payment_status: string }) =>
  request.status === 'accepted' && request.payment_status === 'pending';

export const payPath = (requestId: string) => `/pay/${encodeURIComponent(requestId)}`;
