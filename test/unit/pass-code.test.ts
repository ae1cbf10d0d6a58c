import { describe, expect, it } from 'vitest';
import { makePassCode, normalisePassCode, PASS_CODE_ALPHABET } from '@shared/rules/pass-code';
import { newPassCode } from '@functions/joins/request-fields';

// Pass codes read aloud at the ground; decision 030.
describe('pass codes', () => {
  it('use an alphabet without look-alikes', () => {
    for (const lookAlike of '0O1IL2Z5SB') expect(PASS_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(PASS_CODE_ALPHABET).size).toBe(PASS_CODE_ALPHABET.length);
    expect(PASS_CODE_ALPHABET).toHaveLength(26);
  });

  it('are 12 symbols grouped XXXX-XXXX-XXXX, each symbol from the index the random source picks', () => {
    let i = 0;
    expect(makePassCode(() => i++ % 26)).toBe('ACDE-FGHJ-KMNP');
    expect(makePassCode((size) => size - 1)).toBe('9999-9999-9999');
  });

  it('new codes from the server match the format and differ from each other', () => {
    const codes = Array.from({ length: 200 }, newPassCode);
    for (const code of codes)
      expect(code).toMatch(
        new RegExp(`^[${PASS_CODE_ALPHABET}]{4}-[${PASS_CODE_ALPHABET}]{4}-[${PASS_CODE_ALPHABET}]{4}$`),
      );
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('typed codes are accepted in lower case, with or without dashes or spaces', () => {
    for (const typed of ['acde-fghj-kmnp', 'ACDEFGHJKMNP', ' acdefghjkmnp ', 'ACDE FGHJ KMNP', 'acde--fghj-kmnp'])
      expect(normalisePassCode(typed)).toBe('ACDE-FGHJ-KMNP');
  });

  it('old base64url codes pass through unchanged (case and dashes matter there), only trimmed', () => {
    expect(normalisePassCode(' Ab-_cD3fGh1JkLmNoPqRsT ')).toBe('Ab-_cD3fGh1JkLmNoPqRsT');
    // Twelve symbols outside the alphabet are not a new code either.
    expect(normalisePassCode('abcdefghijkl')).toBe('abcdefghijkl');
  });
});
