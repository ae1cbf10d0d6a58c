import type { Profile } from '@shared/schemas/profile';
import type { PushSwitch } from '@shared/rules/push';
import { usePushDevice } from '@web/components/push/use-push-device';
import { useSaveSetting } from '../hooks/use-save-settings';
import { SwitchRow } from './SwitchRow';

const PUSH_KINDS: readonly { key: PushSwitch; label: string; hint: string }[] = [
  {
    key: 'push_decisions',
    label: 'Answers to my requests',
    hint: 'Accepted, waitlisted or declined, and payment needed.',
  },
  { key: 'push_spot_offers', label: 'Spots offered to me', hint: 'A spot opened up and is held for you for a while.' },
  { key: 'push_cancellations', label: 'Games called off', hint: 'A game you are in was cancelled.' },
  {
    key: 'push_requests',
    label: 'New join requests',
    hint: 'For games you host, at most one every 10 minutes per game.',
  },
  { key: 'push_nudges', label: 'Nudges from players', hint: 'A player is waiting for your answer.' },
  { key: 'push_reminders', label: 'Reminders', hint: 'A day and 2 hours before a game you play in or host.' },
];

const DEVICE_NOTE = {
  checking: 'Checking this device…',
  unavailable: 'This browser can’t show notifications from Yaktiv. Install the app or use Chrome on Android.',
  blocked: 'Your browser blocks notifications from Yaktiv. Allow them in the browser’s site settings to turn them on.',
  off: 'Notifications are off on this device.',
  on: 'Notifications are on for this device.',
} as const;

/** Push on this phone (the device's subscription) and, for every device, which news it brings. */
export function PushSettings({ profile }: { profile: Profile }) {
  const device = usePushDevice();
  const save = useSaveSetting();
  return (
    <section className="push-settings" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title" className="push-settings-title">
        Notifications on your phone
      </h2>
      <p className="settings-note" role="status">
        {DEVICE_NOTE[device.state]}
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
          {device.state === 'on' ? 'Turn off on this device' : 'Turn on on this device'}
        </button>
      ) : null}
      <ul className="settings-list">
        {PUSH_KINDS.map(({ key, label, hint }) => (
          <SwitchRow
            key={key}
            label={label}
            hint={hint}
            checked={save.shown(key, profile[key])}
            disabled={save.busy}
            onChange={(on) => save.save({ [key]: on }, `Push for “${label.toLowerCase()}” is ${on ? 'on' : 'off'}.`)}
          />
        ))}
      </ul>
    </section>
  );
}
