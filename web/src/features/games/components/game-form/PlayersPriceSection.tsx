import { CANCELLATION_POLICIES } from '@shared/rules/game-rules';
import { t } from '../../game-form-texts';
import type { GameFormParts } from './form-parts';
import { MinimumShowUpField } from './MinimumShowUpField';

/** 'Players and price': how many may play, what it costs, the refund policy, equipment, and who may ask to join. */
export function PlayersPriceSection({ values, bind, change, field }: GameFormParts) {
  return (
    <fieldset className="form-section">
      <legend>{t('gameform.players.legend')}</legend>
      <div className="grid-2 form-pair">
        {field(
          'max_players',
          t('gameform.players.max'),
          <input {...bind('max_players')} type="number" inputMode="numeric" min={2} step={1} />,
        )}
        {field(
          'price',
          t('gameform.players.price'),
          <input {...bind('price')} type="number" inputMode="decimal" min={0} step={0.01} />,
        )}
      </div>
      {field(
        'cancellation_policy',
        t('gameform.players.policy'),
        <select {...bind('cancellation_policy')}>
          {Object.keys(CANCELLATION_POLICIES).map((policy) => (
            <option key={policy} value={policy}>
              {t(`gameform.players.policy.${policy}`)}
            </option>
          ))}
        </select>,
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={values.equipment_provided}
          onChange={(event) => change({ equipment_provided: event.target.checked })}
        />
        {t('gameform.players.equipment')}
      </label>
      <MinimumShowUpField bind={bind} field={field} />
    </fieldset>
  );
}
