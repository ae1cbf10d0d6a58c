import { z } from 'zod';
import { LIMITS } from '../../../../shared/constants';
import { MESSAGES } from '../../../../shared/messages';
import { PATTERNS } from '../../../../shared/validation';

// Spec §5 sign-in rules. Values are trimmed; Cognito refuses passwords that start or end with
// a space, so trimming the password cannot lock anyone out.
export const signInSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.emailRequired).regex(PATTERNS.email, MESSAGES.emailInvalid),
  password: z
    .string()
    .trim()
    .min(1, MESSAGES.passwordRequired)
    .min(LIMITS.passwordMinLength, MESSAGES.passwordTooShort),
});
export type SignInValues = z.output<typeof signInSchema>;
export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/** Validates the form; on failure, the first message of each field (the one a person fixes first). */
export function validateSignIn(input: { email: string; password: string }): { values: SignInValues } | { errors: SignInErrors } {
  const result = signInSchema.safeParse(input);
  if (result.success) return { values: result.data };
  const errors: SignInErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SignInValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
