// Field rules of the forms, shared by forms in the browser and schemas on the server.
export const PATTERNS = {
  // Sign-in phone: an Indian mobile number, 10 digits starting 6-9.
  indianMobile: /^[6-9]\d{9}$/,
  // Phone sign-in and profile phone: digits, spaces, dashes, parentheses, optional leading plus.
  phone: /^\+?[\d\s\-()]+$/,
  instagram: /^[A-Za-z0-9_.]+$/,
  sixDigitCode: /^\d{6}$/,
  // A deliberately plain e-mail shape: something@something.tld, no spaces, no control or
  // invisible formatting characters (an address reaches mail headers and other people's screens).
  email: /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u,
} as const;

/** Instagram handles are typed with or without '@'; the spec strips it as typed. */
export const stripAt = (value: string): string => value.replace(/@/g, '');

/** Trim and collapse inner whitespace (community and profile text). */
export const collapseWhitespace = (value: string): string => value.trim().replace(/\s+/g, ' ');
