import { Link } from 'react-router-dom';
import type { Profile } from '@shared/schemas/profile';
import { useSaveSetting } from '../hooks/use-save-settings';
import { SettingsPage } from './SettingsPage';
import { richText, t } from '../texts';
import { SwitchRow } from './SwitchRow';

/** Settings → Privacy: whether other players see you among who is going. */
export function PrivacyPage() {
  return (
    <SettingsPage title={t('settings.row.privacy')}>
      {({ profile }) => <PrivacySwitches profile={profile} />}
    </SettingsPage>
  );
}

function PrivacySwitches({ profile }: { profile: Profile }) {
  const save = useSaveSetting();
  return (
    <>
      <ul className="settings-list">
        <SwitchRow
          label={t('settings.privacy.showInGoing')}
          hint={t('settings.privacy.showInGoingHint')}
          checked={save.shown('show_in_going', profile.show_in_going)}
          disabled={save.busy}
          onChange={(on) =>
            save.save({ show_in_going: on }, on ? t('settings.privacy.shown') : t('settings.privacy.notShown'))
          }
        />
      </ul>
      <p className="settings-note">
        {richText('settings.privacy.note', { policy: <Link to="/privacy">{t('settings.privacy.policyLink')}</Link> })}
      </p>
    </>
  );
}
