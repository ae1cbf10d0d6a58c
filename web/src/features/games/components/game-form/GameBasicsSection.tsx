import { lazy, Suspense } from 'react';
import { SKILL_LEVELS, SPORTS } from '@shared/constants';
import { skillLabel, sportLabel } from '@web/lib/games/labels';
import { t } from '../../game-form-texts';
import type { GameFormParts } from './form-parts';
import { Options } from '@web/components/form';

// The host's communities are read only here, in the field's own chunk, after the first paint.
const CommunityField = lazy(() => import('../CommunityField'));

/** 'The game': title, sport, description, community and skill level. */
export function GameBasicsSection({ values, errors, bind, change, field }: GameFormParts) {
  return (
    <fieldset className="form-section">
      <legend>{t('gameform.basics.legend')}</legend>
      {field('title', t('gameform.basics.title'), <input {...bind('title')} maxLength={120} autoComplete="off" />)}
      {field(
        'sport',
        t('gameform.basics.sport'),
        <select {...bind('sport')}>
          <option value="">{t('gameform.basics.chooseSport')}</option>
          <Options items={SPORTS} labelOf={(sport) => sportLabel(sport)} />
        </select>,
      )}
      {values.sport === 'other'
        ? field('custom_sport', t('gameform.basics.customSport'), <input {...bind('custom_sport')} maxLength={60} />)
        : null}
      {field(
        'description',
        t('gameform.basics.description'),
        <textarea {...bind('description')} rows={4} maxLength={2000} />,
      )}
      <Suspense fallback={null}>
        <CommunityField
          value={values.community_id}
          error={errors.community_id}
          onChange={(community_id) => change({ community_id })}
        />
      </Suspense>
      {field(
        'skill_level',
        t('gameform.basics.skill'),
        <select {...bind('skill_level')}>
          <Options items={SKILL_LEVELS} labelOf={(level) => skillLabel(level)} />
        </select>,
      )}
    </fieldset>
  );
}
