import { DEFAULT_LANGUAGE } from '../languages';
import { SPOT_ALERT_DEFAULT_KM } from './spot-alert-choices';

// A player's choices about how they play and how the app treats them, without zod: the functions
// that only read profiles (every request that checks a host, the notifiers) stay small.

/** The levels a player can say they play at (a game may also be for all levels; a player is not). */
export const PLAYER_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type PlayerSkillLevel = (typeof PLAYER_SKILL_LEVELS)[number];
export const PROFILE_SPORTS_MAX = 10;

/**
 * What a player chose about how they play and how the app treats them. Stored items from before
 * these choices existed read as these defaults: nobody was ever opted out of anything silently.
 */
export const defaultPreferences = () => ({
  sports: [] as string[],
  skill_level: null as PlayerSkillLevel | null,
  city: null as string | null,
  notify_email: true,
  notify_in_app: true,
  notify_reminders: true,
  show_in_going: true,
  language: DEFAULT_LANGUAGE as string,
  // Spot alerts are news a player asks for, so they start off; 'near' null means their city.
  spot_alerts: false,
  spot_alerts_near: null as string | null,
  spot_alerts_km: SPOT_ALERT_DEFAULT_KM as number,
  // Push per kind of news: on, since a device is only ever pushed to after its owner said 'Turn on'.
  push_decisions: true,
  push_spot_offers: true,
  push_cancellations: true,
  push_requests: true,
  push_nudges: true,
  push_reminders: true,
});
export type ProfilePreferences = ReturnType<typeof defaultPreferences>;
