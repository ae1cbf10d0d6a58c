import { MIN_SHOW_UP_RATE, NEW_PLAYER_GAMES } from '@shared/rules/show-up';
import { t } from '../../game-form-texts';
import type { GameFormParts } from './form-parts';

/**
 * The host's minimum show-up rate (off by default): a player whose record is below it can't ask to
 * join. New players always can, which the hint says so a host doesn't fear locking out newcomers.
 */
export function MinimumShowUpField({ bind, field }: Pick<GameFormParts, 'bind' | 'field'>) {
  return field(
    'min_show_up_rate',
    t('gameform.showUp.label'),
    <input
      {...bind('min_show_up_rate')}
      type="number"
      inputMode="numeric"
      min={MIN_SHOW_UP_RATE.min}
      max={MIN_SHOW_UP_RATE.max}
      step={1}
      placeholder={t('gameform.showUp.off')}
    />,
    t('gameform.showUp.hint', { min: MIN_SHOW_UP_RATE.min, max: MIN_SHOW_UP_RATE.max, newGames: NEW_PLAYER_GAMES }),
  );
}
