import { PATTERNS } from './validation';

// Phone numbers as typed (spaces, dashes, parentheses, optional +) to E.164, the form the user
// pool stores. A bare 10-digit Indian mobile gets +91.
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!PATTERNS.phone.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (PATTERNS.indianMobile.test(digits)) return `+91${digits}`;
  if (digits.length === 12 && digits.startsWith('91') && PATTERNS.indianMobile.test(digits.slice(2)))
    return `+${digits}`;
  return null;
}

/** "+91 ••••• •3210": enough for a person to recognise their number, not to learn someone else's. */
export const maskPhone = (e164: string) => `${e164.slice(0, 3)} ••••• •${e164.slice(-4)}`;

/** India only unless the deployment allows more (SMS pumping: fraudsters request codes to premium-rate numbers and share what they earn). */
export const DEFAULT_SMS_COUNTRY_CODES = ['91'] as const;

/** "91, 65" or "+91,+65" → ['91', '65']; null when any entry isn't a 1–3 digit country code. */
export function parseCountryCodes(value: string): string[] | null {
  const codes = value
    .split(',')
    .map((code) => code.trim().replace(/^\+/, ''))
    .filter(Boolean);
  return codes.length > 0 && codes.every((code) => /^[1-9]\d{0,2}$/.test(code)) ? [...new Set(codes)] : null;
}

/** E.164 country codes are prefix-free, so a number belongs to at most one of them. */
export const inAllowedCountry = (e164: string, codes: readonly string[]) =>
  codes.some((code) => e164.startsWith(`+${code}`));

export const countryNotAllowedMessage = (codes: readonly string[]) =>
  `Sign-in by SMS is only available for numbers starting with ${codes.map((code) => `+${code}`).join(', ')}.`;
