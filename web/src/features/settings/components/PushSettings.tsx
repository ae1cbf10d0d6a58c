import type { Profile } from '@shared/schemas/profile';
import type { PushSwitch } from '@shared/rules/push';
import { BRAND } from '@shared/constants';
import { usePushDevice } from '@web/components/push/use-push-device';
import { useSaveSetting } from '../hooks/use-save-settings';
import { t } from '../texts';
import { SwitchRow } from './SwitchRow';

/** Each kind of push and the catalogue key of its label, and of its hint with 'Hint' after it ('settings.push.<text>'). */
const PUSH_KINDS: readonly { key: PushSwitch; text: string }[] = [
  { key: 'push_decisions', text: 'decisions' },
  { key: 'push_spot_offers', text: 'spotOffers' },
  { key: 'push_cancellations', text: 'cancellations' },
  { key: 'push_requests', text: 'requests' },
  { key: 'push_nudges', text: 'nudges' },
  { key: 'push_reminders', text: 'reminders' },
];

/** Push on this phone (the device's subscription) and, for every device, which news it brings. */
export function PushSettings({ profile }: { profile: Profile }) {
  const device = usePushDevice();
  const save = useSaveSetting();
  return (
    <section className="push-settings" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title" className="push-settings-title">
        {t('settings.push.title')}
      </h2>
      <p className="settings-note" role="status">
        {t(`settings.push.${device.state}`, { brand: BRAND.name })}
      </p>
      {device.error ? (
        <p className="field-error" role="alert">
          {device.error}
        </p>
      ) : null}
      {device.state === 'off' || device.state === 'on' ? (
        <button
          type="button"
          className={`btn ${device.state === 'on' ? 'btn-secondary' : 'btn-primary'}`}
          disabled={device.busy}
          onClick={() => void (device.state === 'on' ? device.turnOff() : device.turnOn())}
        >
          {device.state === 'on' ? t('settings.push.turnOff') : t('settings.push.turnOn')}
        </button>
      ) : null}
      <ul className="settings-list">
        {PUSH_KINDS.map(({ key, text }) => {
          const label = t(`settings.push.${text}`);
          return (
            <SwitchRow
              key={key}
              label={label}
              hint={t(`settings.push.${text}Hint`)}
              checked={save.shown(key, profile[key])}
              disabled={save.busy}
              onChange={(on) =>
                save.save(
                  { [key]: on },
                  t('settings.push.saved', { state: on ? 'on' : 'off', kind: label.toLowerCase() }),
                )
              }
            />
          );
        })}
      </ul>
    </section>
  );
}
