import type { ProfilePreferences } from './profile-preferences';

// Web Push: which kinds of news may reach a locked phone, and how a host's new requests are grouped
// so a busy game doesn't ring the phone for every request. Pure, without zod: the push consumer
// bundles it.

/** The push switches of Settings → Notifications, one per kind of news, each on by default. */
export const PUSH_SWITCHES = [
  'push_decisions',
  'push_spot_offers',
  'push_cancellations',
  'push_requests',
  'push_nudges',
  'push_reminders',
] as const;
export type PushSwitch = (typeof PUSH_SWITCHES)[number];

export type PushChoices = Partial<Pick<ProfilePreferences, PushSwitch>>;

/**
 * Whether this kind of news may be pushed to the person, by their own switch. A person only has
 * subscriptions once they said 'Turn on', so the switches start on: opting in was the choice.
 */
export const pushAllowed = (choices: PushChoices | null, kind: PushSwitch): boolean => choices?.[kind] !== false;

/** A host hears of a game's new requests at most once in this window. */
export const REQUEST_PUSH_WINDOW_MS = 10 * 60 * 1000;

/** When the requests held back in a window go out together. */
export const windowEnd = (lastPushAt: string): Date => new Date(Date.parse(lastPushAt) + REQUEST_PUSH_WINDOW_MS);
