import { PATTERNS } from './validation';

// Phone numbers as typed (spaces, dashes, parentheses, optional +) to E.164, the form the user
// pool stores. A bare 10-digit Indian mobile gets +91.
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!PATTERNS.phone.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (PATTERNS.indianMobile.test(digits)) return `+91${digits}`;
  if (digits.length === 12 && digits.startsWith('91') && PATTERNS.indianMobile.test(digits.slice(2))) return `+${digits}`;
  return null;
}

/** "+91 ••••• •3210": enough for a person to recognise their number, not to learn someone else's. */
export const maskPhone = (e164: string) => `${e164.slice(0, 3)} ••••• •${e164.slice(-4)}`;
