import type { Profile } from '@shared/schemas/profile';
import { useSaveSetting } from '../hooks/use-save-settings';
import { t } from '../texts';
import { SettingsPage } from './SettingsPage';
import { PushSettings } from './PushSettings';
import { SwitchRow } from './SwitchRow';

type NotificationSwitch = 'notify_email' | 'notify_in_app' | 'notify_reminders';

/** Each switch and the catalogue key its label, hint and saved toast share ('settings.notifications.<text>'). */
const SWITCHES: readonly { key: NotificationSwitch; text: string }[] = [
  { key: 'notify_email', text: 'email' },
  { key: 'notify_in_app', text: 'inApp' },
  { key: 'notify_reminders', text: 'reminders' },
];

/** Settings → Notifications: each switch is saved the moment it is flipped. */
export function NotificationsPage() {
  return (
    <SettingsPage title={t('settings.notifications.title')}>
      {({ profile }) => <NotificationSwitches profile={profile} />}
    </SettingsPage>
  );
}

function NotificationSwitches({ profile }: { profile: Profile }) {
  const save = useSaveSetting();
  return (
    <>
      <ul className="settings-list">
        {SWITCHES.map(({ key, text }) => (
          <SwitchRow
            key={key}
            label={t(`settings.notifications.${text}`)}
            hint={t(`settings.notifications.${text}Hint`)}
            checked={save.shown(key, profile[key])}
            disabled={save.busy}
            onChange={(on) =>
              save.save({ [key]: on }, t(`settings.notifications.${text}Saved`, { state: on ? 'on' : 'off' }))
            }
          />
        ))}
      </ul>
      <p className="settings-note">{t('settings.notifications.alwaysSent')}</p>
      <PushSettings profile={profile} />
    </>
  );
}
