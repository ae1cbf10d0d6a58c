import * as z from 'zod';
import { ROLES } from '../constants';
import { MESSAGES } from '../messages';
import { instagramText, phoneText, singleLineText } from './text';

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
} as const;

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
