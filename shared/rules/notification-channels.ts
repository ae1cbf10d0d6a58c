import type { Profile } from '../schemas/profile';
import { defaultPreferences } from './profile-preferences';

/** What a notice is: news about the person's games and communities, or a reminder before a game. */
export type NoticeKind = 'news' | 'reminder';

export type NotificationChoices = Pick<Profile, 'notify_email' | 'notify_in_app' | 'notify_reminders'>;

export interface Channels {
  inApp: boolean;
  email: boolean;
}

/**
 * Where a notice may reach someone, by their own choices. A person without a profile (a request
 * made before the profile existed) gets the defaults. Reminders off silences reminders on every
 * channel; otherwise each channel follows its own switch. Sign-in links, codes and password mails
 * never pass through here: they are how a person gets into their account, not news.
 */
export function channelsFor(choices: NotificationChoices | null, kind: NoticeKind = 'news'): Channels {
  const { notify_email, notify_in_app, notify_reminders } = { ...defaultPreferences(), ...choices };
  if (kind === 'reminder' && !notify_reminders) return { inApp: false, email: false };
  return { inApp: notify_in_app, email: notify_email };
}
