// Small pure rules about games that screens and services share.
export const spotsAvailable = (game: { max_players: number; current_players: number }) =>
  Math.max(0, game.max_players - game.current_players);

/** 'N spot(s) available': one word for a place in a game on every screen. */
export const spotsLabel = (count: number) => `${count} spot${count === 1 ? '' : 's'} available`;

/**
 * '₹1,23,456' or '₹1,234.50', as `toLocaleString('en-IN')` writes amounts (whole rupees bare,
 * paise with two digits), without Intl: the first Intl formatter of a page costs a phone tens of
 * milliseconds, on the landing pages' first render (decision 033). Amounts carry at most two
 * decimals (fees are rounded to paise); test/unit/format-rupees.test.ts holds it to Intl's output.
 */
export const formatRupees = (amount: number) => {
  const [whole = '0', paise] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split('.');
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `₹${amount < 0 ? '-' : ''}${grouped}${paise ? `.${paise}` : ''}`;
};

export const priceLabel = (price: number) => (price > 0 ? formatRupees(price) : 'Free');

// In its own module so the screens that only format prices don't bundle the fee rule.
export { totalAmount, type PlatformFeeType } from './fees';

export const GAME_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export const QUESTION_TYPES = ['text', 'number', 'radio', 'checkbox'] as const;

export const GAME_STATUS_COLOURS = { upcoming: 'blue', ongoing: 'green', completed: 'grey', cancelled: 'red' } as const;

export const CANCELLATION_POLICIES = {
  flexible: 'Full refund until 24h before the game',
  moderate: 'Partial refund up to 12h before the game',
  strict: 'No refunds',
} as const;
export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;

/** Lower-case words of 2+ letters, for the search index and its queries. */
export function searchTokens(...texts: (string | null | undefined)[]): string[] {
  const words = texts.flatMap((t) =>
    (t ?? '')
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/),
  );
  return [...new Set(words.filter((w) => w.length >= 2))];
}

// Words people type around what they mean ("cricket near me", "football in bandra"); they
// name no game, so queries drop them.
const FILLER_WORDS = new Set([
  'near',
  'me',
  'in',
  'at',
  'the',
  'a',
  'an',
  'for',
  'games',
  'game',
  'to',
  'of',
  'around',
  'nearby',
  'and',
]);

/** The words of a search query that must each match something. */
export function queryWords(query: string | null | undefined): string[] {
  return searchTokens(query).filter((word) => !FILLER_WORDS.has(word));
}
