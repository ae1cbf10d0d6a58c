import type { Sport } from '@shared/constants';
import { priceLabel } from '@shared/rules/game-rules';
import type { Game } from '@shared/schemas/game';

// What a pin says on the map: the sport as a picture and the price, so a player can tell games
// apart without opening them.
const SPORT_EMOJI: Record<Sport, string> = {
  football: '⚽',
  cricket: '🏏',
  basketball: '🏀',
  tennis: '🎾',
  badminton: '🏸',
  pickleball: '🏓',
  swimming: '🏊',
  run: '🏃',
  surfing: '🏄',
  weight_training: '🏋️',
  other: '🏅',
};

export const sportEmoji = (sport: string) => SPORT_EMOJI[sport as Sport] ?? SPORT_EMOJI.other;

/** The pin's text: 'Free' or '₹N' beside the sport's picture. */
export const pinLabel = (game: Pick<Game, 'sport' | 'price'>) => ({
  emoji: sportEmoji(game.sport),
  price: priceLabel(game.price),
});

/** A group's label: how many games stand there. */
export const groupLabel = (count: number) => `${count} games here`;
