import type { Profile } from '@shared/schemas/profile';
import { useSaveSetting } from '../hooks/use-save-settings';
import { SettingsPage } from './SettingsPage';
import { PushSettings } from './PushSettings';
import { SwitchRow } from './SwitchRow';

type NotificationSwitch = 'notify_email' | 'notify_in_app' | 'notify_reminders';

const SWITCHES: readonly { key: NotificationSwitch; label: string; hint: string; named: string }[] = [
  {
    key: 'notify_email',
    label: 'E-mail',
    hint: 'Join requests, decisions, payments and cancellations, sent to your e-mail address.',
    named: 'E-mail notifications',
  },
  {
    key: 'notify_in_app',
    label: 'In the app',
    hint: 'The same news under the bell at the top of the app.',
    named: 'In-app notifications',
  },
  {
    key: 'notify_reminders',
    label: 'Game reminders',
    hint: 'A reminder 24 hours and 2 hours before each game you are going to or hosting.',
    named: 'Game reminders',
  },
];

/** Settings → Notifications: each switch is saved the moment it is flipped. */
export function NotificationsPage() {
  return (
    <SettingsPage title="Notifications">{({ profile }) => <NotificationSwitches profile={profile} />}</SettingsPage>
  );
}

function NotificationSwitches({ profile }: { profile: Profile }) {
  const save = useSaveSetting();
  return (
    <>
      <ul className="settings-list">
        {SWITCHES.map(({ key, label, hint, named }) => (
          <SwitchRow
            key={key}
            label={label}
            hint={hint}
            checked={save.shown(key, profile[key])}
            disabled={save.busy}
            onChange={(on) => save.save({ [key]: on }, `${named} are ${on ? 'on' : 'off'}.`)}
          />
        ))}
      </ul>
      <p className="settings-note">
        Sign-in links, codes and password e-mails always reach you: they are how you get into your account.
      </p>
      <PushSettings profile={profile} />
    </>
  );
}
