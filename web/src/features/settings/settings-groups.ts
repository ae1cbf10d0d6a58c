import type { Profile } from '@shared/schemas/profile';
import { cityById } from '@shared/cities';
import { languageByCode } from '@shared/languages';
import { cityName } from '@web/lib/city-name';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { t } from './texts';

/**
 * One row of the settings list: it opens a page; `currentOf` shows the current choice beside it.
 * Labels are read when rendered, in the language spoken then.
 */
export interface SettingsRow {
  label: () => string;
  to: string;
  currentOf?: (profile: Profile) => string;
  /** A current value that needs no account (shown to visitors too). */
  value?: () => string;
}

export interface SettingsGroup {
  id: 'account' | 'privacy' | 'app' | 'support';
  title: () => string;
  rows: readonly SettingsRow[];
}

const onOff = (on: boolean) => (on ? t('settings.on') : t('settings.off'));

// Grouped as a phone's settings app groups them; each row is a page of its own under /settings,
// except the help and legal pages, which are public and linked from sign-up too.
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    id: 'account',
    title: () => t('settings.group.account'),
    rows: [
      { label: () => t('settings.row.personal'), to: '/settings/personal' },
      { label: () => t('settings.row.notifications'), to: '/settings/notifications' },
      {
        label: () => t('settings.row.spotAlerts'),
        to: '/settings/spot-alerts',
        currentOf: (p) => (p.spot_alerts ? t('settings.row.spotAlertsOn', { km: p.spot_alerts_km }) : onOff(false)),
      },
    ],
  },
  {
    id: 'privacy',
    title: () => t('settings.group.privacy'),
    rows: [
      {
        label: () => t('settings.row.privacy'),
        to: '/settings/privacy',
        currentOf: (p) => t('settings.row.privacyValue', { state: onOff(p.show_in_going) }),
      },
      { label: () => t('settings.row.password'), to: '/settings/password' },
    ],
  },
  {
    id: 'app',
    title: () => t('settings.group.app'),
    rows: [
      // The language this device speaks now (the account's follows it when signed in).
      {
        label: () => t('settings.row.language'),
        to: '/settings/language',
        value: () => languageByCode(spokenLanguage())?.name ?? '',
      },
      {
        label: () => t('settings.row.location'),
        to: '/settings/location',
        currentOf: (p) => {
          const city = cityById(p.city);
          return city ? cityName(city) : t('settings.row.locationNotSet');
        },
      },
    ],
  },
  {
    id: 'support',
    title: () => t('settings.group.support'),
    rows: [
      { label: () => t('settings.row.help'), to: '/help' },
      { label: () => t('settings.row.contact'), to: '/settings/contact' },
      { label: () => t('settings.row.terms'), to: '/terms' },
      { label: () => t('settings.row.privacyPolicy'), to: '/privacy' },
    ],
  },
];
