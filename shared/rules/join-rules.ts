// Join requests: states, who holds a spot, passes and colours.
// Pure rules, shared by the screens and the services; the server's conditions enforce the same.

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'confirmed', 'waitlist', 'rejected', 'withdrawn'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];
export const PAYMENT_STATUSES = ['not_required', 'pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const JOIN_ACTIONS = ['accept', 'waitlist', 'reject'] as const;
export type JoinAction = (typeof JOIN_ACTIONS)[number];

/** Answers about one request (in a zod-free module so the payment Lambdas can share them). */
export const REQUEST_MESSAGES = {
  notFound: 'Join request not found',
  noRequest: "You haven't asked to join this game",
  notPending: 'This request has already been decided',
  gameFull: 'Game is full',
  gameCancelled: 'This game has been cancelled',
  notYourGame: 'Event not found',
  hostMessageTooLong: 'Please keep the message under 500 characters',
  actionInvalid: 'Action must be accept, waitlist or reject',
  notWithdrawable: 'This request can no longer be withdrawn',
  gameStarted: 'This game has already started, so you can no longer withdraw. Please let the host know instead.',
} as const;

/** Only a confirmed player holds a spot: `current_players` counts exactly these. */
export const holdsSpot = (status: JoinRequestStatus) => status === 'confirmed';
/**
 * Accepted and yet to pay: the host's 'Not paid yet', the player's reminders with the pay link. A free
 * spot offer is accepted too, with nothing to pay.
 */
export const owesPayment = (r: { status: JoinRequestStatus; payment_status: PaymentStatus }) =>
  r.status === 'accepted' && r.payment_status === 'pending';
/** Confirmed or waitlisted requests carry a game pass. */
export const carriesPass = (status: JoinRequestStatus) => status === 'confirmed' || status === 'waitlist';
/** Besides the host, only players the host accepted (paying or confirmed) see the host's UPI ID: they need it to pay, nobody else does. */
export const seesHostUpi = (status: JoinRequestStatus) => status === 'accepted' || status === 'confirmed';
export const UPI_MESSAGES = { notYet: "The host's UPI ID is shown once the host accepts your request" } as const;
/** What a player may still take back (users expect it; the spec is silent: decision 013). */
export const canWithdraw = (status: JoinRequestStatus) =>
  status === 'pending' || status === 'accepted' || status === 'confirmed' || status === 'waitlist';
/**
 * Nobody withdraws once the game started: the players and arrivals counted then are the game's
 * record (the host's attendance, the played marks). `gameDatetime`: the game's start (ISO).
 */
export const gameHasStarted = (gameDatetime: string, now: Date) => Date.parse(gameDatetime) <= now.getTime();
/** Whether My Game Requests offers Withdraw: a state that may be taken back, and a game still to start. */
export const mayWithdraw = (status: JoinRequestStatus, gameDatetime: string | null | undefined, now: Date) =>
  canWithdraw(status) && !(gameDatetime && gameHasStarted(gameDatetime, now));

/** Player view colours: confirmed green, rejected red, waitlist yellow, others blue. */
export function requestStatusColour(status: JoinRequestStatus): 'green' | 'red' | 'yellow' | 'blue' {
  if (status === 'confirmed') return 'green';
  if (status === 'rejected') return 'red';
  if (status === 'waitlist') return 'yellow';
  return 'blue';
}

/** 'Your Game Pass' is labelled PAID when the payment went through, otherwise FREE. */
export const passLabel = (paymentStatus: PaymentStatus) => (paymentStatus === 'paid' ? 'PAID' : 'FREE');

// Nudges (nudge-rules.ts) and the host's side (decision-rules.ts) build on these states in their
// own modules, so a screen bundles only the rules it shows.
