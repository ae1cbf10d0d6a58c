import { CANCELLATION_POLICIES } from '@shared/rules/game-rules';
import type { GameFormParts } from './form-parts';
import { MinimumShowUpField } from './MinimumShowUpField';

/** 'Players and price': how many may play, what it costs, the refund policy, equipment, and who may ask to join. */
export function PlayersPriceSection({ values, bind, change, field }: GameFormParts) {
  return (
    <fieldset className="form-section">
      <legend>Players and price</legend>
      <div className="grid-2 form-pair">
        {field(
          'max_players',
          'Maximum players',
          <input {...bind('max_players')} type="number" inputMode="numeric" min={2} step={1} />,
        )}
        {field(
          'price',
          'Entry fee per player (₹, 0 = free)',
          <input {...bind('price')} type="number" inputMode="decimal" min={0} step={0.01} />,
        )}
      </div>
      {field(
        'cancellation_policy',
        'Cancellation policy',
        <select {...bind('cancellation_policy')}>
          {Object.entries(CANCELLATION_POLICIES).map(([policy, rule]) => (
            <option key={policy} value={policy}>
              {`${policy[0]!.toUpperCase()}${policy.slice(1)}: ${rule}`}
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
        Equipment provided by the host
      </label>
      <MinimumShowUpField bind={bind} field={field} />
    </fieldset>
  );
}
