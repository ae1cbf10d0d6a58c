import type { Sport } from '@shared/constants';
import { formatRupees } from '@shared/rules/game-rules';
import type { Game } from '@shared/schemas/game';
// The price reads the game texts' 'Free'.
import '@web/components/games/texts';
import { t } from './texts';

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

/** The pin's text: 'Free' (in the language spoken) or '₹N' beside the sport's picture. */
export const pinLabel = (game: Pick<Game, 'sport' | 'price'>) => ({
  emoji: sportEmoji(game.sport),
  price: game.price > 0 ? formatRupees(game.price) : t('game.join.free'),
});

/** A group's name for a screen reader: how many games stand there, and that a tap shows them. */
export const groupLabel = (count: number) => t('discover.map.group', { count });
