import type { Profile } from '@shared/schemas/profile';
import { cityById } from '@shared/cities';
import { languageByCode } from '@shared/languages';

/** One row of the settings list: it opens a page; `currentOf` shows the current choice beside it. */
export interface SettingsRow {
  label: string;
  to: string;
  currentOf?: (profile: Profile) => string;
}

export interface SettingsGroup {
  title: string;
  rows: readonly SettingsRow[];
}

const onOff = (on: boolean) => (on ? 'On' : 'Off');

// Grouped as a phone's settings app groups them; each row is a page of its own under /settings,
// except the help and legal pages, which are public and linked from sign-up too.
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    title: 'Account',
    rows: [
      { label: 'Personal information', to: '/settings/personal' },
      { label: 'Notifications', to: '/settings/notifications' },
      {
        label: 'Spot alerts',
        to: '/settings/spot-alerts',
        currentOf: (p) => (p.spot_alerts ? `On, within ${p.spot_alerts_km} km` : 'Off'),
      },
    ],
  },
  {
    title: 'Privacy & Security',
    rows: [
      { label: 'Privacy', to: '/settings/privacy', currentOf: (p) => `Who is going: ${onOff(p.show_in_going)}` },
      { label: 'Change password', to: '/settings/password' },
    ],
  },
  {
    title: 'App Settings',
    rows: [
      { label: 'Language', to: '/settings/language', currentOf: (p) => languageByCode(p.language)?.name ?? 'English' },
      { label: 'Location', to: '/settings/location', currentOf: (p) => cityById(p.city)?.name ?? 'Not set' },
    ],
  },
  {
    title: 'Support',
    rows: [
      { label: 'Help centre', to: '/help' },
      { label: 'Contact us', to: '/settings/contact' },
      { label: 'Terms of service', to: '/terms' },
      { label: 'Privacy policy', to: '/privacy' },
    ],
  },
];
