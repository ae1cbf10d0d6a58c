import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@shared/schemas/profile';
import { cityById } from '@shared/cities';
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
import { useSaveSetting } from '../hooks/use-save-settings';
import { ChoiceList } from './ChoiceList';
import { SettingsPage } from './SettingsPage';
import { SwitchRow } from './SwitchRow';

type Origin = 'city' | 'here';

/** Settings → Spot alerts: ask to hear when a spot opens in a game about to start nearby. */
export function SpotAlertsPage() {
  return <SettingsPage title="Spot alerts">{({ profile }) => <SpotAlertChoices profile={profile} />}</SettingsPage>;
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
      save.save({ spot_alerts_near: cell }, 'Alerts are measured from where you are now.');
    } catch {
      toast({
        title: 'Could not find where you are',
        description: 'Allow location for this site in your browser, or measure from your city.',
        variant: 'destructive',
      });
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <p className="settings-note">
        Hear ‘A spot just opened’ when a place frees up in a game of your sports starting within{' '}
        {SPOT_ALERT_WINDOW_HOURS} hours near you. Whoever joins first gets it. At most {SPOT_ALERTS_PER_DAY} alerts a
        day, in the app and by e-mail as your notification switches allow.
      </p>
      <ul className="settings-list">
        <SwitchRow
          label="Spot alerts"
          hint={on ? 'On: you hear of open spots nearby.' : 'Off: you hear of no open spots.'}
          checked={on}
          disabled={save.busy}
          onChange={(next) => save.save({ spot_alerts: next }, `Spot alerts are ${next ? 'on' : 'off'}.`)}
        />
      </ul>
      {blocker ? (
        <p className="settings-note" role="status">
          {blocker}.{' '}
          {profile.sports.length === 0 ? (
            <>
              Set them in <Link to="/settings/personal">Personal information</Link>.
            </>
          ) : (
            <>
              Pick your city in <Link to="/settings/location">Location</Link>, or choose Where I am now below.
            </>
          )}
        </p>
      ) : null}
      <ChoiceList<Origin>
        legend="Measure nearby from"
        name="spot-alerts-origin"
        options={[
          {
            value: 'city',
            label: city ? `My city, ${city.name}` : 'My city',
            hint: city ? 'From the centre of the city in your profile.' : 'No city in your profile yet.',
          },
          {
            value: 'here',
            label: 'Where I am now',
            hint: locating
              ? 'Finding where you are…'
              : near
                ? 'Set: an area about 5 km across.'
                : 'Kept only as an area about 5 km across.',
          },
        ]}
        value={locating || near ? 'here' : 'city'}
        disabled={save.busy}
        onChange={(origin) =>
          origin === 'city'
            ? save.save({ spot_alerts_near: null }, 'Alerts are measured from your city.')
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
          Update to where I am now
        </button>
      ) : null}
      <ChoiceList
        legend="How far"
        name="spot-alerts-km"
        options={SPOT_ALERT_RADII_KM.map((radius) => ({ value: String(radius), label: `Within ${radius} km` }))}
        value={String(km)}
        disabled={save.busy}
        onChange={(radius) => save.save({ spot_alerts_km: Number(radius) }, `Alerts reach games within ${radius} km.`)}
      />
    </>
  );
}
