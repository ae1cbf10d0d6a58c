import { LIMITS } from '@shared/constants';
import { PATTERNS } from '@shared/validation';

/**
 * The sign-in form's phone (an Indian mobile number: 10 digits starting 6-9), as typed with or without spaces,
 * dashes, parentheses or a +91 / 0 prefix. Returns the 10 digits, or null when it is not one.
 */
export function indianMobileDigits(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || !PATTERNS.phone.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0') && !trimmed.startsWith('+')) digits = digits.slice(1);
  return PATTERNS.indianMobile.test(digits) ? digits : null;
}

/** The pool username for a password sign-in by phone: the number in E.164. */
export const phoneUsername = (digits: string) => `+91${digits}`;

/** The code field keeps digits only and at most six of them, as typed or pasted. */
export const sanitizeCode = (value: string) => value.replace(/\D/g, '').slice(0, LIMITS.phoneCodeLength);
