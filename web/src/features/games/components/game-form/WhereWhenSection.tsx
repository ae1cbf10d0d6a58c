import { GAME_DURATION, todayInIndia } from '@shared/rules/game-time';
import { withMapsLink } from '../../game-form';
import { t } from '../../game-form-texts';
import type { GameFormParts } from './form-parts';
import { GamePosition } from './GamePosition';

/** 'Where and when': the place and its map link or position, the date and time in India, and how long it lasts. */
export function WhereWhenSection(parts: GameFormParts) {
  const { bind, update, field } = parts;
  return (
    <fieldset className="form-section">
      <legend>{t('gameform.where.legend')}</legend>
      {field(
        'location',
        t('gameform.where.location'),
        <input {...bind('location')} maxLength={200} placeholder={t('gameform.where.locationPlaceholder')} />,
      )}
      {field(
        'maps_link',
        t('gameform.where.mapsLink'),
        <input
          {...bind('maps_link')}
          onChange={(event) => update((current) => withMapsLink(current, event.target.value), ['maps_link'])}
          inputMode="url"
          autoComplete="off"
          maxLength={2000}
        />,
        t('gameform.where.mapsLinkHint'),
      )}
      <GamePosition values={parts.values} change={parts.change} update={update} />
      <div className="grid-2 form-pair">
        {field(
          'game_date',
          t('gameform.where.date'),
          <input {...bind('game_date')} type="date" min={todayInIndia()} />,
        )}
        {field('game_time', t('gameform.where.time'), <input {...bind('game_time')} type="time" />)}
      </div>
      {field(
        'duration_minutes',
        t('gameform.where.duration'),
        <input
          {...bind('duration_minutes')}
          type="number"
          inputMode="numeric"
          min={GAME_DURATION.min}
          max={GAME_DURATION.max}
          step={1}
        />,
        t('gameform.where.durationHint'),
      )}
    </fieldset>
  );
}
