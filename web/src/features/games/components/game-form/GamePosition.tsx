import { useState } from 'react';
import { toast } from '@web/components/toast/toast-store';
import { withCurrentLocation } from '../../game-form';
import { t } from '../../game-form-texts';
import type { GameFormParts } from './form-parts';

/** 'Use my current location', and the map position the game has (from the device or the link), which can be removed. */
export function GamePosition({ values, change, update }: Pick<GameFormParts, 'values' | 'change' | 'update'>) {
  const [locating, setLocating] = useState(false);

  // The geolocation helper loads on the tap, not with the form.
  const locate = async () => {
    setLocating(true);
    const [{ currentPosition, locationFailureOf }, { locationToast }] = await Promise.all([
      import('@web/lib/geolocation'),
      import('@web/lib/location-texts'),
    ]);
    try {
      const point = await currentPosition();
      update((current) => withCurrentLocation(current, point), ['maps_link']);
      toast(locationToast(null));
    } catch (error) {
      toast(locationToast(locationFailureOf(error)));
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="location-row">
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void locate()} disabled={locating}>
        {locating ? t('gameform.position.locating') : t('gameform.position.useCurrent')}
      </button>
      {values.latitude !== null && values.longitude !== null ? (
        <p className="field-hint" aria-live="polite">
          {t(values.coordinates_from === 'device' ? 'gameform.position.fromDevice' : 'gameform.position.saved', {
            latitude: values.latitude.toFixed(5),
            longitude: values.longitude.toFixed(5),
          })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => change({ latitude: null, longitude: null, coordinates_from: null })}
          >
            {t('gameform.position.remove')}
          </button>
        </p>
      ) : (
        <p className="field-hint">{t('gameform.position.hint')}</p>
      )}
    </div>
  );
}
