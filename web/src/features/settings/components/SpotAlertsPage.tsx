import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@shared/schemas/profile';
import { cityById } from '@shared/cities';
import { cityName } from '@web/lib/city-name';
import { geohash } from '@shared/rules/geo';
import {
  SPOT_ALERT_POINT_PRECISION,
  SPOT_ALERT_RADII_KM,
  SPOT_ALERT_WINDOW_HOURS,
  SPOT_ALERTS_PER_DAY,
  spotAlertsBlocker,
} from '@shared/rules/spot-alerts';
import { toast } from '@web/components/toast/toast-store';
import { currentPosition } from '@web/lib/geolocation';
import { localMessage } from '@web/lib/i18n/local-message';
import { useSaveSetting } from '../hooks/use-save-settings';
import { richText, t } from '../texts';
import { ChoiceList } from './ChoiceList';
import { SettingsPage } from './SettingsPage';
import { SwitchRow } from './SwitchRow';

type Origin = 'city' | 'here';

/** Settings → Spot alerts: ask to hear when a spot opens in a game about to start nearby. */
export function SpotAlertsPage() {
  return (
    <SettingsPage title={t('settings.spotAlerts.title')}>
      {({ profile }) => <SpotAlertChoices profile={profile} />}
    </SettingsPage>
  );
}

function SpotAlertChoices({ profile }: { profile: Profile }) {
  const save = useSaveSetting();
  const on = save.shown('spot_alerts', profile.spot_alerts);
  const near = save.shown('spot_alerts_near', profile.spot_alerts_near);
  const km = save.shown('spot_alerts_km', profile.spot_alerts_km);
  const city = cityById(profile.city);
  const blocker = spotAlertsBlocker({ ...profile, spot_alerts_near: near ?? null });

  // The choice shows at once while the phone finds its position (it may ask for permission first).
  const [locating, setLocating] = useState(false);
  // Only a ~5 km area leaves the device: the exact position is turned into its cell here.
  const measureFromHere = async (fresh: boolean) => {
    setLocating(true);
    try {
      const cell = geohash(await currentPosition({ fresh }), SPOT_ALERT_POINT_PRECISION);
      save.save({ spot_alerts_near: cell }, t('settings.spotAlerts.fromHere'));
    } catch {
      toast({
        title: t('settings.spotAlerts.notFound'),
        description: t('settings.spotAlerts.notFoundHint'),
        variant: 'destructive',
      });
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <p className="settings-note">
        {t('settings.spotAlerts.note', { hours: SPOT_ALERT_WINDOW_HOURS, perDay: SPOT_ALERTS_PER_DAY })}
      </p>
      <ul className="settings-list">
        <SwitchRow
          label={t('settings.spotAlerts.switch')}
          hint={on ? t('settings.spotAlerts.onHint') : t('settings.spotAlerts.offHint')}
          checked={on}
          disabled={save.busy}
          onChange={(next) =>
            save.save({ spot_alerts: next }, t('settings.spotAlerts.saved', { state: next ? 'on' : 'off' }))
          }
        />
      </ul>
      {blocker ? (
        <p className="settings-note" role="status">
          {localMessage(blocker)}.{' '}
          {profile.sports.length === 0
            ? richText('settings.spotAlerts.setSports', {
                link: <Link to="/settings/personal">{t('settings.spotAlerts.personalLink')}</Link>,
              })
            : richText('settings.spotAlerts.pickCity', {
                link: <Link to="/settings/location">{t('settings.spotAlerts.locationLink')}</Link>,
              })}
        </p>
      ) : null}
      <ChoiceList<Origin>
        legend={t('settings.spotAlerts.originLegend')}
        name="spot-alerts-origin"
        options={[
          {
            value: 'city',
            label: city
              ? t('settings.spotAlerts.myCityNamed', { city: cityName(city) })
              : t('settings.spotAlerts.myCity'),
            hint: city ? t('settings.spotAlerts.myCityHint') : t('settings.spotAlerts.noCityHint'),
          },
          {
            value: 'here',
            label: t('settings.spotAlerts.here'),
            hint: locating
              ? t('settings.spotAlerts.locating')
              : near
                ? t('settings.spotAlerts.hereSet')
                : t('settings.spotAlerts.hereHint'),
          },
        ]}
        value={locating || near ? 'here' : 'city'}
        disabled={save.busy}
        onChange={(origin) =>
          origin === 'city'
            ? save.save({ spot_alerts_near: null }, t('settings.spotAlerts.fromCity'))
            : void measureFromHere(false)
        }
      />
      {near ? (
        <button
          type="button"
          className="btn btn-secondary btn-block"
          disabled={save.busy || locating}
          onClick={() => void measureFromHere(true)}
        >
          {t('settings.spotAlerts.updateHere')}
        </button>
      ) : null}
      <ChoiceList
        legend={t('settings.spotAlerts.radiusLegend')}
        name="spot-alerts-km"
        options={SPOT_ALERT_RADII_KM.map((radius) => ({
          value: String(radius),
          label: t('settings.spotAlerts.within', { km: radius }),
        }))}
        value={String(km)}
        disabled={save.busy}
        onChange={(radius) =>
          save.save({ spot_alerts_km: Number(radius) }, t('settings.spotAlerts.radiusSaved', { km: radius }))
        }
      />
    </>
  );
}
