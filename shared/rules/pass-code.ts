// Game pass codes that survive being read aloud at a noisy ground (decision 030).

/** 26 symbols with no look-alikes on screen or when read aloud: no 0/O, 1/I/L, 2/Z, 5/S, and B (against 8). */
export const PASS_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY346789';
export const PASS_CODE_GROUPS = 3;
export const PASS_CODE_GROUP_SIZE = 4;
export const PASS_CODE_LENGTH = PASS_CODE_GROUPS * PASS_CODE_GROUP_SIZE;

const NEW_CODE = new RegExp(`^[${PASS_CODE_ALPHABET}]{${PASS_CODE_LENGTH}}$`);

/** 12 symbols from `pick(26)` (a uniform random index), shown as XXXX-XXXX-XXXX. */
export function makePassCode(pick: (size: number) => number): string {
  let symbols = '';
  for (let i = 0; i < PASS_CODE_LENGTH; i++) symbols += PASS_CODE_ALPHABET[pick(PASS_CODE_ALPHABET.length)];
  return groupPassCode(symbols);
}

const groupPassCode = (symbols: string) => symbols.match(new RegExp(`.{1,${PASS_CODE_GROUP_SIZE}}`, 'g'))!.join('-');

/**
 * The stored form of what a host typed or scanned: a new code in any case, with or without its
 * dashes or spaces, becomes XXXX-XXXX-XXXX. Anything else is passed on trimmed, because passes
 * issued before these codes (22 case-sensitive base64url characters) must still check in.
 */
export function normalisePassCode(input: string): string {
  const trimmed = input.trim();
  const symbols = trimmed.replace(/[\s-]+/g, '').toUpperCase();
  return NEW_CODE.test(symbols) ? groupPassCode(symbols) : trimmed;
}
