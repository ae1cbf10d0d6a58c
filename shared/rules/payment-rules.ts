import { totalAmount, type PlatformFeeType } from './fees';

// Money rules of paid games (what an accepted request owes, refunds by cancellation policy;
// docs/decisions/015).
// Pure, shared by the pay page, the refund quote and the services; amounts the server charges
// or refunds are integers of paise (Razorpay's unit), never floats of rupees.

export const PAYMENT_CURRENCY = 'INR';
/** Razorpay refuses orders under ₹1.00. */
export const MIN_ORDER_PAISE = 100;
/** The reconciler asks Razorpay about orders left open this long. */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
/** After this long an order with no captured payment is left alone (Razorpay expires it too). */
export const ABANDON_ORDER_AFTER_MS = 24 * 60 * 60 * 1000;

export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;

/** Payment messages, and the words around them. */
export const PAYMENT_MESSAGES = {
  failedTitle: 'Payment Failed',
  notCompleted: 'Payment was not completed',
  verificationFailedTitle: 'Payment Verification Failed',
  contactSupport: 'Please contact support',
  signatureInvalid: 'The payment could not be verified',
  orderMismatch: 'This payment does not belong to this request',
  notPayable: 'This request is not waiting for a payment',
  offerExpired: 'This payment link has expired: the spot was offered to the next player',
  gameClosed: 'This game is no longer open for payment',
  tooSmall: 'Online payment needs a total of at least ₹1',
  unavailable: 'Payments are not available right now. Please try again later.',
  confirmedTitle: 'Payment successful',
  confirmed: "You're confirmed. Your PAID game pass is ready.",
  waitlistedTitle: 'The game filled up',
  waitlisted: 'The last spot went while you were paying: you are on the waitlist and your payment is refunded in full.',
  processingTitle: 'Payment received',
  processing: 'We are confirming your payment with the bank. Your pass appears in My Game Requests in a moment.',
} as const;

export interface AmountBreakdown {
  /** Rupees, as shown (spec: price, platform fee, Total Amount in ₹). */
  price: number;
  fee: number;
  total: number;
  /** What the order charges: total in paise. */
  amountPaise: number;
  currency: typeof PAYMENT_CURRENCY;
  feeType: PlatformFeeType;
}

/** What a player is charged for a game: price plus the platform fee of the game's type, in paise. */
export function orderAmount(game: {
  price: number;
  platform_fee_type: PlatformFeeType;
  platform_fee_amount: number;
}): AmountBreakdown {
  const { price, fee, total } = totalAmount(game);
  return {
    price,
    fee,
    total,
    amountPaise: toPaise(total),
    currency: PAYMENT_CURRENCY,
    feeType: game.platform_fee_type,
  };
}

/**
 * What an accepted paid request owes, fixed when the host accepted it or the freed spot was offered
 * (decision 015): a later price change never reaches it. Stored on the request.
 */
export interface AmountDue {
  price: number;
  fee: number;
  total: number;
  amount_paise: number;
  currency: typeof PAYMENT_CURRENCY;
  fee_type: PlatformFeeType;
}

export function amountDueFor(game: Parameters<typeof orderAmount>[0]): AmountDue {
  const a = orderAmount(game);
  return {
    price: a.price,
    fee: a.fee,
    total: a.total,
    amount_paise: a.amountPaise,
    currency: a.currency,
    fee_type: a.feeType,
  };
}

/**
 * The request's fixed amount; requests accepted before amounts were fixed carry none and owe the
 * game's amount as it is now (what they would have been charged before the fix).
 */
export function amountDueOf(
  request: { amount_due?: AmountDue | null },
  game: Parameters<typeof orderAmount>[0],
): AmountDue {
  return request.amount_due ?? amountDueFor(game);
}

// ---- Refunds by cancellation policy ----

export const REFUND_RULES = {
  /** Full refund until this long before the game. */
  flexibleFullBeforeMs: 24 * 60 * 60 * 1000,
  /** Partial refund until this long before the game… */
  moderatePartialBeforeMs: 12 * 60 * 60 * 1000,
  /** …of this share of what was paid (the spec says "partial"; decision 015 records 50%). */
  moderatePercent: 50,
} as const;

export interface RefundQuote {
  /** 0–100: the share of what was paid that comes back. */
  percent: number;
  amountPaise: number;
  paidPaise: number;
  /** One sentence for the player, shown before they withdraw. */
  message: string;
  /** The policy's rule that decided it, e.g. 'no refund within 24 hours of the game'. */
  rule: string;
}

const money = (paise: number) =>
  `₹${toRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
export const formatPaise = money;

/**
 * What a paid player gets back on withdrawing at `now`: flexible — all until 24 h before;
 * moderate — 50% until 12 h before; anything else (strict) — nothing. Rounded down to the paisa.
 */
export function refundQuote(input: { policy: string; paidPaise: number; gameStart: string; now: Date }): RefundQuote {
  const { policy, paidPaise } = input;
  const before = new Date(input.gameStart).getTime() - input.now.getTime();
  let percent = 0;
  let why: string;
  if (policy === 'flexible') {
    percent = before >= REFUND_RULES.flexibleFullBeforeMs ? 100 : 0;
    why = percent ? 'full refund until 24 hours before the game' : 'no refund within 24 hours of the game';
  } else if (policy === 'moderate') {
    percent = before >= REFUND_RULES.moderatePartialBeforeMs ? REFUND_RULES.moderatePercent : 0;
    why = percent
      ? `${REFUND_RULES.moderatePercent}% refund until 12 hours before the game`
      : 'no refund within 12 hours of the game';
  } else {
    why = 'this game has a no-refund policy';
  }
  const amountPaise = Math.floor((paidPaise * percent) / 100);
  const message =
    amountPaise > 0
      ? `You will get ${money(amountPaise)} of your ${money(paidPaise)} back (${why}).`
      : `You will not get a refund of your ${money(paidPaise)} (${why}).`;
  return { percent, amountPaise, paidPaise, message, rule: why };
}

// ---- Payment deadline (docs/decisions/041) ----

export const PAYMENT_WINDOW = {
  minMs: 15 * 60 * 1000,
  maxMs: 24 * 60 * 60 * 1000,
  /** The window is this share of the time left before kickoff. */
  shareOfTimeLeft: 1 / 4,
} as const;

/**
 * Until when an accepted paid request (a host's accept or a freed spot offered from the waitlist)
 * may pay: a quarter of the time left before the game, at least 15 minutes and at most 24 hours,
 * never past the start. Sooner games get shorter windows, so an unpaid spot still reaches the next
 * player in time; the same rule for every accept keeps the waitlist fair. Null once the game started.
 */
export function paymentDueAt(gameStart: string, now: Date): string | null {
  const start = new Date(gameStart).getTime();
  const left = start - now.getTime();
  if (left <= 0) return null;
  const window = Math.min(PAYMENT_WINDOW.maxMs, Math.max(PAYMENT_WINDOW.minMs, left * PAYMENT_WINDOW.shareOfTimeLeft));
  return new Date(Math.min(start, now.getTime() + window)).toISOString();
}

/** A Razorpay receipt (≤ 40 characters) that names the request and the order's number for it. */
export const orderReceipt = (requestId: string, sequence: number) =>
  `yk_${requestId.replace(/[^A-Za-z0-9]/g, '').slice(0, 32)}_${sequence}`;

/** X-Refund-Idempotency (≥ 10 of letters, digits, '-', '_'): one refund per payment (decision 015). */
export const refundKey = (paymentId: string) => `rf_${paymentId.replace(/[^A-Za-z0-9_-]/g, '')}`;
