import * as z from 'zod';
import { MESSAGES } from '../messages';
import { PATTERNS } from '../validation';
import { LANGUAGE_CODES } from '../languages';
import { PROFILE_MESSAGES } from './profile';
import { asE164, requiredTrimmed } from './text';

// Public sign-in helpers of the API (no token needed). Both answer the same whether or not the
// address or number belongs to someone.
export const magicLinkRequestSchema = z
  .object({
    email: requiredTrimmed(MESSAGES.emailRequired)
      .max(254, MESSAGES.emailInvalid)
      .regex(PATTERNS.email, MESSAGES.emailInvalid)
      .transform((v) => v.toLowerCase()),
    /** The language the app speaks: the e-mail is written in it (there may be no profile to ask). */
    language: z.enum(LANGUAGE_CODES, { error: PROFILE_MESSAGES.languageUnknown }).optional(),
  })
  .strict();

export const phoneSignInRequestSchema = z
  .object({
    phone: requiredTrimmed(MESSAGES.phoneRequired).transform(asE164(MESSAGES.phoneInvalid)),
  })
  .strict();

// The custom-auth wire values are written in shared/rules/custom-auth.ts, which has no zod, so the
// browser's sign-in code can read them; they are re-exported here for the triggers.
export { REQUEST_SMS_ANSWER, SIGN_IN_METHODS } from '../rules/custom-auth';

export const acceptedSchema = z.object({ message: z.string() });
