import { updateProfileSchema, type Profile } from '@shared/schemas/profile';
import { ApiRequestError, fieldMessages } from '@web/lib/api-request-error';

export type ProfileField = 'name' | 'phone' | 'instagram';
export type ProfileFormValues = Record<ProfileField, string>;
export type ProfileFormErrors = Partial<Record<ProfileField | 'form', string>>;

export const formValuesOf = (profile: Profile | null): ProfileFormValues => ({
  name: profile?.name ?? '',
  phone: profile?.phone ?? '',
  instagram: profile?.instagram_handle ?? '',
});

// The API names the stored column instagram_handle in some answers; both mean the same input.
const FIELD_ALIASES: Record<string, ProfileField> = {
  name: 'name',
  phone: 'phone',
  instagram: 'instagram',
  instagram_handle: 'instagram',
};

/** Checks the form with the schema the server uses, so the browser and PUT /api/me agree on every message. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const result = updateProfileSchema.safeParse(values);
  if (result.success) return {};
  const errors: ProfileFormErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_ALIASES[String(issue.path[0])] ?? 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Puts a failed save's message under the field the server named, or above the form otherwise. */
export function errorsFromSaveFailure(error: unknown): ProfileFormErrors {
  if (!(error instanceof ApiRequestError)) return { form: 'Something went wrong. Please try again.' };
  const errors: ProfileFormErrors = fieldMessages(error, FIELD_ALIASES);
  // Nothing the form can point at: the message goes above the form.
  if (!Object.keys(errors).length) errors.form = error.message;
  return errors;
}
