import * as z from 'zod';
import { ROLES, SPORTS } from '../constants';
import { CITY_IDS } from '../cities';
import { LANGUAGE_CODES } from '../languages';
import { MESSAGES } from '../messages';
import { instagramText, phoneText, singleLineText } from './text';
import { isSpotAlertPoint, SPOT_ALERT_MAX_KM, SPOT_ALERT_MESSAGES } from '../rules/spot-alert-choices';

// The choices and their defaults live without zod, for the backend paths that only read profiles.
export {
  PLAYER_SKILL_LEVELS,
  PROFILE_SPORTS_MAX,
  defaultPreferences,
  type PlayerSkillLevel,
  type ProfilePreferences,
} from '../rules/profile-preferences';
import { PLAYER_SKILL_LEVELS, PROFILE_SPORTS_MAX } from '../rules/profile-preferences';

/** The profile as the API returns it, under the field names the screens use. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  profile_pic: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.enum(ROLES),
  profile_setup_completed: z.boolean(),
  sports: z.array(z.string()),
  skill_level: z.enum(PLAYER_SKILL_LEVELS).nullable(),
  city: z.string().nullable(),
  notify_email: z.boolean(),
  notify_in_app: z.boolean(),
  notify_reminders: z.boolean(),
  show_in_going: z.boolean(),
  language: z.string(),
  spot_alerts: z.boolean(),
  spot_alerts_near: z.string().nullable(),
  spot_alerts_km: z.number(),
  push_decisions: z.boolean(),
  push_spot_offers: z.boolean(),
  push_cancellations: z.boolean(),
  push_requests: z.boolean(),
  push_nudges: z.boolean(),
  push_reminders: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

// Absent: leave as is. Empty string or null: clear it. Otherwise: the validated value.
const optionalText = (schema: z.ZodType<string, string>) =>
  z
    .union([schema, z.literal('')])
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * The role is chosen once, at sign-up or profile completion; after that a player becomes a host
 * only through an approved application, so nobody can make themselves a host.
 */
export const PROFILE_MESSAGES = {
  roleLocked: 'Your role is already chosen and cannot be changed here. To host games, apply to become a host.',
  setupFinal: 'A completed profile cannot be marked incomplete',
  changedMeanwhile: 'Your profile changed meanwhile. Please try again.',
  sportUnknown: 'Choose sports from the list',
  sportsTooMany: `Choose at most ${PROFILE_SPORTS_MAX} sports`,
  skillLevelUnknown: 'Level must be beginner, intermediate or advanced',
  cityUnknown: 'Choose a city from the list',
  languageUnknown: 'Choose a language from the list',
  switchInvalid: 'Must be on (true) or off (false)',
} as const;

const onOff = () => z.boolean({ error: PROFILE_MESSAGES.switchInvalid }).optional();

/** PUT /api/me: what a user may change about themselves. Identity never comes from here. */
export const updateProfileSchema = z
  .object({
    name: singleLineText({
      max: 100,
      tooLong: 'Name must be less than 100 characters',
      required: MESSAGES.displayNameRequired,
    }).optional(),
    phone: optionalText(phoneText(MESSAGES.phoneInvalid)),
    instagram: optionalText(instagramText(MESSAGES.instagramInvalid)),
    role: z.enum(ROLES, { error: 'Role must be player or host' }).optional(),
    profile_setup_completed: z.boolean({ error: 'profile_setup_completed must be true or false' }).optional(),
    // A sport picked twice is kept once, in the order first picked.
    sports: z
      .array(z.enum(SPORTS, { error: PROFILE_MESSAGES.sportUnknown }), { error: PROFILE_MESSAGES.sportUnknown })
      .transform((sports) => [...new Set(sports)])
      .pipe(z.array(z.enum(SPORTS)).max(PROFILE_SPORTS_MAX, PROFILE_MESSAGES.sportsTooMany))
      .optional(),
    skill_level: z.enum(PLAYER_SKILL_LEVELS, { error: PROFILE_MESSAGES.skillLevelUnknown }).nullable().optional(),
    city: z.enum(CITY_IDS, { error: PROFILE_MESSAGES.cityUnknown }).nullable().optional(),
    notify_email: onOff(),
    notify_in_app: onOff(),
    notify_reminders: onOff(),
    show_in_going: onOff(),
    language: z.enum(LANGUAGE_CODES, { error: PROFILE_MESSAGES.languageUnknown }).optional(),
    spot_alerts: onOff(),
    // A coarse cell the device computed from its location: the precise point never leaves it.
    spot_alerts_near: z
      .string({ error: SPOT_ALERT_MESSAGES.pointInvalid })
      .refine(isSpotAlertPoint, SPOT_ALERT_MESSAGES.pointInvalid)
      .nullable()
      .optional(),
    spot_alerts_km: z
      .number({ error: SPOT_ALERT_MESSAGES.radiusInvalid })
      .int(SPOT_ALERT_MESSAGES.radiusInvalid)
      .min(1, SPOT_ALERT_MESSAGES.radiusInvalid)
      .max(SPOT_ALERT_MAX_KM, SPOT_ALERT_MESSAGES.radiusInvalid)
      .optional(),
    push_decisions: onOff(),
    push_spot_offers: onOff(),
    push_cancellations: onOff(),
    push_requests: onOff(),
    push_nudges: onOff(),
    push_reminders: onOff(),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
// Every key optional: absent means unchanged.
export type UpdateProfile = Partial<z.output<typeof updateProfileSchema>>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  table: z.enum(['reachable', 'unreachable']),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** Error body every API answers with: a message, and the field when one input is at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * PUT /api/me/role: the role chosen while completing the profile. The server writes it to the
 * profile and to the pool's custom:role (the app client itself may not write that attribute).
 */
export const roleChoiceSchema = z
  .object({ role: z.enum(ROLES, { error: 'Role must be player or host' }) }, { error: 'Role must be player or host' })
  .strict();
export type RoleChoice = z.infer<typeof roleChoiceSchema>;
