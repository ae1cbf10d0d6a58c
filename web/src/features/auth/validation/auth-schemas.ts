import * as z from 'zod';
import { LIMITS, ROLES } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { magicLinkRequestSchema, phoneSignInRequestSchema } from '@shared/schemas/auth';
import { updateProfileSchema } from '@shared/schemas/profile';
import { PATTERNS, collapseWhitespace } from '@shared/validation';
import { indianMobileDigits, phoneUsername } from '../phone';

// The rules of every auth form. This module (and zod with it) is fetched when a form is
// first used, never on the first load (the first-load budget). Where the API validates the same input, its
// own shared schema is used, so the browser and the server give the same message. Forms check
// with the form kit's validate (the first message of each field).

const email = z.string().trim().min(1, MESSAGES.emailRequired).regex(PATTERNS.email, MESSAGES.emailInvalid);

// Sign-in values are trimmed; Cognito refuses passwords that start or end with a space, so
// trimming cannot lock anyone out.
const signInPassword = z
  .string()
  .trim()
  .min(1, MESSAGES.passwordRequired)
  .min(LIMITS.passwordMinLength, MESSAGES.passwordTooShort);

/** A new password: the sign-up rule, which is also the pool's policy. */
const newPassword = z
  .string()
  .min(1, MESSAGES.passwordRequired)
  .min(LIMITS.passwordMinLength, MESSAGES.passwordTooShort)
  .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value), MESSAGES.passwordWeak);

/** The sign-in form's phone: 10 digits starting 6-9, sent as the +91 pool username. */
const indianPhone = z
  .string()
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .transform((value, ctx) => {
    const digits = indianMobileDigits(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.phoneIndianInvalid });
      return z.NEVER;
    }
    return phoneUsername(digits);
  });

const code = z.string().trim().min(1, MESSAGES.codeRequired).regex(PATTERNS.sixDigitCode, MESSAGES.codeInvalid);

export const schemas = {
  signInEmail: z.object({ email, password: signInPassword }),
  signInPhone: z.object({ phone: indianPhone, password: signInPassword }),
  signUp: z.object({
    name: z.string().transform(collapseWhitespace).pipe(z.string().min(1, MESSAGES.nameRequired)),
    email,
    password: newPassword,
    role: z.enum(ROLES),
  }),
  magicLink: magicLinkRequestSchema,
  phone: phoneSignInRequestSchema,
  code: z.object({ code }),
  forgotRequest: z.object({ email }),
  forgotReset: z.object({ code, password: newPassword }),
  completeProfile: updateProfileSchema.required({ name: true, role: true }),
};

/** The confirmation must match; checked beside the schema so it shows with the other errors. */
export function confirmationError(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : MESSAGES.passwordsDoNotMatch;
}
