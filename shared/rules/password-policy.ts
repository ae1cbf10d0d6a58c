import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';

/**
 * What is wrong with a new password under the user pool's policy (at least 8 characters, with an
 * uppercase letter, a lowercase letter and a digit), or null when it passes. The pool checks the
 * same; checking first lets the form say so before a round trip.
 */
export function newPasswordProblem(password: string): string | null {
  if (!password) return MESSAGES.passwordRequired;
  if (password.length < LIMITS.passwordMinLength) return MESSAGES.passwordTooShort;
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password)) return MESSAGES.passwordWeak;
  return null;
}
