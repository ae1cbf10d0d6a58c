import { GAME_DURATION, todayInIndia } from '@shared/rules/game-time';
import { withMapsLink } from '../../game-form';
import type { GameFormParts } from './form-parts';
import { GamePosition } from './GamePosition';

/** 'Where and when': the place and its map link or position, the date and time in India, and how long it lasts. */
export function WhereWhenSection(parts: GameFormParts) {
  const { bind, update, field } = parts;
  return (
    <fieldset className="form-section">
      <legend>Where and when</legend>
      {field(
        'location',
        'Location',
        <input {...bind('location')} maxLength={200} placeholder="e.g. Koramangala Indoor Stadium, Bengaluru" />,
      )}
      {field(
        'maps_link',
        'Google Maps link',
        <input
          {...bind('maps_link')}
          onChange={(event) => update((current) => withMapsLink(current, event.target.value), ['maps_link'])}
          inputMode="url"
          autoComplete="off"
          maxLength={2000}
        />,
        'Paste a Google Maps link, or type coordinates like 12.9716,77.5946',
      )}
      <GamePosition values={parts.values} change={parts.change} update={update} />
      <div className="grid-2 form-pair">
        {field('game_date', 'Date', <input {...bind('game_date')} type="date" min={todayInIndia()} />)}
        {field('game_time', 'Time (IST)', <input {...bind('game_time')} type="time" />)}
      </div>
      {field(
        'duration_minutes',
        'Duration (minutes)',
        <input
          {...bind('duration_minutes')}
          type="number"
          inputMode="numeric"
          min={GAME_DURATION.min}
          max={GAME_DURATION.max}
          step={1}
        />,
        'How long the game lasts: it shows as ongoing from the start and as over after this.',
      )}
    </fieldset>
  );
}
