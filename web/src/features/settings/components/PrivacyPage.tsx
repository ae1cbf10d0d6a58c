import { Link } from 'react-router-dom';
import type { Profile } from '@shared/schemas/profile';
import { useSaveSetting } from '../hooks/use-save-settings';
import { SettingsPage } from './SettingsPage';
import { SwitchRow } from './SwitchRow';

/** Settings → Privacy: whether other players see you among who is going. */
export function PrivacyPage() {
  return <SettingsPage title="Privacy">{({ profile }) => <PrivacySwitches profile={profile} />}</SettingsPage>;
}

function PrivacySwitches({ profile }: { profile: Profile }) {
  const save = useSaveSetting();
  return (
    <>
      <ul className="settings-list">
        <SwitchRow
          label="Show me in 'who is going'"
          hint="Players of a game you are confirmed for see your name and picture. When off, you count towards the spots taken but are not named."
          checked={save.shown('show_in_going', profile.show_in_going)}
          disabled={save.busy}
          onChange={(on) =>
            save.save(
              { show_in_going: on },
              on ? "You're shown in 'who is going'." : "You're no longer shown in 'who is going'.",
            )
          }
        />
      </ul>
      <p className="settings-note">
        Hosts always see the contact details you give when you ask to join their game: they need them to organise it.
        Read more in the <Link to="/privacy">privacy policy</Link>.
      </p>
    </>
  );
}
