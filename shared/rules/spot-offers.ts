// Offers of a freed spot to the waitlist (decision 060): what the player sees and when nearby players
// hear of a spot nobody on the waitlist took. Shared by the services and the web.

/** A spot left open this close to the start (or closer) is announced to nearby players. */
export const SPOT_OPENED_WITHIN_MS = 6 * 60 * 60 * 1000;

export const OFFER_MESSAGES = {
  notOffered: 'There is no spot offered to you on this request',
  payToTake: 'Pay to take this spot',
  gone: 'This offer has ended: the spot went to the next player',
  full: 'The game filled up before you took the spot. You are still on the waitlist.',
  started: 'This game has already started',
  taken: "You're in! Your game pass is ready.",
  declined: 'Spot declined. You stay on the waitlist.',
} as const;

/**
 * Whether a request holds a spot for the player until a time: an offer from the waitlist (free or
 * paid) or a paid accept awaiting payment. Either may be taken (a tap, or paying) or declined.
 */
export const holdsSpotUntil = (request: { status: string; payment_due_at?: string | null }) =>
  request.status === 'accepted' && Boolean(request.payment_due_at);

/** Whether a spot left open at `now` is announced: the game starts within six hours and has not started. */
export const announcesOpenSpot = (startsAt: string, now: Date) => {
  const left = new Date(startsAt).getTime() - now.getTime();
  return left > 0 && left <= SPOT_OPENED_WITHIN_MS;
};
