import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { spokenLanguage } from '@web/lib/i18n/texts';

// The error wording travels with the calls that raise the errors, off the first load.
export { resetErrorOf } from '../auth-errors';

/** Mails a reset code. The pool answers the same for unknown addresses, so the form never reveals who has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  // The code's e-mail is written in the language the app speaks now.
  await resetPassword({ username: email, options: { clientMetadata: { language: spokenLanguage() } } });
}

export async function setNewPassword(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
