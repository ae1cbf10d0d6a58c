// What a player pays for a game: the price plus its platform fee (the join dialog's Total Amount).
export type PlatformFeeType = 'none' | 'fixed' | 'percentage';

/** What a player pays: the price plus the platform fee of the game's type, rounded to paise. */
export function totalAmount(game: { price: number; platform_fee_type: PlatformFeeType; platform_fee_amount: number }): {
  price: number;
  fee: number;
  total: number;
} {
  const fee =
    game.price <= 0
      ? 0
      : game.platform_fee_type === 'fixed'
        ? game.platform_fee_amount
        : game.platform_fee_type === 'percentage'
          ? (game.price * game.platform_fee_amount) / 100
          : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { price: round(game.price), fee: round(fee), total: round(game.price + fee) };
}
